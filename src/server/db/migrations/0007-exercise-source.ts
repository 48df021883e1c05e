import type { Kysely } from "kysely";

/** Where an attempt's answers came from: the screen's grid or an uploaded workbook. Older rows came from the screen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("exercise")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("screen"))
    .execute();
}
