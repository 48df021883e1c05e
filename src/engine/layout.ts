import { formatValue } from "./format";
import { type AnswerGrid, forEachCell } from "./kind";
import { keyOf, type Row } from "./rows";
import type { CellSpec, ExerciseLayout, GivenRow } from "./types";

/** One given row: its label and one integer amount per projection year. */
export function givenRow(row: Row, years: readonly number[], amountOf: (index: number) => number): GivenRow {
  return {
    label: row.label,
    values: years.map((year, index) => ({ year, text: formatValue(amountOf(index), 0) })),
  };
}

/** The public grid: the answer cells in display order, the read-only given rows and the yearly row order. */
export function buildLayout(
  grid: AnswerGrid,
  givenRows: GivenRow[],
  rowOrder: readonly Row[],
): ExerciseLayout {
  const cells: CellSpec[] = [];
  forEachCell(grid, (row, year) => {
    const cell: CellSpec = {
      key: keyOf(row, year),
      label: row.label,
      year,
      precision: row.precision,
      kind: row.kind,
    };
    if (row.options) cell.options = [...row.options];
    if (row.grading) cell.grading = row.grading;
    cells.push(cell);
  });
  return { years: [...grid.years], cells, givenRows, rowOrder: rowOrder.map((row) => row.label) };
}
