// The sheets of a modelling test's workbook (docs/modelling-tests.md#the-workbook): Inputs with a row per
// statement field, named after it, percents as Excel percentages; Model with labels in A, 2024 in B and the
// years from C, in the grid's sections; Recommendation with its question in A1 and the answer in A2.
import type { Worksheet } from "exceljs";
import {
  type CellSpec,
  columnName,
  type ExerciseLayout,
  type KindType,
  kindOf,
  type StatementOf,
} from "../../../engine";
import type { GridAddresses, GridFill } from "./grid-sheet";
import type { SheetInputs } from "./inputs-sheet";
import { addressOf, BOLD, INPUT_FONT, SHEETS } from "./workbook-format";

/** The question of the Recommendation sheet, and of the screen (docs/modelling-tests.md#the-investment-recommendation). */
export const RECOMMENDATION_QUESTION =
  "Would you recommend this investment to the investment committee? Returns against a 20 % IRR and 2.0x hurdle, the main risks, leverage and coverage, what the exit needs.";

const BASE_YEAR_COLUMN = 2;
const FIRST_YEAR_COLUMN = 3;
const PERCENT_FORMAT = "0.0%";

/**
 * The Inputs sheet: a row per statement field, its label in A, a single value in B, a yearly list in the
 * columns of its years (2025 in C, as in Model); each row named after its field; percents kept as Excel
 * percentages (25 % as 0.25). No answer is written anywhere.
 */
export function writeTestInputs<T extends KindType>(
  sheet: Worksheet,
  type: T,
  statement: StatementOf<T>,
  years: readonly number[],
): SheetInputs {
  const kind = kindOf(type);
  sheet.getColumn(1).width = 52;
  sheet.getColumn(2).width = 28;
  sheet.addRow(["Input", "Value", ...years]).font = BOLD;
  const rowOf = new Map<string, number>();
  const percents = new Set<string>();
  for (const [field, { label, unit }] of Object.entries(
    kind.inputLabels as Record<string, { label: string; unit: string }>,
  )) {
    const value = (statement as Record<string, unknown>)[field];
    const percent = unit === "%";
    const shown = (entry: unknown) => (percent && typeof entry === "number" ? entry / 100 : entry);
    const values = Array.isArray(value) ? [null, ...value.map(shown)] : [shown(value)];
    const row = sheet.addRow([unit && !percent ? `${label} (${unit})` : label, ...values]);
    rowOf.set(field, row.number);
    if (percent) percents.add(field);
    const first = Array.isArray(value) ? FIRST_YEAR_COLUMN : BASE_YEAR_COLUMN;
    const last = Array.isArray(value) ? FIRST_YEAR_COLUMN + value.length - 1 : BASE_YEAR_COLUMN;
    for (let column = first; column <= last; column++) {
      const cell = row.getCell(column);
      cell.font = INPUT_FONT;
      if (percent) cell.numFmt = PERCENT_FORMAT;
    }
    const range = `$${columnName(first)}$${row.number}${last > first ? `:$${columnName(last)}$${row.number}` : ""}`;
    sheet.workbook.definedNames.add(addressOf(SHEETS.inputs, range), field);
  }
  return {
    address(ref) {
      const row = rowOf.get(ref.field);
      if (row === undefined) throw new RangeError(`No input row for ${ref.field}`);
      const column = ref.index === undefined ? BASE_YEAR_COLUMN : FIRST_YEAR_COLUMN + ref.index;
      return addressOf(SHEETS.inputs, `$${columnName(column)}$${row}`);
    },
    fraction: (ref) => percents.has(ref.field),
  };
}

/** The Excel format of a modelling test's answer: amounts to one decimal, MoM as 1.85x, IRR as a percentage. */
export function testNumberFormat(spec: Pick<CellSpec, "kind" | "precision">): string {
  if (spec.kind === "rate") return PERCENT_FORMAT;
  if (spec.kind === "multiple") return `0.${"0".repeat(spec.precision)}"x"`;
  return "#,##0.0;(#,##0.0)";
}

/**
 * The Model sheet (or the answers sheet laid out as it), from the sheet's next row: a header with 2024 and the
 * years, then each section under its title, a yearly line a row (working lines too, their rule in a note)
 * and a single cell in B. Returns where each answer and working cell is, by key.
 */
export function writeTestGrid(sheet: Worksheet, grid: ExerciseLayout, fill: GridFill): GridAddresses {
  const addresses: GridAddresses = new Map();
  const byKey = new Map(grid.cells.map((cell) => [cell.key, cell]));
  const rules = new Map(grid.givenRows.map((row) => [row.label, row.rule ?? ""]));
  sheet.getColumn(1).width = Math.max(sheet.getColumn(1).width ?? 0, 30);
  sheet.addRow(["$ millions", grid.years[0] === undefined ? "" : grid.years[0] - 1, ...grid.years]).font =
    BOLD;
  for (const section of grid.sections ?? []) {
    sheet.addRow([section.title]).font = BOLD;
    for (const label of section.rows) {
      const row = sheet.addRow([label]);
      const rule = rules.get(label);
      if (rule !== undefined) {
        row.getCell(1).note = `Working line, not graded: ${rule}`;
        row.getCell(1).font = { italic: true };
      }
      grid.years.forEach((year, index) => {
        const key = `${label} ${year}`;
        const cell = row.getCell(FIRST_YEAR_COLUMN + index);
        const answer = byKey.get(key);
        if (answer) fill.answer(cell, answer);
        else fill.given(cell, key);
        addresses.set(key, cell.address);
      });
    }
    for (const key of section.singles) {
      const spec = byKey.get(key);
      if (!spec) continue;
      const cell = sheet.addRow([spec.label]).getCell(BASE_YEAR_COLUMN);
      fill.answer(cell, spec);
      addresses.set(key, cell.address);
    }
  }
  return addresses;
}

/** The Recommendation sheet: the question in A1, the answer (the student's, or blank) in A2. */
export function writeRecommendation(sheet: Worksheet, answer: string | null): void {
  sheet.getColumn(1).width = 100;
  sheet.getCell("A1").value = RECOMMENDATION_QUESTION;
  sheet.getCell("A1").font = BOLD;
  sheet.getCell("A1").alignment = { wrapText: true };
  sheet.getCell("A2").value = answer ?? null;
  sheet.getCell("A2").alignment = { wrapText: true, vertical: "top" };
}
