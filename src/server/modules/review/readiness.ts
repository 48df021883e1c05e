/** What readiness is computed from, for one topic (a bank topic or an exercise kind). */
export interface TopicEvidence {
  /** FSRS recall probability now, per reviewed card of the topic (0–1). */
  recall: readonly number[];
  /** The topic's latest scores in percent, newest first (at most `recentScoreCount`). */
  recentScores: readonly number[];
  /** Graded attempts in the topic, all time. */
  attempts: number;
}

export const recentScoreCount = 10;
/** Below this many attempts readiness is scaled down: one lucky answer does not make a topic ready. */
export const confidentAttempts = 5;

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Readiness 0–100 (README "Readiness"): 100 × mean recall probability × mean of the last ten scores
 * × min(1, attempts / 5); an untouched topic is 0.
 */
export function topicReadiness(evidence: TopicEvidence): number {
  if (evidence.attempts === 0 || evidence.recall.length === 0) return 0;
  const recall = Math.min(1, Math.max(0, mean(evidence.recall)));
  const scores = Math.min(1, Math.max(0, mean(evidence.recentScores) / 100));
  const confidence = Math.min(1, evidence.attempts / confidentAttempts);
  return Math.round(100 * recall * scores * confidence);
}

/** Points gained or lost: the mean of the latest five scores minus the mean of the five before; null without both. */
export function scoreTrend(recentScores: readonly number[]): number | null {
  const latest = recentScores.slice(0, 5);
  const before = recentScores.slice(5, 10);
  if (latest.length === 0 || before.length === 0) return null;
  return Math.round(mean(latest) - mean(before));
}
