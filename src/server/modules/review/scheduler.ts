import { type Card, computeDecayFactor, createEmptyCard, fsrs, type Grade, roundTo } from "ts-fsrs";

/** The FSRS state kept for a card (the columns of reviewCard). */
export interface CardState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

// No fuzz: the same history always gives the same schedule, which the tests rely on.
const scheduler = fsrs({ enable_fuzz: false });
const dayMs = 86_400_000;

/** The card after a review with `grade` at `now`; a card never reviewed starts empty. */
export function reviewCard(previous: CardState | null, grade: Grade, now: Date): CardState {
  const card: Card = previous
    ? {
        due: previous.due,
        stability: previous.stability,
        difficulty: previous.difficulty,
        elapsed_days: 0,
        scheduled_days: previous.scheduledDays,
        learning_steps: previous.learningSteps,
        reps: previous.reps,
        lapses: previous.lapses,
        state: previous.state,
        last_review: previous.lastReview ?? undefined,
      }
    : createEmptyCard(now);
  const next = scheduler.next(card, now, grade).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    lastReview: next.last_review ?? now,
  };
}

// The forgetting curve's constants, worked out once (ts-fsrs works them out again on every call).
const { decay, factor } = computeDecayFactor(scheduler.parameters.w);

/**
 * FSRS recall probability at `nowMs` of a card last reviewed at `lastReviewMs` with `stability` (days):
 * R = (1 + F·t/S)^−d, rounded as ts-fsrs rounds it. Plain numbers: readiness calls it for every card.
 */
export function recallProbability(stability: number, lastReviewMs: number | null, nowMs: number): number {
  if (lastReviewMs === null || stability <= 0) return 0;
  const elapsedDays = Math.max(0, (nowMs - lastReviewMs) / dayMs);
  return roundTo((1 + (factor * elapsedDays) / stability) ** decay, 8);
}
