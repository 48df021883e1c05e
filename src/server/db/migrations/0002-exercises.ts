import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/** Saved case-study attempts (docs/marking.md#the-saved-attempt plus seed, engine version and time spent). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("exercise")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("exerciseType", "text", (c) => c.notNull())
    .addColumn("date", timestamp, (c) => c.notNull())
    .addColumn("userAnswers", "text", (c) => c.notNull())
    .addColumn("statement", "text", (c) => c.notNull())
    .addColumn("score", "integer")
    .addColumn("seed", "bigint", (c) => c.notNull())
    .addColumn("engineVersion", "integer", (c) => c.notNull())
    .addColumn("timeSpentSeconds", "integer")
    .execute();
  // The profile lists a user's attempts newest first and pages through them.
  await db.schema
    .createIndex("exercise_userId_date_idx")
    .on("exercise")
    .columns(["userId", "date", "id"])
    .execute();
}
