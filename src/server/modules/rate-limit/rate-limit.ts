import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";
import { countRequest, type RateLimitRule } from "./repository";

/** Throws a 429 with a readable message once `key` has used up its requests in the window. */
export async function enforceRateLimit(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const now = Date.now();
  const { count, windowStart } = await countRequest(db, key, rule, now);
  if (count <= rule.max) return;
  throw tooManyRequests((windowStart + rule.window * 1000 - now) / 1000);
}

/**
 * The same limit counted in this process's memory, for the check route: it is the hottest route, and a
 * database write per request would cost a good share of the check itself, where a map lookup costs
 * nothing. One process serves the app, so the count is whole (several instances would each allow the
 * limit, still far above what a student does), and a restart that forgets the counts only lets people in.
 * All keys share one window and the map is dropped when it ends, so memory holds one window's users.
 */
export function inProcessRateLimit(rule: RateLimitRule, now: () => number = Date.now) {
  let counts = new Map<string, number>();
  let windowEnds = 0;
  return (key: string): void => {
    const time = now();
    if (time >= windowEnds) {
      counts = new Map();
      windowEnds = time + rule.window * 1000;
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > rule.max) throw tooManyRequests((windowEnds - time) / 1000);
  };
}
