import type { Kysely } from "kysely";
import type { Clock } from "../../clock";
import type { Database } from "../../db/schema";
import { reviewItem } from "./practice";
import { scorePercent } from "./rating";
import type { PracticeItem } from "./repository";

/** A graded attempt about to be graded: what it reviews and, when answered in a mock interview, which one. */
export interface AttemptTarget {
  item: PracticeItem;
  /** The exercise's seed (exercises only): a mock interview's part is one seed. */
  seed?: number;
  mockInterviewId?: string;
}

/**
 * Records the graded score through `db` (the caller's transaction, so that it is saved with the attempt):
 * reviews the card and, in a mock interview, keeps the part's score with what it answers (the saved exercise,
 * when `saved` names one; a coach evaluation is found by the review). Returns the review's id in the log,
 * which a confirmed coach evaluation rescores (rescoreReview).
 */
export type RecordScore = (
  db: Kysely<Database>,
  score: number,
  saved?: { exerciseId: string },
) => Promise<number>;

/** The hook every graded attempt goes through (check, coach evaluation, workbook upload, mock interview). */
export interface Practice {
  /** Checks a mock-interview answer before grading (404 unknown, 409 over, 400 not one of its parts). */
  begin(userId: string, target: AttemptTarget): Promise<RecordScore>;
  clock: Clock;
}

/** The part of a mock interview that a graded attempt answers. */
export interface AnsweredPart {
  mockInterviewId: string;
  partIndex: number;
}

/**
 * What grading needs of the mock interviews: a port implemented by the mock-interviews module and passed in
 * by createApp, so that review never imports that module (a mock interview is composed from the review's
 * cards and readiness, so the dependency runs from mock interviews to review).
 */
export interface MockInterviewParts {
  /** The part of the user's mock interview that `target` answers: 404 unknown, 409 over, 400 not one of its parts. */
  find(
    db: Kysely<Database>,
    userId: string,
    target: AttemptTarget & { mockInterviewId: string },
    now: Date,
  ): Promise<AnsweredPart>;
  /** Keeps the part's latest score (percent) and what it answers through `db`, the caller's transaction. */
  saveAnswer(
    db: Kysely<Database>,
    answer: AnsweredPart & {
      score: number;
      answeredAt: string;
      reviewId: number;
      exerciseId: string | null;
    },
  ): Promise<void>;
}

export function createPractice({
  db,
  clock,
  mockInterviews,
}: {
  db: Kysely<Database>;
  clock: Clock;
  mockInterviews: MockInterviewParts;
}): Practice {
  return {
    clock,
    async begin(userId, target) {
      const { mockInterviewId } = target;
      const part = mockInterviewId
        ? await mockInterviews.find(db, userId, { ...target, mockInterviewId }, clock())
        : null;
      return async (db, score, saved) => {
        const now = clock();
        const { reviewId } = await reviewItem(db, { userId, item: target.item, score, now });
        if (part) {
          await mockInterviews.saveAnswer(db, {
            ...part,
            score: scorePercent(target.item.kind, score),
            answeredAt: now.toISOString(),
            reviewId,
            exerciseId: saved?.exerciseId ?? null,
          });
        }
        return reviewId;
      };
    },
  };
}
