import { readChoice, readNumber } from "../contract/answer-reading";
import { diagnose } from "./diagnosis";
import { formatValue } from "./format";
import {
  type Calculation,
  type CompiledCell,
  type CompiledModel,
  calculate,
  explainCell,
  type FollowThroughValue,
  followThrough,
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

/** The typed number, or null when the cell is empty or unreadable; a line graded on its size, without its sign. */
function typedNumber(row: Row, text: string): number | null {
  const figure = text === "" ? null : readNumber(text, row.kind, row.precision);
  return figure !== null && row.grading === "size" ? Math.abs(figure) : figure;
}

// A balance check is right when the student's own balance sheet balances to within this (docs/modelling-tests.md#follow-through).
const OWN_BALANCE_SLACK = 0.2;

// A module function, not an arrow inside the loop: tsx, which runs the server, wraps each named arrow it
// creates in a costly __name call.
function isNear(typed: number, target: CellValue | undefined, precision: number): boolean {
  return typeof target === "number" && withinOneDisplayedUnit(typed, target, precision);
}

/**
 * Grades every cell of `grid` (docs/marking.md): correct within one displayed unit of the exact or the carried
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

  const cells: CheckedCell[] = [];
  // By position in `cells`: the model's cell, and the number or choice read from what was typed (null when
  // empty or unreadable). By the model's cell index: the student's figures, what follow-through feeds each
  // formula, and whether each is right.
  const entries: (CompiledCell | undefined)[] = [];
  const read: (CellValue | null)[] = [];
  const figures: (CellValue | undefined)[] = [];
  const correctByIndex: boolean[] = [];
  let correctCount = 0;
  forEachCell(grid, (row, year) => {
    const key = keyOf(row, year);
    const entry = model.bySlot[slotOf(row, year)];
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
      if (figure !== null && row.grading !== "own-balance") {
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
    if (correct) correctCount++;
    entries.push(entry);
    read.push(figure);
    cells.push({
      key,
      label: row.label,
      year,
      given,
      expected: typeof expected === "number" ? formatValue(expected, row.precision) : (expected ?? ""),
      correct,
      status: correct ? "correct" : "wrong",
      explanation: "",
    });
  });

  // Cells that are not right: an explanation (shown beside them, docs/marking.md#explanations), follow-through,
  // and for a wrong figure the mistake it shows (docs/marking.md#mistake-diagnosis).
  const followThroughOf = followThrough(exact, figures, correctByIndex);
  let followsCount = 0;
  cells.forEach((cell, at) => {
    const entry = entries[at];
    if (cell.correct || !entry) return;
    const figure = read[at] ?? null;
    if (entry.row.grading === "own-balance" && balancesOnOwnLines(entry, figure, followThroughOf)) {
      correctCount++;
      cell.correct = true;
      cell.status = "correct";
      return;
    }
    cell.explanation = explainCell(exact, entry);
    if (followsThrough(entry, figure, followThroughOf)) {
      followsCount++;
      cell.status = "follows";
      cell.followsFrom = builtOn(entry, model, correctByIndex);
    } else if (typeof figure === "number") {
      const diagnosis = diagnose(exact, entry, figure);
      if (diagnosis) cell.diagnosis = diagnosis;
    }
  });
  const share = (count: number) => (cells.length === 0 ? 0 : Math.round((100 * count) / cells.length));
  return { score: share(correctCount), methodScore: share(correctCount + followsCount), cells };
}

type FollowThroughOf = (entry: CompiledCell) => FollowThroughValue | null;

/** Whether a cell that is not right holds what its formula gives from the student's own figures (docs/marking.md). */
function followsThrough(
  entry: CompiledCell,
  figure: CellValue | null,
  followThroughOf: FollowThroughOf,
): boolean {
  if (figure === null || entry.basis.length === 0) return false;
  const target = followThroughOf(entry);
  if (target === null) return false;
  if (typeof figure !== "number") return figure === target.value;
  if (typeof target.value !== "number") return false;
  return withinOneDisplayedUnit(figure, target.value, entry.row.precision, target.slack);
}

/** A balance check of 0.0 (within a unit) is right when the student's own lines balance (docs/modelling-tests.md#follow-through). */
function balancesOnOwnLines(
  entry: CompiledCell,
  figure: CellValue | null,
  followThroughOf: FollowThroughOf,
): boolean {
  if (typeof figure !== "number" || !isNear(figure, 0, entry.row.precision)) return false;
  const own = followThroughOf(entry)?.value;
  return typeof own === "number" && Math.abs(own) <= OWN_BALANCE_SLACK;
}

/** The keys of the answer cells a follows cell was built on that are not right; all of them when each is. */
function builtOn(entry: CompiledCell, model: CompiledModel, correctByIndex: readonly boolean[]): string[] {
  const notRight = entry.basis.filter((index) => !correctByIndex[index]);
  return (notRight.length > 0 ? notRight : entry.basis).map((index) => model.cells[index]?.key ?? "");
}
