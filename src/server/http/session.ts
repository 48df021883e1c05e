import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import type { AppEnv, SessionUser } from "./app-env";
import { ApiError } from "./errors";

/** Provides `c.var.currentUser()`, which resolves the session cookie once, when a route first asks. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let lookup: Promise<SessionUser | null> | undefined;
    c.set("currentUser", () => {
      lookup ??= auth.api
        .getSession({ headers: c.req.raw.headers })
        .then((session) => (session ? toSessionUser(session.user) : null));
      return lookup;
    });
    await next();
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

function toSessionUser(user: {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  firstName?: unknown;
  lastName?: unknown;
  school?: unknown;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: String(user.firstName ?? ""),
    lastName: String(user.lastName ?? ""),
    school: String(user.school ?? ""),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
