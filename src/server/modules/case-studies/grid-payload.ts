import type { ExerciseLayout } from "../../../engine";

/**
 * The answer grid as the browser draws it. Each cell keeps its key, label, year and choices; kinds and
 * display precisions stay on the server (the exercise's description states them to the student), which
 * takes a third off the exercise sent for every new case study.
 */
export function gridPayload(grid: ExerciseLayout) {
  return {
    years: grid.years,
    cells: grid.cells.map(({ key, label, year, options }) =>
      options ? { key, label, year, options } : { key, label, year },
    ),
    givenRows: grid.givenRows,
    rowOrder: grid.rowOrder,
  };
}
