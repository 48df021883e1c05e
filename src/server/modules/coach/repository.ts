import type { Kysely } from "kysely";
import { type Database, toIsoString } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { lockUser } from "../account/repository";
import type { Confirmation, SavedGrading } from "./confirmation";

/** A user's best answer to one question (docs/coach.md#best-answers), with the question it answers. */
export interface BestAnswer {
  questionId: string;
  answer: string;
  score: number;
  timestamp: string;
  question: string;
  topic: string;
  difficulty: number;
  modelAnswer: string;
  /** The student's confirmed score of that answer (docs/coach.md#confirming-the-points), null when none. */
  confirmedScore: number | null;
}

/** One coach evaluation as it is saved; `questionId` null when a raw model answer was compared (docs/coach.md#what-it-grades). */
export interface Evaluation {
  userId: string;
  questionId: string | null;
  answer: string;
  score: number;
  gradedBy: string;
  timestamp: string;
  /** What confirming the evaluation needs; null when there is nothing to confirm. */
  grading: SavedGrading | null;
  /** The review the evaluation recorded (bank questions only). */
  reviewId: number | null;
  /** The coach's text, which a mock interview's report shows again. */
  evaluation?: string;
}

/**
 * Records the evaluation and, for a bank question, keeps it as the user's best answer when it beats the
 * stored one (docs/coach.md#best-answers). Returns the attempt's id and the best score the user held before,
 * null for a first answer. The user's row stays locked until the transaction ends (the caller's, when `db` is
 * one): two evaluations of one user are saved one after the other, and the second sees the best the first left.
 */
export function saveEvaluation(
  db: Kysely<Database>,
  evaluation: Evaluation,
): Promise<{ attemptId: number; previousBest: number | null }> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, evaluation.userId);
    const { id: attemptId } = await trx
      .insertInto("answerAttempt")
      .values({
        ...evaluation,
        grading: evaluation.grading === null ? null : JSON.stringify(evaluation.grading),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { questionId } = evaluation;
    if (questionId === null) return { attemptId, previousBest: null };
    const previousBest = await bestScore(trx, evaluation.userId, questionId);
    await keepBestAnswer(trx, { ...evaluation, questionId, attemptId });
    return { attemptId, previousBest };
  });
}

/**
 * One attempt of the user with what confirming it needs, or null when the user has no such attempt.
 * `grading` is null for an attempt saved before confirmations existed.
 */
export async function findAttemptToConfirm(
  db: Kysely<Database>,
  userId: string,
  attemptId: number,
): Promise<{ grading: SavedGrading | null; reviewId: number | null } | null> {
  const row = await db
    .selectFrom("answerAttempt")
    .select(["grading", "reviewId"])
    .where("id", "=", attemptId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    grading: row.grading === null ? null : (JSON.parse(row.grading) as SavedGrading),
    reviewId: row.reviewId,
  };
}

/**
 * Keeps the student's confirmation of their attempt and its score, in place of any earlier one. The user stays
 * locked until the transaction ends (the caller's, when `db` is one), so two confirmations are applied in turn.
 */
export function saveConfirmation(
  db: Kysely<Database>,
  userId: string,
  attemptId: number,
  confirmation: Confirmation,
  confirmedScore: number,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    await trx
      .updateTable("answerAttempt")
      .set({ confirmation: JSON.stringify(confirmation), confirmedScore })
      .where("id", "=", attemptId)
      .where("userId", "=", userId)
      .execute();
  });
}

async function bestScore(db: Kysely<Database>, userId: string, questionId: string): Promise<number | null> {
  const row = await db
    .selectFrom("userAnswer")
    .select("score")
    .where("userId", "=", userId)
    .where("questionId", "=", questionId)
    .executeTakeFirst();
  return row ? Number(row.score) : null;
}

/** Stores the answer unless the user holds a better or equal score for the question. */
async function keepBestAnswer(
  db: Kysely<Database>,
  attempt: {
    userId: string;
    questionId: string;
    answer: string;
    score: number;
    timestamp: string;
    attemptId: number;
  },
): Promise<void> {
  const { userId, questionId, answer, score, timestamp, attemptId } = attempt;
  await db
    .insertInto("userAnswer")
    .values({ userId, questionId, answer, score, timestamp, attemptId })
    .onConflict((conflict) =>
      conflict
        .columns(["userId", "questionId"])
        .doUpdateSet((eb) => ({
          answer: eb.ref("excluded.answer"),
          score: eb.ref("excluded.score"),
          timestamp: eb.ref("excluded.timestamp"),
          attemptId: eb.ref("excluded.attemptId"),
        }))
        .where((eb) => eb("excluded.score", ">", eb.ref("userAnswer.score"))),
    )
    .execute();
}

/** The user's best answers with their questions (retired questions included), newest first. */
export async function listBestAnswers(db: Kysely<Database>, userId: string): Promise<BestAnswer[]> {
  const rows = await db
    .selectFrom("userAnswer")
    .innerJoin("question", "question.id", "userAnswer.questionId")
    .leftJoin("answerAttempt", "answerAttempt.id", "userAnswer.attemptId")
    .select([
      "userAnswer.questionId",
      "userAnswer.answer",
      "userAnswer.score",
      "userAnswer.timestamp",
      "question.question",
      "question.topic",
      "question.difficulty",
      "question.answer as modelAnswer",
      "answerAttempt.confirmedScore",
    ])
    .where("userAnswer.userId", "=", userId)
    .orderBy("userAnswer.timestamp", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    timestamp: toIsoString(row.timestamp),
    confirmedScore: row.confirmedScore === null ? null : Number(row.confirmedScore),
  }));
}

/** Every attempt of the user, for the data export. */
export async function allAttempts(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("answerAttempt")
    .select(["questionId", "answer", "score", "gradedBy", "timestamp", "confirmedScore"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...row,
    score: Number(row.score),
    timestamp: toIsoString(row.timestamp),
    confirmedScore: row.confirmedScore === null ? null : Number(row.confirmedScore),
  }));
}
