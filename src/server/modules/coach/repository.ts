import type { Kysely } from "kysely";
import { type Database, toIsoString } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { lockUser } from "../account/repository";

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
}

/** One coach evaluation as it is saved; `questionId` null when a raw model answer was compared (docs/coach.md#what-it-grades). */
export interface Evaluation {
  userId: string;
  questionId: string | null;
  answer: string;
  score: number;
  gradedBy: string;
  timestamp: string;
}

/**
 * Records the evaluation and, for a bank question, keeps it as the user's best answer when it beats the
 * stored one (docs/coach.md#best-answers). Returns the best score the user held before, null for a first answer.
 * The user's row stays locked until the transaction ends (the caller's, when `db` is one): two evaluations
 * of one user are saved one after the other, and the second sees the best the first left.
 */
export function saveEvaluation(db: Kysely<Database>, evaluation: Evaluation): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    await lockUser(trx, evaluation.userId);
    await trx.insertInto("answerAttempt").values(evaluation).execute();
    const { questionId } = evaluation;
    if (questionId === null) return null;
    const previous = await bestScore(trx, evaluation.userId, questionId);
    await keepBestAnswer(trx, { ...evaluation, questionId });
    return previous;
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
  attempt: { userId: string; questionId: string; answer: string; score: number; timestamp: string },
): Promise<void> {
  const { userId, questionId, answer, score, timestamp } = attempt;
  await db
    .insertInto("userAnswer")
    .values({ userId, questionId, answer, score, timestamp })
    .onConflict((conflict) =>
      conflict
        .columns(["userId", "questionId"])
        .doUpdateSet((eb) => ({
          answer: eb.ref("excluded.answer"),
          score: eb.ref("excluded.score"),
          timestamp: eb.ref("excluded.timestamp"),
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
    .select([
      "userAnswer.questionId",
      "userAnswer.answer",
      "userAnswer.score",
      "userAnswer.timestamp",
      "question.question",
      "question.topic",
      "question.difficulty",
      "question.answer as modelAnswer",
    ])
    .where("userAnswer.userId", "=", userId)
    .orderBy("userAnswer.timestamp", "desc")
    .execute();
  return rows.map((row) => ({ ...row, score: Number(row.score), timestamp: toIsoString(row.timestamp) }));
}

/** Every attempt of the user, for the data export. */
export async function allAttempts(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom("answerAttempt")
    .select(["questionId", "answer", "score", "gradedBy", "timestamp"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, score: Number(row.score), timestamp: toIsoString(row.timestamp) }));
}
