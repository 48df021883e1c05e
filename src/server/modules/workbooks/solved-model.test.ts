import ExcelJS from "exceljs";
import type { RawCellContent } from "hyperformula";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { independentAnswers } from "../../../../test/oracle";
import {
  generate,
  KIND_TYPES,
  type KindType,
  kindOf,
  layout,
  type StatementOf,
  solve,
} from "../../../engine";
import { writeSolvedModel } from "./solved-model";
import {
  asRead,
  difference,
  forEachDifference,
  isFormula,
  modelSheetsOf,
  Recalculation,
} from "./test-support/recalculation";
import { loadWorkbook, saveWorkbook } from "./test-support/workbook";

const SEEDS = 1000;

function solvedModel<T extends KindType>(
  type: T,
  seed: number,
  statement: StatementOf<T>,
  answers: Record<string, string> = {},
): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  writeSolvedModel(book, { type, seed, statement, answers });
  return book;
}

describe("the solved model", () => {
  it.each(KIND_TYPES)(
    `recalculated by HyperFormula gives the engine's exact values for ${SEEDS} %s seeds; every answer is a formula`,
    (type) => {
      const problems: string[] = [];
      const seeds = Array.from({ length: SEEDS }, (_, seed) => {
        const statement = generate(type, seed);
        const exact = solve(type, statement).exact;
        const book = solvedModel(type, seed, statement);
        const sheets = modelSheetsOf(book);
        for (const [key, place] of sheets.keys) {
          const cell = book.getWorksheet(place.sheet)?.getCell(place.cell);
          if (place.sheet !== "Model" || !isFormula(cell?.value)) problems.push(`${seed} ${key}: no formula`);
          // The value a viewer that does not recalculate shows (`value` leaves out a result of 0).
          const stored = difference(asRead(cell?.result, place), exact[key]);
          if (stored) problems.push(`${seed} ${key} stored: ${stored}`);
        }
        return { seed, exact, ...sheets };
      });
      // Seeds of the same shape one after the other: the recalculation then mostly changes inputs.
      seeds.sort((a, b) => (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0));
      const recalculation = new Recalculation();
      for (const { seed, keys, model, inputs, exact } of seeds) {
        recalculation.load({ Inputs: inputs, Model: model });
        for (const [key, place] of keys) {
          const recalculated = difference(
            asRead(recalculation.valueAt("Model", place.cell), place),
            exact[key],
          );
          if (recalculated) problems.push(`${seed} ${key} recalculated: ${recalculated}`);
        }
      }
      expect(problems).toEqual([]);
      expect(seeds.every(({ keys }) => keys.length > 0)).toBe(true);
    },
    300_000,
  );

  it.each(KIND_TYPES)("%s: a changed input changes the cells built on it, as the engine does", (type) => {
    const kind = kindOf(type);
    const problems: string[] = [];
    const moved = new Set<string>();
    const statedConstants = new Set<string>();
    // A line no statement of these seeds draws (an undrawn revolver) is 0 whatever one input does.
    const zeroInEverySeed = new Set(layout(type, generate(type, 1)).cells.map((cell) => cell.key));
    const recalculation = new Recalculation();
    for (const seed of [1, 2, 3]) {
      const statement = generate(type, seed);
      const book = solvedModel(type, seed, statement);
      const before = modelSheetsOf(book);
      for (const [key, place] of before.keys) {
        const formula = book.getWorksheet("Model")?.getCell(place.cell).formula ?? "";
        if (/^-?[\d.]+$/.test(formula)) statedConstants.add(key);
      }
      const exactBefore = solve(type, statement).exact;
      for (const key of zeroInEverySeed) if (exactBefore[key] !== 0) zeroInEverySeed.delete(key);
      for (const path of numberInputs(statement, kind.statementShape)) {
        const changed = withOneMore(statement, path);
        const input = path.join(".");
        // The workbook is the model of its statement's shape (which options are in the money): a change
        // that takes the statement to another shape is another model.
        if (kind.model(changed) !== kind.model(statement)) continue;
        const after = modelSheetsOf(solvedModel(type, seed, changed));
        // A formula reads its inputs from the sheet: no input value is written into a formula.
        if (after.shape !== before.shape) problems.push(`${seed} ${input}: the formulas changed`);
        const edits = differingCells(before.inputs, after.inputs);
        const exactAfter = solve(type, changed).exact;
        // An input the statement's choices leave unread is not on the sheet: changing it changes nothing.
        const unread =
          edits === 0 && before.keys.every(([key]) => !difference(exactAfter[key], exactBefore[key]));
        if (edits !== 1 && !unread) problems.push(`${seed} ${input}: ${edits} input cells changed`);
        recalculation.load({ Inputs: before.inputs, Model: before.model });
        // Loaded over the model, the changed inputs type the one new value into its cell.
        recalculation.load({ Inputs: after.inputs, Model: before.model });
        for (const [key, place] of before.keys) {
          const value = asRead(recalculation.valueAt("Model", place.cell), place);
          const wrong = difference(value, exactAfter[key]);
          if (wrong) problems.push(`${seed} ${input} → ${key}: ${wrong}`);
          if (difference(value, exactBefore[key])) moved.add(key);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every number the student works out moves with some input, unless the model itself states a constant
    // (a line the event leaves at 0) or the line is 0 in every seed tried: no value is written where its
    // formula should be.
    const numberKeys = layout(type, generate(type, 1))
      .cells.filter((cell) => cell.kind !== "choice")
      .map((cell) => cell.key);
    expect(
      numberKeys.filter((key) => !moved.has(key) && !statedConstants.has(key) && !zeroInEverySeed.has(key)),
    ).toEqual([]);
  });

  it("keeps its formulas, stored values and marked answers through a saved .xlsx", async () => {
    const seed = 21;
    const statement = generate("DCF", seed);
    const { years, cells } = layout("DCF", statement);
    // The right answers, worked out apart from the engine, at the precision the grid shows.
    const right = independentAnswers({ type: "DCF", seed, statement: { ...statement }, years, cells });
    // Sales 2025 typed 100 too high and EBITDA 2025 worked from it: wrong, then the right method on it.
    const sales = Number(right["Sales 2025"]) + 100;
    const answers = {
      ...right,
      "Sales 2025": String(sales),
      "EBITDA 2025": String((sales * statement.ebitdaMargin) / 100),
      WACC: "",
    };
    const bytes = await saveWorkbook(solvedModel("DCF", seed, statement, answers));
    const book = await loadWorkbook(bytes);

    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Model", "Your answers", "Inputs", "Keys"]);
    // Excel recalculates on opening; the stored values serve viewers that do not.
    const workbookPart = await (await JSZip.loadAsync(bytes)).file("xl/workbook.xml")?.async("string");
    expect(workbookPart).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
    const saved = modelSheetsOf(book);
    expect(saved.keys.map(([key]) => key)).toEqual(cells.map((cell) => cell.key));
    const recalculation = new Recalculation();
    recalculation.load({ Inputs: saved.inputs, Model: saved.model });
    const modelSheet = book.getWorksheet("Model");
    for (const [key, place] of saved.keys) {
      const value = Number(recalculation.valueAt("Model", place.cell));
      const shown = right[key] ?? "";
      expect(Math.abs(value - Number(shown)), key).toBeLessThanOrEqual(
        0.5 * 10 ** -precisionOf(shown) + 1e-9,
      );
      expect(difference(value, modelSheet?.getCell(place.cell).result), key).toBe("");
    }
    // Inputs in blue, as in the blank workbook.
    expect(book.getWorksheet("Inputs")?.getCell("C2").font?.color?.argb).toBe("FF0000FF");

    const marked = book.getWorksheet("Your answers");
    const answerCell = (key: string) => {
      const place = saved.keys.find(([name]) => name === key)?.[1];
      if (!marked || !place) throw new Error(`no answer cell for ${key}`);
      return marked.getCell(place.cell);
    };
    const colour = (key: string) => (answerCell(key).fill as { fgColor?: { argb?: string } }).fgColor?.argb;
    expect(answerCell("Sales 2025").value).toBe(sales);
    expect([colour("Sales 2025"), colour("EBITDA 2025"), colour("WACC"), colour("Sales 2026")]).toEqual([
      "FFFFC7CE",
      "FFFFEB9C",
      "FFFFC7CE",
      "FFC6EFCE",
    ]);
    expect(answerCell("Sales 2025").note).toBe(`Correct: ${sales - 100}`);
    expect(answerCell("EBITDA 2025").note).toMatch(/^Right method on your figure for Sales 2025\. Correct: /);
    expect(answerCell("WACC").value).toBeNull();
    expect(answerCell("Sales 2026").note).toBeUndefined();
  });
});

/** Decimals of a typed number: "0.909" → 3. */
const precisionOf = (text: string) => text.split(".")[1]?.length ?? 0;

type Path = string[];

/** Where the statement holds a number: a field, an entry of a list, a member of an object (counts aside). */
function numberInputs(statement: object, shape: Readonly<Record<string, unknown>>): Path[] {
  const paths: Path[] = [];
  const visit = (value: unknown, path: Path): void => {
    if (typeof value === "number") paths.push(path);
    // A list's entries too ("problems.3.a").
    else if (typeof value === "object" && value !== null)
      for (const [name, item] of Object.entries(value)) visit(item, [...path, name]);
  };
  for (const [field, value] of Object.entries(statement))
    if (shape[field] && shape[field] !== "count") visit(value, [field]);
  return paths;
}

/** A copy of `statement` with the number at `path` one more. */
function withOneMore<S>(statement: S, path: Path): S {
  const copy = structuredClone(statement);
  let holder = copy as unknown as Record<string, unknown>;
  for (const step of path.slice(0, -1)) holder = holder[step] as Record<string, unknown>;
  const last = path.at(-1) ?? "";
  holder[last] = Number(holder[last]) + 1;
  return copy;
}

/** How many cells of `after` differ from `before`. */
function differingCells(before: RawCellContent[][], after: RawCellContent[][]): number {
  let count = 0;
  forEachDifference(before, after, () => count++);
  return count;
}
