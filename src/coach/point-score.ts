import type { Claim, KeyPointDecision, PointStatus, ScoreSignals } from "./types";

/**
 * The score rule, written once (docs/coach.md#the-score): ten times the weighted share of covered key
 * points, then capped. A wrong claim caps the score at 3, a keyword list at 2, a copy of the question at 1.
 * A claim to check caps nothing: it is shown for the student to compare with the model answer.
 */
export const SCORE_CAPS = { wrongClaim: 3, keywordList: 2, questionCopy: 1 } as const;

export interface ScoreInput {
  statuses: readonly PointStatus[];
  /** One weight per point; equal weights when absent or when the list does not match the points. */
  weights?: readonly number[];
  /** Wrong claims still standing (a wrong claim the student disputed is left out by the caller). */
  wrongClaims: number;
  signals: ScoreSignals;
}

export function scoreOf({ statuses, weights, wrongClaims, signals }: ScoreInput): number {
  const usable =
    weights !== undefined &&
    weights.length === statuses.length &&
    weights.every((weight) => Number.isFinite(weight) && weight >= 0) &&
    weights.some((weight) => weight > 0);
  const weightOf = (index: number) => (usable ? (weights[index] as number) : 1);
  const total = statuses.reduce((sum, _, index) => sum + weightOf(index), 0);
  const covered = statuses.reduce(
    (sum, status, index) => sum + (status === "covered" ? weightOf(index) : 0),
    0,
  );
  let score = total === 0 ? 0 : (10 * covered) / total;
  if (wrongClaims > 0) score = Math.min(score, SCORE_CAPS.wrongClaim);
  if (signals.keywordList) score = Math.min(score, SCORE_CAPS.keywordList);
  if (signals.questionCopy) score = Math.min(score, SCORE_CAPS.questionCopy);
  return Math.round(score * 10) / 10;
}

/** The score of a grader's decisions. */
export function scoreOfDecisions(
  keyPoints: readonly KeyPointDecision[],
  claims: readonly Claim[],
  signals: ScoreSignals,
  weights?: readonly number[],
): number {
  return scoreOf({
    statuses: keyPoints.map((point) => point.status),
    weights,
    wrongClaims: claims.filter((claim) => claim.verdict === "wrong").length,
    signals,
  });
}

const folded = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * The span of `answer` that `quote` reproduces, whitespace and case aside, or null when the answer does not
 * contain it: evidence a grader invented is no evidence.
 */
export function verbatimSpan(answer: string, quote: string | null | undefined): string | null {
  if (!quote) return null;
  const wanted = folded(quote);
  if (wanted.length === 0) return null;
  // Map each character of the folded answer back to its place in the original.
  let text = "";
  const origin: number[] = [];
  let lastSpace = true;
  for (let at = 0; at < answer.length; at += 1) {
    const char = answer[at] as string;
    if (/\s/.test(char)) {
      if (lastSpace) continue;
      text += " ";
      lastSpace = true;
    } else {
      const lower = char.toLowerCase();
      text += lower.length === 1 ? lower : char;
      lastSpace = false;
    }
    origin.push(at);
  }
  const start = text.indexOf(wanted);
  if (start < 0) return null;
  const from = origin[start] as number;
  const to = (origin[start + wanted.length - 1] as number) + 1;
  return answer.slice(from, to);
}
