import type { CasePack, ExerciseLayout } from "../../../engine";

/**
 * The answer grid as the browser draws it. Each cell keeps its key, label, year and either its choices or
 * its kind and display precision (the browser reads a typed number with the server's own rules, to say how
 * it was read).
 */
export function gridPayload(grid: ExerciseLayout) {
  return {
    years: grid.years,
    cells: grid.cells.map(({ key, label, year, kind, precision, options, grading }) =>
      options
        ? { key, label, year, options }
        : grading
          ? { key, label, year, kind, precision, grading }
          : { key, label, year, kind, precision },
    ),
    givenRows: grid.givenRows,
    rowOrder: grid.rowOrder,
    ...(grid.sections ? { sections: grid.sections } : {}),
  };
}

/** A modelling test's case pack, under `casePack`; nothing for the other kinds. */
export function casePackPayload(pack: CasePack | null): { casePack?: CasePack } {
  return pack ? { casePack: pack } : {};
}
