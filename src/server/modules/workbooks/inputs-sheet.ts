import type { Worksheet } from "exceljs";
import { type InputRef, inputSheet, type KindType, kindOf, type StatementOf } from "../../../engine";
import { addressOf, BOLD, INPUT_FONT, SHEETS } from "./workbook-format";

/** Where the Inputs sheet keeps a statement input: "'Inputs'!C4". */
export type InputAddresses = (ref: InputRef) => string;

/**
 * Writes the statement's inputs as the engine lays them out (inputSheet): a labelled row per field, its
 * values in blue from column C. Returns where each input is.
 */
export function writeInputs<T extends KindType>(
  sheet: Worksheet,
  type: T,
  statement: StatementOf<T>,
): InputAddresses {
  const kind = kindOf(type);
  const inputs = inputSheet(kind.inputLabels, kind.statementShape, statement);
  sheet.getColumn(1).width = 48;
  sheet.addRow(["Input", "Unit", "Value"]).font = BOLD;
  for (const { label, unit, values } of inputs.rows) {
    const row = sheet.addRow([label, unit, ...values]);
    values.forEach((_, column) => {
      row.getCell(column + 3).font = INPUT_FONT;
    });
  }
  return (ref) => addressOf(SHEETS.inputs, inputs.address(ref));
}
