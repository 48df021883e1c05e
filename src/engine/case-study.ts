import type { Row } from "./rows";
import type { ExerciseLayout } from "./types";
import type { Sheet } from "./workbook";

/** The answer cells of one statement: each yearly row for each year (row by row), then the single values. */
export interface AnswerGrid {
  readonly years: readonly number[];
  readonly yearlyRows: readonly Row[];
  readonly singleRows: readonly Row[];
}

/** What each case study supplies; the shared machinery (solve, explain, check) is built on it. */
export interface CaseStudy<S> {
  /** The statement for `seed` (a valid seed; see isValidSeed). */
  generate(seed: number): S;
  grid(statement: S): AnswerGrid;
  layout(statement: S): ExerciseLayout;
  describe(statement: S): string[];
  /** States every formula once; the workbook decides the path and keeps what is needed to explain. */
  calculate(statement: S, book: Sheet): void;
}

/** Calls `visit` for every answer cell of `grid`, in display order. */
export function forEachCell(grid: AnswerGrid, visit: (row: Row, year: number | null) => void): void {
  for (const row of grid.yearlyRows) for (const year of grid.years) visit(row, year);
  for (const row of grid.singleRows) visit(row, null);
}
