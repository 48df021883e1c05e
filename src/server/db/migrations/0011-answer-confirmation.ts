import type { Kysely } from "kysely";

/**
 * What confirming an evaluation needs (docs/coach.md#confirming-the-points): on each attempt, the grader's
 * decisions as the score rule reads them, the review it recorded and the student's confirmation; on the best
 * answer, the attempt it comes from. Attempts saved before have none and cannot be confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("answerAttempt").addColumn("grading", "text").execute();
  await db.schema.alterTable("answerAttempt").addColumn("reviewId", "integer").execute();
  await db.schema.alterTable("answerAttempt").addColumn("confirmation", "text").execute();
  await db.schema.alterTable("answerAttempt").addColumn("confirmedScore", "double precision").execute();
  await db.schema.alterTable("userAnswer").addColumn("attemptId", "integer").execute();
}
