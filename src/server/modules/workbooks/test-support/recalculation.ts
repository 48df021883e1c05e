// A solved model recalculated by HyperFormula, a formula engine that is not ours (docs/workbooks.md).
import type ExcelJS from "exceljs";
import { HyperFormula, type RawCellContent } from "hyperformula";
import { parseAddress } from "../workbook-format";
import { keyAddresses } from "./workbook";

type Content = RawCellContent[][];

/** What HyperFormula needs of a solved model: its formulas, its inputs and where each answer is. */
export interface ModelSheets {
  /** The Model sheet's formulas alone: its labels (and the seed in the heading) are no part of its shape. */
  model: Content;
  inputs: Content;
  /** Each answer key and its cell on the Model sheet, from the Keys sheet; `percent` for an Excel percentage. */
  keys: [string, Place][];
  /** The formulas as text: models of the same shape have the same formulas. */
  shape: string;
}

export function modelSheetsOf(book: ExcelJS.Workbook): ModelSheets {
  const model = contentOf(book.getWorksheet("Model"), isFormula);
  const keys = [...keyAddresses(book)].map(([key, address]): [string, Place] => {
    const place = parseAddress(address);
    if (!place) throw new Error(`${key}: no address in ${address}`);
    const format = book.getWorksheet(place.sheet)?.getCell(place.cell).numFmt;
    return [key, { ...place, percent: typeof format === "string" && format.includes("%") }];
  });
  return { model, inputs: contentOf(book.getWorksheet("Inputs")), keys, shape: JSON.stringify(model) };
}

/** Where an answer is, and whether the sheet keeps it as an Excel percentage (13.1 % as 0.131). */
export interface Place {
  sheet: string;
  cell: string;
  percent: boolean;
}

/** A cell's value as an upload reads it back: an Excel percentage as the percent (0.131 → 13.1). */
export function asRead(value: unknown, place: Place): unknown {
  return place.percent && typeof value === "number" ? value * 100 : value;
}

export const isFormula = (value: ExcelJS.CellValue | undefined): value is ExcelJS.CellFormulaValue =>
  typeof value === "object" && value !== null && "formula" in value;

/** A sheet as HyperFormula reads it: a formula cell as "=<formula>", other cells as their values. */
function contentOf(
  sheet: ExcelJS.Worksheet | undefined,
  keep = (_value: ExcelJS.CellValue) => true,
): Content {
  const rows: Content = [];
  sheet?.eachRow((row, rowNumber) => {
    const cells: RawCellContent[] = [];
    row.eachCell((cell, column) => {
      if (keep(cell.value)) cells[column - 1] = rawContent(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return Array.from(rows, (row) => row ?? []);
}

function rawContent(value: ExcelJS.CellValue): RawCellContent {
  if (value === null || typeof value === "number" || typeof value === "string") return value;
  if (isFormula(value)) return `=${value.formula}`;
  throw new Error(`unexpected cell value ${JSON.stringify(value)}`);
}

/** Calls `visit` for every cell whose content differs between `before` and `after` (0-based). */
export function forEachDifference(
  before: Content,
  after: Content,
  visit: (row: number, col: number, value: RawCellContent) => void,
): void {
  for (let row = 0; row < Math.max(before.length, after.length); row++) {
    const [old = [], now = []] = [before[row], after[row]];
    for (let col = 0; col < Math.max(old.length, now.length); col++) {
      const value = now[col] ?? null;
      if ((old[col] ?? null) !== value) visit(row, col, value);
    }
  }
}

/**
 * The Model and Inputs sheets recalculated by HyperFormula. One instance serves many models: building one
 * costs far more than recalculating, so each load writes only the cells that differ from the last one.
 */
export class Recalculation {
  private readonly engine = HyperFormula.buildFromSheets({ Inputs: [], Model: [] }, { licenseKey: "gpl-v3" });
  private readonly loaded = new Map<string, Content>();

  load(sheets: { Inputs: Content; Model: Content }): void {
    // Suspended, HyperFormula recalculates once for all the changes.
    this.engine.suspendEvaluation();
    for (const [name, content] of Object.entries(sheets)) {
      const sheet = this.sheet(name);
      forEachDifference(this.loaded.get(name) ?? [], content, (row, col, value) => {
        this.engine.setCellContents({ sheet, row, col }, value);
      });
      this.loaded.set(name, content);
    }
    this.engine.resumeEvaluation();
  }

  valueAt(sheet: string, cell: string): unknown {
    const address = this.engine.simpleCellAddressFromString(cell, this.sheet(sheet));
    if (!address) throw new Error(`bad address ${cell}`);
    return this.engine.getCellValue(address);
  }

  private sheet(name: string): number {
    const id = this.engine.getSheetId(name);
    if (id === undefined) throw new Error(`no sheet ${name}`);
    return id;
  }
}

/** "" when `actual` is the engine's value (a number to within float noise), else what differs. */
export function difference(actual: unknown, expected: unknown): string {
  const same =
    typeof expected === "number"
      ? typeof actual === "number" && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected))
      : actual === expected;
  return same ? "" : `${String(actual)} instead of ${String(expected)}`;
}
