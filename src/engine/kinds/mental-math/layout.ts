import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow, type Row } from "../../rows";
import type { ExerciseLayout } from "../../types";
import { PROBLEM_COUNT } from "./generate";
import type { MentalMathStatement, ProblemKind } from "./statement";

const rowsOf = (kind: "amount" | "factor" | "rate", precision: number): Row[] =>
  Array.from({ length: PROBLEM_COUNT }, (_, index) => defineRow(`Q${index + 1}`, kind, undefined, precision));

/** Q1 … Q10 for each kind of problem, at its display precision (docs/drills.md#mental-math); IRR typed in whole percent. */
export const MENTAL_MATH_ROWS: Record<ProblemKind, Row[]> = {
  percent: rowsOf("amount", 1),
  multiply: rowsOf("amount", 0),
  divide: rowsOf("amount", 1),
  compound: rowsOf("factor", 2),
  irr: rowsOf("rate", 0),
};

/** The answer row of the problem at `index`. */
export function rowOf(kind: ProblemKind, index: number): Row {
  const row = MENTAL_MATH_ROWS[kind][index];
  if (!row) throw new RangeError(`No answer cell for problem ${index + 1}`);
  return row;
}

export function mentalMathGrid(s: MentalMathStatement): AnswerGrid {
  return {
    years: [],
    yearlyRows: [],
    singleRows: s.problems.map((problem, index) => rowOf(problem.kind, index)),
  };
}

export function layoutMentalMath(s: MentalMathStatement): ExerciseLayout {
  return buildLayout(mentalMathGrid(s), [], []);
}
