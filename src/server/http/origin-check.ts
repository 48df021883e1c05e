import type { MiddlewareHandler } from "hono";
import { ApiError } from "./errors";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF, login CSRF).
 * Requests without an Origin header come from scripts and tools, not from another site's page.
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return (c, next) => {
    if (unsafeMethods.has(c.req.method)) {
      const origin = c.req.header("origin");
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((origin && origin !== "null" && !trusted.has(origin)) || origin === "null" || crossSite) {
        throw new ApiError(
          403,
          "FORBIDDEN_ORIGIN",
          "This request was sent from another website and was refused.",
        );
      }
    }
    return next();
  };
}
