import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/** Spaced-repetition cards and their review log, and timed mock interviews with their answers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, autoIncrementId } = columnTypes(db);
  await db.schema
    .createTable("reviewCard")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("due", timestamp, (c) => c.notNull())
    .addColumn("stability", "double precision", (c) => c.notNull())
    .addColumn("difficulty", "double precision", (c) => c.notNull())
    .addColumn("scheduledDays", "integer", (c) => c.notNull())
    .addColumn("learningSteps", "integer", (c) => c.notNull())
    .addColumn("reps", "integer", (c) => c.notNull())
    .addColumn("lapses", "integer", (c) => c.notNull())
    .addColumn("state", "integer", (c) => c.notNull())
    .addColumn("lastReview", timestamp)
    .addColumn("lastScore", "double precision")
    .addPrimaryKeyConstraint("reviewCard_pk", ["userId", "kind", "ref"])
    .execute();
  // Today's queue reads a user's cards by due date.
  await db.schema
    .createIndex("reviewCard_userId_due_idx")
    .on("reviewCard")
    .columns(["userId", "due"])
    .execute();
  await db.schema
    .createTable("reviewLog")
    .addColumn("id", autoIncrementId, (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ref", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("score", "double precision", (c) => c.notNull())
    .addColumn("reviewedAt", timestamp, (c) => c.notNull())
    // The UTC day as YYYY-MM-DD, so the streak is one index range in both databases.
    .addColumn("reviewDay", "text", (c) => c.notNull())
    .execute();
  // Readiness reads the latest scores per topic; the streak reads the distinct days.
  await db.schema
    .createIndex("reviewLog_userId_topic_idx")
    .on("reviewLog")
    .columns(["userId", "topic", "reviewedAt"])
    .execute();
  await db.schema
    .createIndex("reviewLog_userId_day_idx")
    .on("reviewLog")
    .columns(["userId", "reviewDay"])
    .execute();
  await db.schema
    .createTable("mockInterview")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("track", "text", (c) => c.notNull())
    .addColumn("minutes", "integer", (c) => c.notNull())
    .addColumn("startedAt", timestamp, (c) => c.notNull())
    .addColumn("endsAt", timestamp, (c) => c.notNull())
    .addColumn("finishedAt", timestamp)
    .addColumn("parts", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("mockInterview_userId_idx")
    .on("mockInterview")
    .columns(["userId", "startedAt"])
    .execute();
  await db.schema
    .createTable("mockInterviewAnswer")
    .addColumn("mockInterviewId", "text", (c) =>
      c.notNull().references("mockInterview.id").onDelete("cascade"),
    )
    .addColumn("partIndex", "integer", (c) => c.notNull())
    .addColumn("score", "double precision", (c) => c.notNull())
    .addColumn("answeredAt", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("mockInterviewAnswer_pk", ["mockInterviewId", "partIndex"])
    .execute();
}
