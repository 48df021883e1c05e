import type { GradeResult } from "../../coach";

/** A coach's result with the given score and nothing else decided: for tests that script the coach. */
export function gradedWith(score: number, evaluation = `Scored ${score}.`): GradeResult {
  return {
    score,
    evaluation,
    coveredPoints: [],
    missingPoints: [],
    keyPoints: [],
    claims: [],
    signals: { keywordList: false, questionCopy: false },
    confidence: "high",
    gradedBy: "builtin",
  };
}
