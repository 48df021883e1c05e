import type { GradeResult, PointStatus } from "../src/coach";
import { spearman } from "./coach-statistics";

/** One blind answer whose reviewers gave a status per key point, with what the coach decided. */
export interface PointGrade {
  kind: string;
  human: number;
  reviewer: readonly PointStatus[];
  coach: GradeResult;
}

export interface PointAgreement {
  answers: number;
  /** Of the points the coach called covered, the share the reviewers called covered. */
  coveredPrecision: number;
  /** Of the points the reviewers called covered, the share the coach called covered. */
  coveredRecall: number;
  contradicted: { reviewers: number; reported: number };
  /** Answers the reviewers gave 3 or less that the coach gave 7 or more, over those the reviewers gave 3 or less. */
  falsePraise: number;
  /** Answers the reviewers gave 8 or more that the coach gave 4 or less, over those the reviewers gave 8 or more. */
  falseCondemnation: number;
  spearman: number;
  /** Mean coach score by answer kind, beside the reviewers' mean. */
  byKind: { kind: string; n: number; reviewers: number; coach: number }[];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, x) => sum + x, 0) / values.length;
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The acceptance figures of per-point grading, against the reviewers' statuses and scores. */
export function pointAgreement(grades: readonly PointGrade[]): PointAgreement {
  let coachCovered = 0;
  let bothCovered = 0;
  let reviewerCovered = 0;
  let reviewerContradicted = 0;
  let reportedContradicted = 0;
  for (const grade of grades) {
    grade.reviewer.forEach((status, index) => {
      const decided = grade.coach.keyPoints[index]?.status ?? "missing";
      if (decided === "covered") coachCovered += 1;
      if (status === "covered") reviewerCovered += 1;
      if (status === "covered" && decided === "covered") bothCovered += 1;
      if (status === "contradicted") {
        reviewerContradicted += 1;
        if (decided === "contradicted") reportedContradicted += 1;
      }
    });
  }
  const low = grades.filter((grade) => grade.human <= 3);
  const high = grades.filter((grade) => grade.human >= 8);
  const kinds = [...new Set(grades.map((grade) => grade.kind))];
  return {
    answers: grades.length,
    coveredPrecision: share(bothCovered, coachCovered),
    coveredRecall: share(bothCovered, reviewerCovered),
    contradicted: { reviewers: reviewerContradicted, reported: reportedContradicted },
    falsePraise: share(low.filter((grade) => grade.coach.score >= 7).length, low.length),
    falseCondemnation: share(high.filter((grade) => grade.coach.score <= 4).length, high.length),
    spearman: spearman(
      grades.map((grade) => grade.coach.score),
      grades.map((grade) => grade.human),
    ),
    byKind: kinds.map((kind) => {
      const ofKind = grades.filter((grade) => grade.kind === kind);
      return {
        kind,
        n: ofKind.length,
        reviewers: mean(ofKind.map((grade) => grade.human)),
        coach: mean(ofKind.map((grade) => grade.coach.score)),
      };
    }),
  };
}

const percent = (value: number) => `${(100 * value).toFixed(0)} %`;

export function pointAgreementLines(grades: readonly PointGrade[]): string[] {
  const figures = pointAgreement(grades);
  return [
    `Per-point agreement, blind answers with the reviewers' status for each key point (bank questions): ${figures.answers} answers`,
    `  covered points: precision ${figures.coveredPrecision.toFixed(2)} (goal ≥ 0.85), recall ${figures.coveredRecall.toFixed(2)} (goal ≥ 0.75)`,
    `  contradicted points reported as contradicted: ${figures.contradicted.reported} of ${figures.contradicted.reviewers} (goal: half)`,
    `  false praise (reviewers ≤ 3, coach ≥ 7): ${percent(figures.falsePraise)} (goal ≤ 5 %); ` +
      `false condemnation (reviewers ≥ 8, coach ≤ 4): ${percent(figures.falseCondemnation)} (goal ≤ 5 %)`,
    `  Spearman ${figures.spearman.toFixed(3)} (goal ≥ 0.75)`,
    "    kind              n  reviewers  coach",
    ...figures.byKind.map(
      (row) =>
        `    ${row.kind.padEnd(15)} ${String(row.n).padStart(3)}  ${row.reviewers.toFixed(1).padStart(9)}  ${row.coach.toFixed(1).padStart(5)}`,
    ),
  ];
}
