import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the client caused or may see: it becomes `{ error: { code, message } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Writes the JSON error shape of docs/api.md#errors. */
export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ error: { code: error.code, message: error.message } }, error.status);
}

export const notFound = (what: string) => new ApiError(404, "NOT_FOUND", `${what} not found.`);

/** A 429 that says when to try again, in whole seconds, in its message and its Retry-After header. */
export function tooManyRequests(seconds: number, message?: (retryAfter: number) => string): ApiError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new ApiError(
    429,
    "RATE_LIMITED",
    message?.(retryAfter) ?? `Too many requests. Please wait ${retryAfter} seconds and try again.`,
    { "Retry-After": String(retryAfter) },
  );
}
