import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./errors";

/**
 * Refuses a request body over `maxBytes` with a 413 before anything parses it. A declared
 * Content-Length is compared without touching the body; a chunked body is counted as it streams in.
 * A request with neither header has no body and passes straight through, so reads stay cheap: asking
 * for the body of a GET would build a whole web Request for nothing.
 */
export function limitBodySize(
  maxBytes: number,
  tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", "The request body is too large."),
): MiddlewareHandler {
  const refuse = (): never => {
    throw tooLarge();
  };
  const countStreamedBody = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return (c, next) => {
    if (c.req.header("transfer-encoding") !== undefined) return countStreamedBody(c, next);
    if (Number(c.req.header("content-length") ?? 0) > maxBytes) refuse();
    return next();
  };
}
