/** The five kinds of quick calculation of docs/drills.md#mental-math. */
export const PROBLEM_KINDS = ["percent", "multiply", "divide", "compound", "irr"] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** One calculation: `a % of b`, `a × b`, `a ÷ b`, `(1 + a %)^b` or the IRR of a× over b years. */
export interface Problem {
  kind: ProblemKind;
  a: number;
  b: number;
}

/** Ten timed calculations, every kind at least once (docs/drills.md#mental-math). */
export interface MentalMathStatement {
  engineVersion: number;
  problems: Problem[];
}
