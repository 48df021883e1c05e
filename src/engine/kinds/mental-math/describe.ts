import { formatNumber as n, formatPercent as pct } from "../../format";
import type { MentalMathStatement, Problem, ProblemKind } from "./fields";

/** The question of each kind, as asked aloud. */
export const QUESTIONS: Record<ProblemKind, (p: Problem) => string> = {
  percent: (p) => `${pct(p.a)} of ${n(p.b)}, to one decimal?`,
  multiply: (p) => `${n(p.a)} × ${n(p.b)}?`,
  divide: (p) => `${n(p.a)} ÷ ${n(p.b)}, to one decimal?`,
  compound: (p) => `(1 + ${pct(p.a)})^${n(p.b)}, to two decimals?`,
  irr: (p) => `the IRR of ${n(p.a)}× over ${n(p.b)} years, in whole percent?`,
};

/** One line per problem, numbered like the cells. */
export function describeMentalMath(s: MentalMathStatement): string[] {
  return [
    "Ten quick ones, in your head, as fast as you can.",
    ...s.problems.map((problem, index) => `Q${index + 1}: what is ${QUESTIONS[problem.kind](problem)}`),
  ];
}
