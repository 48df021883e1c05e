import type { Cell, Worksheet } from "exceljs";
import type { KindScreenText } from "../../../contract/kind-meta";
import type { CellSpec, CellValue, ExerciseLayout } from "../../../engine";
import { addressOf, BOLD, INPUT_FONT, numberFormatOf, unitOf } from "./workbook-format";

/** Where each cell of the grid is on its sheet ("C7"), by key: the answer cells and the given cells. */
export type GridAddresses = Map<string, string>;

/** What a sheet writes into the grid's cells: a given input's cell (D&A 2026) and an answer's cell. */
export interface GridFill {
  given(cell: Cell, key: string): void;
  answer(cell: Cell, spec: CellSpec): void;
}

/** A GridFill's given cells as the statement states them: whole amounts in blue (`values` by key). */
export function givenInputs(values: Readonly<Record<string, CellValue>>): GridFill["given"] {
  return (cell, key) => {
    const value = values[key];
    cell.value = typeof value === "number" ? value : null;
    cell.font = INPUT_FONT;
    cell.numFmt = numberFormatOf("amount", 0);
  };
}

/**
 * Writes the answer grid as the screen lays it out, from the sheet's next row: the yearly table (years
 * across, given rows in place), then the single values one a row (label, value, unit).
 */
export function writeGrid(
  sheet: Worksheet,
  headings: KindScreenText["grid"],
  grid: ExerciseLayout,
  fill: GridFill,
): GridAddresses {
  const addresses: GridAddresses = new Map();
  const answerByKey = new Map(grid.cells.map((cell) => [cell.key, cell]));
  const givenLabels = new Set(grid.givenRows.map((row) => row.label));
  if (grid.years.length > 0) {
    sheet.addRow([headings.tableCaption, ...grid.years]).font = BOLD;
    for (const label of grid.rowOrder) {
      const row = sheet.addRow([label]);
      grid.years.forEach((year, index) => {
        const cell = row.getCell(index + 2);
        const key = `${label} ${year}`;
        const answer = answerByKey.get(key);
        if (givenLabels.has(label)) fill.given(cell, key);
        else if (answer) fill.answer(cell, answer);
        else return;
        addresses.set(key, cell.address);
      });
    }
    sheet.addRow([]);
  }
  const singles = grid.cells.filter((cell) => cell.year === null);
  if (singles.length > 0) sheet.addRow([headings.singleValuesTitle]).font = BOLD;
  for (const spec of singles) {
    const cell = sheet.addRow([spec.label, null, unitOf(spec.kind)]).getCell(2);
    fill.answer(cell, spec);
    addresses.set(spec.key, cell.address);
  }
  return addresses;
}

/** The Keys sheet: one row per answer cell, in the grid's order, its key and its address on `sheetName`. */
export function writeKeys(
  sheet: Worksheet,
  grid: ExerciseLayout,
  sheetName: string,
  addresses: GridAddresses,
): void {
  sheet.getColumn(1).width = 34;
  sheet.addRow(["Key", "Address"]).font = BOLD;
  for (const { key } of grid.cells) {
    const cell = addresses.get(key);
    if (cell) sheet.addRow([key, addressOf(sheetName, cell)]);
  }
}
