import { type GradeResult, type PointStatus, type ScoreSignals, scoreOf } from "../../../coach";

/** What an attempt keeps of its grading for the student to confirm it (docs/coach.md#confirming-the-points). */
export interface SavedGrading {
  /** The grader's decision on each key point, in the order the response listed them. */
  statuses: PointStatus[];
  /** The key points' weights the grader was given, null for equal weights. */
  weights: number[] | null;
  /** The places, in the response's `claims`, of the claims judged wrong (those that cap the score). */
  wrongClaims: number[];
  signals: ScoreSignals;
}

/** The student's own decisions: each key point covered or missing, and the wrong claims they dispute. */
export interface Confirmation {
  keyPoints: Array<Exclude<PointStatus, "contradicted">>;
  disputedClaims: number[];
}

export function savedGrading(result: GradeResult, weights: readonly number[] | undefined): SavedGrading {
  return {
    statuses: result.keyPoints.map((point) => point.status),
    weights: weights ? [...weights] : null,
    wrongClaims: result.claims.flatMap((claim, index) => (claim.verdict === "wrong" ? [index] : [])),
    signals: result.signals,
  };
}

/** Why a confirmation does not fit the attempt's grading, or null when it does. */
export function confirmationProblem(grading: SavedGrading, confirmation: Confirmation): string | null {
  const points = grading.statuses.length;
  if (confirmation.keyPoints.length !== points) {
    return `keyPoints: give one decision for each of the ${points} key points (${confirmation.keyPoints.length} given)`;
  }
  const notWrong = confirmation.disputedClaims.find((index) => !grading.wrongClaims.includes(index));
  if (notWrong !== undefined) {
    return `disputedClaims: claim ${notWrong} is not one of the wrong claims (${grading.wrongClaims.join(", ") || "none"})`;
  }
  return null;
}

/**
 * The score rule (src/coach/point-score.ts) on the student's decisions: their statuses, the grader's
 * weights and signals, and the wrong claims they did not dispute, each of which still caps the score.
 */
export function confirmedScore(grading: SavedGrading, confirmation: Confirmation): number {
  const disputed = new Set(confirmation.disputedClaims);
  return scoreOf({
    statuses: confirmation.keyPoints,
    weights: grading.weights ?? undefined,
    wrongClaims: grading.wrongClaims.filter((index) => !disputed.has(index)).length,
    signals: grading.signals,
  });
}
