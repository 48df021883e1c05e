import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  max: number;
}

/**
 * Counts one request against `key` in a fixed window and returns the count so far, in one atomic
 * statement, so several app instances on one database share the limit.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
  now: number,
): Promise<{
  count: number;
  windowStart: number;
}> {
  const windowStart = now - rule.window * 1000;
  const row = await db
    .insertInto("rateLimit")
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when ${sql.ref("rateLimit.lastRequest")} <= ${windowStart} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
        lastRequest: sql<number>`case when ${sql.ref("rateLimit.lastRequest")} <= ${windowStart} then ${now} else ${sql.ref("rateLimit.lastRequest")} end`,
      }),
    )
    .returning(["count", "lastRequest"])
    .executeTakeFirstOrThrow();
  return { count: row.count, windowStart: Number(row.lastRequest) };
}
