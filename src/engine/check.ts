import { readChoice, readNumber } from "../contract/answer-reading";
import { formatValue } from "./format";
import { type Calculation, type CompiledModel, calculate, explainCell } from "./formula/model";
import { type AnswerGrid, forEachCell } from "./kind";
import { keyOf, type Row, slotOf } from "./rows";
import { withinOneDisplayedUnit } from "./tolerance";
import type { CellValue, CheckedCell, CheckResult } from "./types";
import { type Sheet, Workbook } from "./workbook";

// Answers come straight from a request body: anything that is not an own string property is empty.
function answerText(answers: unknown, key: string): string {
  if (typeof answers !== "object" || answers === null) return "";
  try {
    if (!Object.hasOwn(answers, key)) return "";
    const value: unknown = (answers as Record<string, unknown>)[key];
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

/** The typed number, or null when the cell is empty or unreadable. */
function typedNumber(row: Row, text: string): number | null {
  return text === "" ? null : readNumber(text, row.kind, row.precision);
}

// A module function, not an arrow inside the loop: tsx, which runs the server, wraps each named arrow it
// creates in a costly __name call.
function isNear(typed: number, target: CellValue | undefined, precision: number): boolean {
  return typeof target === "number" && withinOneDisplayedUnit(typed, target, precision);
}

/**
 * Grades every cell of `grid` against both accepted paths; score = round(100 × correct / cells). The
 * carried path is only calculated when some typed number misses the exact one, and only wrong cells get
 * an explanation, so a good answer sheet costs little.
 */
export function checkAnswers(
  grid: AnswerGrid,
  statement: unknown,
  model: CompiledModel,
  answers: unknown,
): CheckResult {
  const exact = calculate(model, statement, "exact");
  let carried: Calculation | null = null;

  const cells: CheckedCell[] = [];
  let correctCount = 0;
  forEachCell(grid, (row, year) => {
    const key = keyOf(row, year);
    const entry = model.bySlot.get(slotOf(row, year));
    const index = entry?.index ?? -1;
    const given = answerText(answers, key);
    const expected = exact.values[index];
    let correct = false;
    if (row.kind === "choice") {
      correct = given !== "" && readChoice(given, row.options ?? []) === expected;
    } else {
      const typed = typedNumber(row, given);
      if (typed !== null) {
        correct = isNear(typed, expected, row.precision);
        if (!correct) {
          carried ??= calculate(model, statement, "carried");
          correct = isNear(typed, carried.values[index], row.precision);
        }
      }
    }
    if (correct) correctCount++;
    cells.push({
      key,
      label: row.label,
      year,
      given,
      expected: typeof expected === "number" ? formatValue(expected, row.precision) : (expected ?? ""),
      correct,
      // Explanations are shown beside wrong cells only (DESIGN §5); building them is most of the cost.
      explanation: correct || !entry ? "" : explainCell(exact, entry),
    });
  });
  return { score: cells.length === 0 ? 0 : Math.round((100 * correctCount) / cells.length), cells };
}

/**
 * The same grading for kinds still stated as closures on a Workbook (the drills, until their formulas are
 * converted to expressions; docs/decisions/0002-formulas-as-data.md). Grades every cell of `grid` against both accepted paths; score = round(100 × correct / cells). The
 * carried path is only calculated when some typed number misses the exact one, and only wrong cells get
 * an explanation, so a good answer sheet costs little.
 */
export function checkAnswersOnWorkbook<S>(
  grid: AnswerGrid,
  statement: S,
  calculate: (statement: S, book: Sheet) => void,
  answers: unknown,
): CheckResult {
  const exact = new Workbook("exact");
  calculate(statement, exact);
  let carried: Workbook | null = null;

  const cells: CheckedCell[] = [];
  let correctCount = 0;
  forEachCell(grid, (row, year) => {
    const key = keyOf(row, year);
    const given = answerText(answers, key);
    const expected = exact.valueAt(row, year);
    let correct = false;
    if (row.kind === "choice") {
      correct = given !== "" && readChoice(given, row.options ?? []) === expected;
    } else {
      const typed = typedNumber(row, given);
      if (typed !== null) {
        correct = isNear(typed, expected, row.precision);
        if (!correct) {
          if (carried === null) {
            carried = new Workbook("carried");
            calculate(statement, carried);
          }
          correct = isNear(typed, (carried as Workbook).valueAt(row, year), row.precision);
        }
      }
    }
    if (correct) correctCount++;
    cells.push({
      key,
      label: row.label,
      year,
      given,
      expected: typeof expected === "number" ? formatValue(expected, row.precision) : (expected ?? ""),
      correct,
      // Explanations are shown beside wrong cells only (DESIGN §5); building them is most of the cost.
      explanation: correct ? "" : exact.explanationOf(row, year),
    });
  });
  return { score: cells.length === 0 ? 0 : Math.round((100 * correctCount) / cells.length), cells };
}
