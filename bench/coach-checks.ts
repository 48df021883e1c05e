import type { GradeInput } from "../src/coach";
import { BuiltinGrader } from "../src/coach/builtin-grader";

/** A graded calibration answer: what the reviewers gave it and how it is asked. */
export interface ReviewedAnswer {
  human: number;
  input: GradeInput;
}

export interface CheckFiring {
  check: string;
  /** Share of right answers (reviewers ≥ 7) it fires on. */
  right: number;
  /** Share of wrong answers (reviewers ≤ 4) it fires on. */
  wrong: number;
  verdict: "wrong" | "check";
}

/** How often each claim check of the built-in grader fires on right answers and on wrong ones. */
export function checkFirings(answers: readonly ReviewedAnswer[]): CheckFiring[] {
  const grader = new BuiltinGrader();
  const right = answers.filter((answer) => answer.human >= 7);
  const wrong = answers.filter((answer) => answer.human <= 4);
  const fired = new Map<string, { right: number; wrong: number; verdict: "wrong" | "check" }>();
  for (const answer of [...right, ...wrong]) {
    const assessment = grader.assess(answer.input);
    const checks = new Map(assessment.wrongClaims.map((claim) => [claim.check, claim.verdict]));
    if (assessment.misconceptions.length > 0) checks.set("misconception", "wrong");
    for (const [check, verdict] of checks) {
      const counts = fired.get(check) ?? { right: 0, wrong: 0, verdict };
      if (answer.human >= 7) counts.right += 1;
      else counts.wrong += 1;
      fired.set(check, counts);
    }
  }
  return [...fired.entries()]
    .map(([check, counts]) => ({
      check,
      right: counts.right / Math.max(1, right.length),
      wrong: counts.wrong / Math.max(1, wrong.length),
      verdict: counts.verdict,
    }))
    .sort((a, b) => a.check.localeCompare(b.check));
}

const percent = (share: number) => `${(100 * share).toFixed(1)} %`.padStart(7);

export function checkFiringLines(label: string, answers: readonly ReviewedAnswer[]): string[] {
  const firings = checkFirings(answers);
  const right = answers.filter((answer) => answer.human >= 7).length;
  const wrong = answers.filter((answer) => answer.human <= 4).length;
  return [
    `Claim checks on ${label}: how often each fires on ${right} right answers (reviewers ≥ 7) and ${wrong} wrong ones (≤ 4).`,
    '  A check separates them when it fires at least twice as often on wrong answers; only those say "wrong".',
    "    check                    right    wrong   ratio  verdict",
    ...firings.map(
      (row) =>
        `    ${row.check.padEnd(22)} ${percent(row.right)}  ${percent(row.wrong)}  ${(row.right === 0 ? "∞" : (row.wrong / row.right).toFixed(1)).padStart(6)}  ${row.verdict}`,
    ),
  ];
}
