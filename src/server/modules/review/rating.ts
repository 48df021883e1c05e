import { Rating } from "ts-fsrs";

/** What a card stands for: a question of the bank (0–10 coach score) or an exercise kind (percent score). */
export type ItemKind = "question" | "exercise";

export type ReviewRating = Rating.Again | Rating.Hard | Rating.Good | Rating.Easy;

/** Each rating by the name the API gives it. */
export const ratingNames = {
  [Rating.Again]: "Again",
  [Rating.Hard]: "Hard",
  [Rating.Good]: "Good",
  [Rating.Easy]: "Easy",
} as const satisfies Record<ReviewRating, string>;

/** A score on the item's own scale (0–10 for a question, 0–100 for an exercise) as a percent. */
export function scorePercent(kind: ItemKind, score: number): number {
  const percent = kind === "question" ? score * 10 : score;
  return Math.min(100, Math.max(0, percent));
}

/**
 * The FSRS rating of a graded attempt (README "Spaced repetition"). Question (0–10): ≤ 3 Again, < 6 Hard,
 * < 9 Good, ≥ 9 Easy. Exercise (percent): < 50 Again, < 75 Hard, < 100 Good, 100 Easy.
 */
export function ratingFor(kind: ItemKind, score: number): ReviewRating {
  if (kind === "question") {
    if (score <= 3) return Rating.Again;
    if (score < 6) return Rating.Hard;
    if (score < 9) return Rating.Good;
    return Rating.Easy;
  }
  if (score < 50) return Rating.Again;
  if (score < 75) return Rating.Hard;
  if (score < 100) return Rating.Good;
  return Rating.Easy;
}
