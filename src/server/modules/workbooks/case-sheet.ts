import type { Workbook, Worksheet } from "exceljs";
import {
  type CaseStudyType,
  describe,
  ENGINE_VERSION,
  type InputSheet,
  inputSheet,
  kindOf,
  layout,
  type StatementOf,
  solve,
} from "../../../engine";
import { ABOUT_ROWS, addressOf, numberFormatOf, SHEETS, unitOf } from "./workbook-format";

// Banking convention: inputs in blue, formulas in black; the cells to fill are shaded.
const INPUT_FONT = { color: { argb: "FF0000FF" } };
const ANSWER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } } as const;
const BOLD = { bold: true };

/** Every answer cell's A1 address on the Case sheet, by key. */
export type CellAddresses = Map<string, string>;

/**
 * Writes the statement, its inputs, the answer grid as the screen lays it out (years across), the kind and
 * seed (About) and the Keys sheet into `book`; returns where each answer cell is.
 */
export function writeExercise<T extends CaseStudyType>(
  book: Workbook,
  type: T,
  seed: number,
  statement: StatementOf<T>,
): CellAddresses {
  const kind = kindOf(type);
  const caseSheet = book.addWorksheet(SHEETS.case);
  caseSheet.getColumn(1).width = 34;
  caseSheet.addRow([kind.meta.title]).font = { bold: true, size: 14 };
  caseSheet.addRow([
    `Seed ${seed}. Type your answers in the shaded cells; the inputs are on the Inputs sheet.`,
  ]);
  for (const sentence of describe(type, statement)) caseSheet.addRow([sentence]);
  caseSheet.addRow([]);
  const addresses = writeGrid(caseSheet, type, statement);
  writeInputs(book.addWorksheet(SHEETS.inputs), inputSheet(kind.inputLabels, kind.statementShape, statement));
  writeKeys(book.addWorksheet(SHEETS.keys), addresses);
  writeAbout(book.addWorksheet(SHEETS.about), type, seed);
  return addresses;
}

function writeGrid<T extends CaseStudyType>(
  sheet: Worksheet,
  type: T,
  statement: StatementOf<T>,
): CellAddresses {
  const grid = layout(type, statement);
  const kind = kindOf(type);
  const addresses: CellAddresses = new Map();
  const cellsByKey = new Map(grid.cells.map((cell) => [cell.key, cell]));
  if (grid.years.length > 0) {
    const given = solve(type, statement).exact;
    const givenLabels = new Set(grid.givenRows.map((row) => row.label));
    sheet.addRow([kind.meta.grid.tableCaption, ...grid.years]).font = BOLD;
    for (const label of grid.rowOrder) {
      const row = sheet.addRow([label]);
      grid.years.forEach((year, index) => {
        const cell = row.getCell(index + 2);
        const key = `${label} ${year}`;
        const answer = cellsByKey.get(key);
        if (givenLabels.has(label)) {
          cell.value = typeof given[key] === "number" ? given[key] : null;
          cell.font = INPUT_FONT;
          cell.numFmt = numberFormatOf("amount", 0);
        } else if (answer) {
          cell.fill = ANSWER_FILL;
          cell.numFmt = numberFormatOf(answer.kind, answer.precision);
          addresses.set(key, cell.address);
        }
      });
    }
    sheet.addRow([]);
  }
  const singles = grid.cells.filter((cell) => cell.year === null);
  if (singles.length > 0) sheet.addRow([kind.meta.grid.singleValuesTitle]).font = BOLD;
  for (const spec of singles) {
    const row = sheet.addRow([spec.label, null, unitOf(spec.kind)]);
    const cell = row.getCell(2);
    cell.fill = ANSWER_FILL;
    cell.numFmt = numberFormatOf(spec.kind, spec.precision);
    if (spec.options) {
      cell.dataValidation = { type: "list", allowBlank: true, formulae: [`"${spec.options.join(",")}"`] };
    }
    addresses.set(spec.key, cell.address);
  }
  return addresses;
}

function writeInputs(sheet: Worksheet, inputs: InputSheet): void {
  sheet.getColumn(1).width = 48;
  sheet.addRow(["Input", "Unit", "Value"]).font = BOLD;
  for (const { label, unit, values } of inputs.rows) {
    const row = sheet.addRow([label, unit, ...values]);
    values.forEach((_, column) => {
      row.getCell(column + 3).font = INPUT_FONT;
    });
  }
}

function writeKeys(sheet: Worksheet, addresses: CellAddresses): void {
  sheet.getColumn(1).width = 34;
  sheet.addRow(["Key", "Address"]).font = BOLD;
  for (const [key, cell] of addresses) sheet.addRow([key, addressOf(SHEETS.case, cell)]);
}

function writeAbout(sheet: Worksheet, type: CaseStudyType, seed: number): void {
  sheet.getColumn(1).width = 20;
  sheet.getCell(ABOUT_ROWS.kind, 1).value = "Kind";
  sheet.getCell(ABOUT_ROWS.kind, 2).value = type;
  sheet.getCell(ABOUT_ROWS.seed, 1).value = "Seed";
  sheet.getCell(ABOUT_ROWS.seed, 2).value = seed;
  sheet.getCell(ABOUT_ROWS.engineVersion, 1).value = "Engine version";
  sheet.getCell(ABOUT_ROWS.engineVersion, 2).value = ENGINE_VERSION;
  sheet.getCell(ABOUT_ROWS.engineVersion + 2, 1).value =
    "The exercise is rebuilt from this sheet and the Keys sheet when the workbook is uploaded: leave them as they are.";
}
