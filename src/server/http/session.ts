import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth";
import type { AppEnv, SessionUser } from "./app-env";
import { ApiError } from "./errors";

/** Resolves the session cookie to `c.var.user` (null when signed out). */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session ? toSessionUser(session.user) : null);
    await next();
  };
}

/** The signed-in user, or a 401 with the given message. */
export function requireUser(
  user: SessionUser | null,
  message = "You must be logged in to view this page",
): SessionUser {
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
