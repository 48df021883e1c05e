import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type Auth, clientIpHeader } from "../auth";
import type { AppEnv } from "./app-env";
import { ApiError, tooManyRequests } from "./errors";

/**
 * Hands a request to Better Auth and keeps its answers within the API's contract: every error is
 * JSON with a code and a message. Better Auth answers an unknown path with an empty 404, its rate
 * limit with a bare message, and a few refusals without a code; those get the app's error shape.
 */
export function authHandler(auth: Auth) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    // Better Auth keys its rate limits by this header: the address the app resolved, never the client's say.
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, c.var.clientIp);
    // The NUL check may have read the body already: pass it on from Hono's cache.
    const body = c.req.method === "GET" ? undefined : await c.req.arrayBuffer();
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    if (response.ok) return withoutSessionToken(response);
    if (response.status < 400 || response.status >= 500) return response;
    if (response.status === 429) throw tooManyRequests(Number(response.headers.get("x-retry-after")) || 60);
    const error = await errorBody(response);
    if (typeof error?.code === "string" && typeof error.message === "string") return response;
    if (response.status === 404) throw new ApiError(404, "NOT_FOUND", "No such API endpoint.");
    throw new ApiError(
      response.status as ContentfulStatusCode,
      codeByStatus[response.status] ?? "REQUEST_REFUSED",
      typeof error?.message === "string" && error.message ? error.message : "The request was refused.",
    );
  };
}

/**
 * Better Auth repeats the session token in its JSON: `token` in sign-in, sign-up and change-password,
 * `session.token` in get-session. The cookie that carries it is HttpOnly precisely so that page scripts never
 * hold it; drop it from the body as well.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json()) as { token?: unknown; session?: { token?: unknown } } | null;
  if (body !== null && typeof body === "object") {
    delete body.token;
    if (body.session !== null && typeof body.session === "object") delete body.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

const codeByStatus: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
};

async function errorBody(response: Response): Promise<{ code?: unknown; message?: unknown } | null> {
  try {
    const parsed: unknown = await response.clone().json();
    return parsed !== null && typeof parsed === "object" ? parsed : null;
  } catch {
    return null;
  }
}
