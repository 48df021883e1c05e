import { fields, type StatementOf } from "../../define-kind";
import { defineRow, type Row } from "../../rows";

/** The five kinds of quick calculation of docs/drills.md#mental-math. */
export const PROBLEM_KINDS = ["percent", "multiply", "divide", "compound", "irr"] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const PROBLEM_COUNT = 10;

/**
 * Ten timed calculations, every kind at least once (docs/drills.md#mental-math); each problem is `a % of b`,
 * `a × b`, `a ÷ b`, `(1 + a %)^b` or the IRR of a× over b years.
 */
export const mentalMathFields = fields({
  problems: {
    type: { listOf: { kind: PROBLEM_KINDS, a: "number", b: "number" } },
    label: "Problems (kind, a, b)",
  },
});

export type MentalMathStatement = StatementOf<typeof mentalMathFields>;
export type Problem = MentalMathStatement["problems"][number];

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
