import type { ExerciseLayout } from "../../../engine";

/**
 * The answer grid as the browser draws it. Each cell keeps its key, label, year and either its choices or
 * its kind and display precision (the browser reads a typed number with the server's own rules, to say how
 * it was read).
 */
export function gridPayload(grid: ExerciseLayout) {
  return {
    years: grid.years,
    cells: grid.cells.map(({ key, label, year, kind, precision, options }) =>
      options ? { key, label, year, options } : { key, label, year, kind, precision },
    ),
    givenRows: grid.givenRows,
    rowOrder: grid.rowOrder,
  };
}
