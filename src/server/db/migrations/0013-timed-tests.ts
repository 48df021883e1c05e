import type { Kysely } from "kysely";

/**
 * A modelling test taken in timed test mode keeps its duration, and any attempt its investment recommendation
 * (docs/modelling-tests.md#timed-test-mode, #the-investment-recommendation); both null otherwise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("exercise").addColumn("timedMinutes", "integer").execute();
  await db.schema.alterTable("exercise").addColumn("recommendation", "text").execute();
}
