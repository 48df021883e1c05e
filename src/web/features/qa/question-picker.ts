import { weakScoreThreshold } from "./question-labels";

export interface QuestionFilters {
  topic: string | null;
  difficulty: number | null;
}

export const noFilters: QuestionFilters = { topic: null, difficulty: null };

interface Pickable {
  id: string;
  topic: string;
  difficulty: number;
}

/** The questions that match the chosen topic and difficulty (null means any). */
export function filterQuestions<Q extends Pickable>(questions: readonly Q[], filters: QuestionFilters): Q[] {
  return questions.filter(
    (question) =>
      (filters.topic === null || question.topic === filters.topic) &&
      (filters.difficulty === null || question.difficulty === filters.difficulty),
  );
}

/**
 * A random question of `pool` other than the current one (docs/screens.md#interview-questions). A pool holding only the
 * current question gives null: there is nothing different to move to.
 */
export function pickDifferentQuestion<Q extends { id: string }>(
  pool: readonly Q[],
  currentId: string | null,
  random: () => number = Math.random,
): Q | null {
  const candidates = pool.filter((question) => question.id !== currentId);
  if (candidates.length === 0) return null;
  return candidates[Math.floor(random() * candidates.length)] ?? null;
}

/** Ids of the questions whose best score is below the threshold, lowest score first, then oldest first. */
export function weakQuestionIds(
  answers: readonly { questionId: string; score: number; timestamp: string }[],
): string[] {
  return answers
    .filter((answer) => answer.score < weakScoreThreshold)
    .sort((a, b) => a.score - b.score || a.timestamp.localeCompare(b.timestamp))
    .map((answer) => answer.questionId);
}

/**
 * The next question: in review mode, the first weak question of the pool not yet shown in this review;
 * once those are done (or outside review mode), a different random question.
 */
export function nextQuestion<Q extends { id: string }>(
  pool: readonly Q[],
  currentId: string | null,
  review: { weakIds: readonly string[]; seen: ReadonlySet<string> } | null,
  random: () => number = Math.random,
): Q | null {
  if (review) {
    for (const id of review.weakIds) {
      if (id === currentId || review.seen.has(id)) continue;
      const question = pool.find((candidate) => candidate.id === id);
      if (question) return question;
    }
  }
  return pickDifferentQuestion(pool, currentId, random);
}
