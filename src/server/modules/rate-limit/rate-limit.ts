import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/errors";
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
  const retryAfter = Math.max(1, Math.ceil((windowStart + rule.window * 1000 - now) / 1000));
  throw new ApiError(
    429,
    "RATE_LIMITED",
    `Too many requests. Please wait ${retryAfter} seconds and try again.`,
    { "Retry-After": String(retryAfter) },
  );
}
