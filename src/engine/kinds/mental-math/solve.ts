import { formatNumber as n } from "../../format";
import type { Formula, Sheet } from "../../workbook";
import { rowOf } from "./layout";
import type { MentalMathStatement, Problem, ProblemKind } from "./statement";

/** drills.md §8: each kind's answer and its rule with the numbers. */
const ANSWERS: Record<ProblemKind, (p: Problem) => [value: number, formula: Formula]> = {
  percent: ({ a, b }) => [(a * b) / 100, () => `a × b / 100 = ${n(a)} × ${n(b)} / 100`],
  multiply: ({ a, b }) => [a * b, () => `a × b = ${n(a)} × ${n(b)}`],
  divide: ({ a, b }) => [a / b, () => `a / b = ${n(a)} / ${n(b)}`],
  compound: ({ a, b }) => [(1 + a / 100) ** b, () => `(1 + a %)^b = ${n(1 + a / 100, 4)}^${n(b)}`],
  irr: ({ a, b }) => [
    100 * (a ** (1 / b) - 1),
    () => `(MoM^(1 / years) − 1) in percent = (${n(a)}^(1/${n(b)}) − 1) × 100`,
  ],
};

/** Every problem's answer, Q1 … Q10 in order. */
export function calculateMentalMath(s: MentalMathStatement, book: Sheet): void {
  s.problems.forEach((problem, index) => {
    const [value, formula] = ANSWERS[problem.kind](problem);
    book.answer(rowOf(problem.kind, index), null, value, formula);
  });
}
