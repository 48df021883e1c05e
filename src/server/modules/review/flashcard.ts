import type { Kysely } from "kysely";
import { keyPointsFor, scoreOf } from "../../../coach";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { ApiError } from "../../http/errors";
import type { Question } from "../questions/repository";
import { reviewItem } from "./practice";
import { ratingNames } from "./rating";
import { saveFlashcardAttempt } from "./repository";

/**
 * The back of a question's flashcard: the model answer and the points the student ticks, the very points
 * the coach grades (the bank's key points, else the model answer's sentences), in the same order.
 */
export function flashcardOf(question: Question) {
  return {
    questionId: question.id,
    modelAnswer: question.answer,
    keyPoints: keyPointsFor(question.answer, question.keyPoints).map((point) => point.label),
  };
}

/** The coach's score rule on the student's ticks: a ticked point covered, the others missing, nothing capped. */
export function flashcardScore(said: readonly boolean[]): number {
  return scoreOf({
    statuses: said.map((ticked) => (ticked ? "covered" : "missing")),
    wrongClaims: 0,
    signals: { keywordList: false, questionCopy: false },
  });
}

/**
 * Records a flashcard review: the attempt, and the card reviewed with the rating the score earns, as a
 * coach-graded answer's would be. `said` holds one tick per key point, in the flashcard's order.
 */
export async function reviewFlashcard(
  db: Kysely<Database>,
  review: { userId: string; question: Question; said: readonly boolean[]; now: Date },
) {
  const { userId, question, said, now } = review;
  const pointCount = flashcardOf(question).keyPoints.length;
  if (said.length !== pointCount) {
    throw new ApiError(
      400,
      "INVALID_REQUEST",
      `keyPoints: this question has ${pointCount} key points; send one tick for each, not ${said.length}`,
    );
  }
  const score = flashcardScore(said);
  const reviewed = await inTransaction(db, async (trx) => {
    await saveFlashcardAttempt(trx, { userId, questionId: question.id, score, timestamp: now.toISOString() });
    const item = { kind: "question" as const, ref: question.id, topic: question.topic };
    return reviewItem(trx, { userId, item, score, now });
  });
  return { score, rating: ratingNames[reviewed.rating], due: reviewed.due.toISOString() };
}
