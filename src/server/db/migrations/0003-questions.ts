import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/** The question bank, the best answer per user and question, and every coach attempt. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, autoIncrementId } = columnTypes(db);
  await db.schema
    .createTable("question")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("difficulty", "integer", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("keyPoints", "text", (c) => c.notNull())
    .addColumn("misconceptions", "text", (c) => c.notNull())
    // 0 or 1 in both databases: the app writes this flag itself.
    .addColumn("retired", "integer", (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("userAnswer")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("questionId", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("score", "double precision", (c) => c.notNull())
    .addColumn("timestamp", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("userAnswer_pk", ["userId", "questionId"])
    .execute();
  await db.schema
    .createTable("answerAttempt")
    .addColumn("id", autoIncrementId, (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("questionId", "text")
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("score", "double precision", (c) => c.notNull())
    .addColumn("gradedBy", "text", (c) => c.notNull())
    .addColumn("timestamp", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("answerAttempt_userId_idx")
    .on("answerAttempt")
    .columns(["userId", "timestamp"])
    .execute();
}
