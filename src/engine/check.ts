import { readChoice, readNumber } from "../contract/answer-reading";
import { formatValue } from "./format";
import {
  type Calculation,
  type CompiledCell,
  type CompiledModel,
  calculate,
  explainCell,
  followThroughValue,
} from "./formula/model";
import { type AnswerGrid, forEachCell } from "./kind";
import { keyOf, type Row, slotOf } from "./rows";
import { withinOneDisplayedUnit } from "./tolerance";
import type { CellValue, CheckedCell, CheckResult } from "./types";

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

/** One graded cell before follow-through: what was typed, read, and whether it is right on either path. */
interface Mark {
  readonly row: Row;
  readonly year: number | null;
  readonly key: string;
  readonly entry: CompiledCell | undefined;
  readonly given: string;
  /** The number or choice read from `given`; null when empty or unreadable. */
  readonly figure: CellValue | null;
  readonly correct: boolean;
}

/**
 * Grades every cell of `grid` (DESIGN §6): correct within one displayed unit of the exact or the carried
 * value; else "follows" when the cell's formula, fed the student's own figures for the answer cells it reads,
 * gives the typed figure (error carried forward); else wrong. score = round(100 × correct / cells),
 * methodScore the same with follows cells counted. The carried path is only calculated when some typed
 * number misses the exact one, and only cells that are not right get an explanation and a follow-through
 * value, so a good answer sheet costs little.
 */
export function checkAnswers(
  grid: AnswerGrid,
  statement: unknown,
  model: CompiledModel,
  answers: unknown,
): CheckResult {
  const exact = calculate(model, statement, "exact");
  let carried: Calculation | null = null;

  const marks: Mark[] = [];
  // The student's figures by the model's cell index: what follow-through feeds each formula.
  const figures: (CellValue | undefined)[] = [];
  const correctByIndex: boolean[] = [];
  forEachCell(grid, (row, year) => {
    const key = keyOf(row, year);
    const entry = model.bySlot.get(slotOf(row, year));
    const index = entry?.index ?? -1;
    const given = answerText(answers, key);
    const expected = exact.values[index];
    let figure: CellValue | null;
    let correct = false;
    if (row.kind === "choice") {
      figure = given === "" ? null : readChoice(given, row.options ?? []);
      correct = figure !== null && figure === expected;
    } else {
      figure = typedNumber(row, given);
      if (figure !== null) {
        correct = isNear(figure, expected, row.precision);
        if (!correct) {
          carried ??= calculate(model, statement, "carried");
          correct = isNear(figure, carried.values[index], row.precision);
        }
      }
    }
    if (entry && figure !== null) {
      figures[index] = figure;
      correctByIndex[index] = correct;
    }
    marks.push({ row, year, key, entry, given, figure, correct });
  });

  let correctCount = 0;
  let followsCount = 0;
  const cells = marks.map((mark): CheckedCell => {
    const { row, entry } = mark;
    const expected = entry ? exact.values[entry.index] : undefined;
    const follows = !mark.correct && followsThrough(mark, exact, figures);
    if (mark.correct) correctCount++;
    if (follows) followsCount++;
    const checked: CheckedCell = {
      key: mark.key,
      label: row.label,
      year: mark.year,
      given: mark.given,
      expected: typeof expected === "number" ? formatValue(expected, row.precision) : (expected ?? ""),
      correct: mark.correct,
      status: mark.correct ? "correct" : follows ? "follows" : "wrong",
      // Explanations are shown beside cells that are not right (DESIGN §5); building them is most of the cost.
      explanation: mark.correct || !entry ? "" : explainCell(exact, entry),
    };
    if (follows && entry) checked.followsFrom = builtOn(entry, model, correctByIndex);
    return checked;
  });
  const share = (count: number) => (cells.length === 0 ? 0 : Math.round((100 * count) / cells.length));
  return { score: share(correctCount), methodScore: share(correctCount + followsCount), cells };
}

/** Whether a cell that is not right is what its formula gives from the student's own figures (DESIGN §6). */
function followsThrough(
  mark: Mark,
  exact: Calculation,
  figures: readonly (CellValue | undefined)[],
): boolean {
  const { entry, figure, row } = mark;
  if (!entry?.formula || figure === null || entry.reads.length === 0) return false;
  const target = followThroughValue(exact, entry, figures);
  if (target === null) return false;
  return typeof figure === "number" ? isNear(figure, target, row.precision) : figure === target;
}

/** The keys of the answer cells a follows cell was built on that are not right; all of them when each is. */
function builtOn(entry: CompiledCell, model: CompiledModel, correctByIndex: readonly boolean[]): string[] {
  const notRight = entry.reads.filter((index) => !correctByIndex[index]);
  return (notRight.length > 0 ? notRight : entry.reads).map((index) => model.cells[index]?.key ?? "");
}
