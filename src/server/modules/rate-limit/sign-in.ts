import { createHash } from "node:crypto";
import type { HonoRequest, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { enforceRateLimit } from "./rate-limit";
import type { RateLimitRule } from "./repository";

/**
 * Sign-in back-off in front of Better Auth, whose own limiter knows only the address: an account is
 * counted per address it is tried from, so guesses from one place never lock its owner out of another,
 * and each address is counted across accounts as well.
 */
export function limitSignIn({
  db,
  perAccount,
  perAddress,
}: {
  db: Kysely<Database>;
  perAccount: RateLimitRule;
  perAddress: RateLimitRule;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const address = c.var.clientIp;
    const account = await accountOf(c.req);
    await enforceRateLimit(db, `sign-in:${address}:${account}`, perAccount);
    await enforceRateLimit(db, `sign-in-address:${address}`, perAddress);
    return next();
  };
}

/**
 * The account a sign-in names, hashed so the counters never hold an email (nor anyone's typo of one).
 * Hono caches the body text, so Better Auth reads the same body afterwards. A body with no readable
 * email is counted as one account, so it cannot slip past the per-account limit.
 */
async function accountOf(req: HonoRequest): Promise<string> {
  const text = await req.text();
  const type = req.header("content-type") ?? "";
  let email: unknown;
  try {
    email = /x-www-form-urlencoded/i.test(type)
      ? new URLSearchParams(text).get("email")
      : (JSON.parse(text) as { email?: unknown } | null)?.email;
  } catch {
    email = undefined;
  }
  const normalised = typeof email === "string" ? email.trim().toLowerCase() : "";
  return createHash("sha256").update(normalised).digest("base64url");
}
