import type { Worksheet } from "exceljs";
import { type InputRef, inputSheet, type KindType, kindOf, type StatementOf } from "../../../engine";
import { addressOf, BOLD, INPUT_FONT, percentFormatOf, SHEETS } from "./workbook-format";

/** Where the Inputs sheet keeps a statement input: "'Inputs'!C4". */
export type InputAddresses = (ref: InputRef) => string;

/** Where the Inputs sheet keeps each input, and which of them are Excel percentages. */
export interface SheetInputs {
  readonly address: InputAddresses;
  fraction(ref: InputRef): boolean;
}

/**
 * Writes the statement's inputs as the engine lays them out (inputSheet): a labelled row per field the
 * statement's formulas read, its values in blue from column C, a percent as an Excel percentage. Returns
 * where each input is.
 */
export function writeInputs<T extends KindType>(
  sheet: Worksheet,
  type: T,
  statement: StatementOf<T>,
): SheetInputs {
  const kind = kindOf(type);
  const inputs = inputSheet(kind.inputLabels, kind.statementShape, statement, kind.model(statement));
  sheet.getColumn(1).width = 48;
  sheet.addRow(["Input", "Unit", "Value"]).font = BOLD;
  for (const { label, unit, values, percent } of inputs.rows) {
    // A percentage shows its own "%".
    const row = sheet.addRow([label, percent.some(Boolean) ? "" : unit, ...values]);
    values.forEach((value, column) => {
      const cell = row.getCell(column + 3);
      cell.font = INPUT_FONT;
      if (percent[column] && typeof value === "number") cell.numFmt = percentFormatOf(value);
    });
  }
  return { address: (ref) => addressOf(SHEETS.inputs, inputs.address(ref)), fraction: inputs.fraction };
}
