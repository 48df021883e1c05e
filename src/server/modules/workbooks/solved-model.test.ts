import ExcelJS from "exceljs";
import { HyperFormula, type RawCellContent } from "hyperformula";
import { describe, expect, it } from "vitest";
import {
  CASE_STUDY_TYPES,
  type CaseStudyType,
  generate,
  hasExcelModel,
  type StatementOf,
  solve,
} from "../../../engine";
import { writeSolvedModel } from "./solved-model";
import { parseAddress } from "./workbook-format";

const KINDS_WITH_MODEL = CASE_STUDY_TYPES.filter(hasExcelModel);
const SEEDS = 1000;

function solvedModel<T extends CaseStudyType>(
  type: T,
  seed: number,
  statement: StatementOf<T>,
  answers: Record<string, string> = {},
): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  writeSolvedModel(book, { type, seed, statement, answers });
  return book;
}

/** A sheet as HyperFormula reads it: a formula cell as "=<formula>", other cells as their values. */
function contentOf(sheet: ExcelJS.Worksheet | undefined, keep = (_value: ExcelJS.CellValue) => true) {
  const rows: RawCellContent[][] = [];
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

const isFormula = (value: ExcelJS.CellValue | undefined): value is ExcelJS.CellFormulaValue =>
  typeof value === "object" && value !== null && "formula" in value;

/** The Keys sheet: each answer key and the cell it names. */
function keysOf(book: ExcelJS.Workbook): [string, { sheet: string; cell: string }][] {
  const keys: [string, { sheet: string; cell: string }][] = [];
  book.getWorksheet("Keys")?.eachRow((row, number) => {
    const place = parseAddress(String(row.getCell(2).value));
    if (number > 1 && place) keys.push([String(row.getCell(1).value), place]);
  });
  return keys;
}

/**
 * The Model and Inputs sheets recalculated by HyperFormula. One instance serves every seed: building one
 * costs far more than recalculating, so each load writes only the cells that differ from the last one.
 */
class Recalculation {
  private readonly engine = HyperFormula.buildFromSheets({ Inputs: [], Model: [] }, { licenseKey: "gpl-v3" });
  private readonly loaded = new Map<string, RawCellContent[][]>();

  load(sheets: Record<"Inputs" | "Model", RawCellContent[][]>): void {
    // Suspended, HyperFormula recalculates once for all the changes.
    this.engine.suspendEvaluation();
    for (const [name, content] of Object.entries(sheets)) {
      const sheet = this.sheet(name);
      const before = this.loaded.get(name) ?? [];
      for (let row = 0; row < Math.max(before.length, content.length); row++) {
        const [old = [], now = []] = [before[row], content[row]];
        for (let col = 0; col < Math.max(old.length, now.length); col++) {
          const value = now[col] ?? null;
          if ((old[col] ?? null) !== value) this.engine.setCellContents({ sheet, row, col }, value);
        }
      }
      this.loaded.set(name, content);
    }
    this.engine.resumeEvaluation();
  }

  valueAt(sheet: string, cell: string): unknown {
    const address = this.engine.simpleCellAddressFromString(cell, this.sheet(sheet));
    if (!address) throw new Error(`bad address ${cell}`);
    return this.engine.getCellValue(address);
  }

  setInput(cell: string, value: number): void {
    const address = this.engine.simpleCellAddressFromString(cell, this.sheet("Inputs"));
    if (!address) throw new Error(`bad address ${cell}`);
    this.engine.setCellContents(address, value);
  }

  private sheet(name: string): number {
    const id = this.engine.getSheetId(name);
    if (id === undefined) throw new Error(`no sheet ${name}`);
    return id;
  }
}

/** "" when `actual` is the engine's value (a number to within float noise), else what differs. */
function difference(actual: unknown, expected: unknown): string {
  const same =
    typeof expected === "number"
      ? typeof actual === "number" && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected))
      : actual === expected;
  return same ? "" : `${String(actual)} instead of ${String(expected)}`;
}

describe("the solved model", () => {
  it("exists for the case studies, whose formulas are data", () => {
    expect(KINDS_WITH_MODEL).toEqual(expect.arrayContaining(["LBO", "DCF", "DilutionAccretion"]));
  });

  it.each(KINDS_WITH_MODEL)(
    `recalculated by HyperFormula gives the engine's exact values for ${SEEDS} %s seeds; every answer is a formula`,
    (type) => {
      const problems: string[] = [];
      const seeds = Array.from({ length: SEEDS }, (_, seed) => {
        const statement = generate(type, seed);
        const exact = solve(type, statement).exact;
        const book = solvedModel(type, seed, statement);
        const keys = keysOf(book);
        for (const [key, place] of keys) {
          const cell = book.getWorksheet(place.sheet)?.getCell(place.cell);
          if (place.sheet !== "Model" || !isFormula(cell?.value)) problems.push(`${seed} ${key}: no formula`);
          // The value a viewer that does not recalculate shows (`value` leaves out a result of 0).
          const stored = difference(cell?.result, exact[key]);
          if (stored) problems.push(`${seed} ${key} stored: ${stored}`);
        }
        // The model's formulas alone: the labels (and the seed in the heading) are no part of the shape.
        const model = contentOf(book.getWorksheet("Model"), isFormula);
        const inputs = contentOf(book.getWorksheet("Inputs"));
        return { seed, keys, model, inputs, exact, shape: JSON.stringify(model) };
      });
      // Seeds of the same shape one after the other: the recalculation then mostly changes inputs.
      seeds.sort((a, b) => (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0));
      const recalculation = new Recalculation();
      for (const { seed, keys, model, inputs, exact } of seeds) {
        recalculation.load({ Inputs: inputs, Model: model });
        for (const [key, place] of keys) {
          const recalculated = difference(recalculation.valueAt("Model", place.cell), exact[key]);
          if (recalculated) problems.push(`${seed} ${key} recalculated: ${recalculated}`);
        }
      }
      expect(problems).toEqual([]);
      expect(seeds.every(({ keys }) => keys.length > 0)).toBe(true);
    },
    300_000,
  );
});
