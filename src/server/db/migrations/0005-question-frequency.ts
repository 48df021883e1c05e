import type { Kysely } from "kysely";

/** How often a question comes up in interviews; rows that predate the field count as "occasional". */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("question")
    .addColumn("frequency", "text", (c) => c.notNull().defaultTo("occasional"))
    .execute();
}
