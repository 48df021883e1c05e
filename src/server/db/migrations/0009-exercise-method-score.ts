import type { Kysely } from "kysely";

/**
 * The method score of an attempt (docs/marking.md#scores): the share of cells right or right on the student's own figures.
 * Attempts saved before follow-through marking have none; the history viewer recomputes their correction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("exercise").addColumn("methodScore", "integer").execute();
}
