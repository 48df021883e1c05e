import type { Worksheet } from "exceljs";
import type { InputLabel, InputRef } from "../../../engine";
import { addressOf, BOLD, INPUT_FONT, SHEETS } from "./workbook-format";

/** Where the Inputs sheet keeps a statement input: "'Inputs'!C4"; a per-year list runs across from C. */
export type InputAddresses = (ref: InputRef) => string;

const FIRST_VALUE_COLUMN = 3;

/**
 * Writes the statement's inputs, one labelled row per field (values in blue from column C), and returns
 * where each input is.
 */
export function writeInputs<S>(
  sheet: Worksheet,
  labels: Readonly<Record<string, InputLabel>>,
  statement: S,
): InputAddresses {
  sheet.getColumn(1).width = 48;
  sheet.addRow(["Input", "Unit", "Value"]).font = BOLD;
  const rowOf = new Map<string, number>();
  for (const [field, { label, unit }] of Object.entries(labels)) {
    const value: unknown = (statement as Record<string, unknown>)[field];
    // A list of records (the comparables of a drill) is one row per record; a list of numbers is one row.
    const rows = Array.isArray(value) && value.some(isRecord) ? value.map(Object.values) : [[value].flat()];
    rowOf.set(field, sheet.rowCount + 1);
    rows.forEach((values, index) => {
      const row = sheet.addRow([rows.length > 1 ? `${label} ${index + 1}` : label, unit, ...values]);
      values.forEach((_, column) => {
        row.getCell(column + FIRST_VALUE_COLUMN).font = INPUT_FONT;
      });
    });
  }
  return (ref) => {
    const row = rowOf.get(ref.field);
    const cell = row === undefined ? null : sheet.getCell(row, FIRST_VALUE_COLUMN + (ref.index ?? 0));
    if (cell === null || cell.value === null)
      throw new RangeError(`No input ${inputName(ref)} on ${SHEETS.inputs}`);
    return addressOf(SHEETS.inputs, cell.address);
  };
}

const isRecord = (item: unknown): item is object => typeof item === "object" && item !== null;

const inputName = (ref: InputRef) => (ref.index === undefined ? ref.field : `${ref.field}[${ref.index}]`);
