import type { Kysely } from "kysely";
import type { Clock } from "../../clock";
import type { Database } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { findMockInterview, savePartAnswer } from "../mock-interviews/repository";
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
 * reviews the card and, in a mock interview, keeps the part's score. Returns the review's id in the log, which
 * a confirmed coach evaluation rescores (rescoreReview).
 */
export type RecordScore = (db: Kysely<Database>, score: number) => Promise<number>;

/** The hook every graded attempt goes through (check, coach evaluation, workbook upload, mock interview). */
export interface Practice {
  /** Checks a mock-interview answer before grading (404 unknown, 409 over, 400 not one of its parts). */
  begin(userId: string, target: AttemptTarget): Promise<RecordScore>;
  clock: Clock;
}

export function createPractice({ db, clock }: { db: Kysely<Database>; clock: Clock }): Practice {
  return {
    clock,
    async begin(userId, target) {
      const part = target.mockInterviewId ? await openPart(db, userId, target, clock()) : null;
      return async (db, score) => {
        const now = clock();
        const reviewId = await reviewItem(db, { userId, item: target.item, score, now });
        if (part) {
          await savePartAnswer(db, {
            mockInterviewId: part.mockInterviewId,
            partIndex: part.index,
            score: scorePercent(target.item.kind, score),
            answeredAt: now.toISOString(),
          });
        }
        return reviewId;
      };
    },
  };
}

async function openPart(db: Kysely<Database>, userId: string, target: AttemptTarget, now: Date) {
  const mockInterviewId = target.mockInterviewId ?? "";
  const interview = await findMockInterview(db, userId, mockInterviewId);
  if (!interview) throw notFound("Mock interview");
  if (interview.finishedAt !== null || now.toISOString() > interview.endsAt) {
    throw new ApiError(409, "MOCK_INTERVIEW_OVER", "This mock interview is over: its time is up.");
  }
  const index = interview.parts.findIndex((part) =>
    part.kind === "exercise"
      ? target.item.kind === "exercise" && part.slug === target.item.ref && part.seed === target.seed
      : target.item.kind === "question" && part.questionId === target.item.ref,
  );
  if (index < 0) {
    throw new ApiError(400, "NOT_IN_MOCK_INTERVIEW", "This answer is not one of the mock interview's parts.");
  }
  return { mockInterviewId, index };
}
