import type { Kysely } from "kysely";

/** The profile's per-type progress reads a user's attempts of one type, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("exercise_userId_type_date_idx")
    .on("exercise")
    .columns(["userId", "exerciseType", "date"])
    .execute();
}
