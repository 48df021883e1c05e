import { createHmac, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findSessionUser } from "../modules/account/repository";
import type { AppEnv, SessionUser } from "./app-env";
import { ApiError } from "./errors";

// Better Auth's session cookie: "<token>.<base64 HMAC-SHA256 of the token>", "__Secure-" prefixed over https.
const sessionCookieNames = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** The session token of a correctly signed session cookie, else null. */
export function verifiedSessionToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  // Compared as text: Node's base64 decoder would forgive trailing junk after the padding.
  const signature = Buffer.from(cookieValue.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Provides `c.var.currentUser()`, which resolves the session cookie once, when a route first asks, and
 * marks the response `Vary: Cookie`.
 * Sessions are Better Auth's; the app reads them with one indexed query instead of a round trip through
 * Better Auth's endpoint machinery, which costs several times more on every signed-in request.
 */
export function loadSession({
  db,
  secret,
}: {
  db: Kysely<Database>;
  secret: string;
}): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    let lookup: Promise<SessionUser | null> | undefined;
    c.set("currentUser", () => {
      if (lookup) return lookup;
      // An answer built after asking who is signed in differs from one student to the next.
      c.header("Vary", "Cookie", { append: true });
      lookup = (async () => {
        const cookie = sessionCookieNames.map((name) => getCookie(c, name)).find(Boolean);
        const token = verifiedSessionToken(cookie, secret);
        return token ? findSessionUser(db, token, new Date()) : null;
      })();
      return lookup;
    });
    return next();
  };
}

/** The signed-in user, or a 401 with the given message. */
export async function requireUser(
  c: { var: AppEnv["Variables"] },
  message = "You must be logged in to view this page",
): Promise<SessionUser> {
  const user = await c.var.currentUser();
  if (!user) throw new ApiError(401, "AUTH_REQUIRED", message);
  return user;
}
