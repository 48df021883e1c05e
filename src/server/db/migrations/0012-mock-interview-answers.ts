import type { Kysely } from "kysely";

/**
 * What a finished mock interview's report shows of each answer (docs/practice-loop.md#mock-interviews): on
 * each part's answer, the review it recorded (a coach evaluation is found by it) and the saved exercise; on
 * each coach evaluation, its text. Rows saved before have none and show the score alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mockInterviewAnswer").addColumn("reviewId", "integer").execute();
  await db.schema.alterTable("mockInterviewAnswer").addColumn("exerciseId", "text").execute();
  await db.schema.alterTable("answerAttempt").addColumn("evaluation", "text").execute();
}
