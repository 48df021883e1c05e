import { hc } from "hono/client";
import type { AppType } from "../../server/app";

/** An error answer from the API, with the server's code and human message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The one way the web app calls the server: same-origin, cookies included, errors thrown as ApiRequestError. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "same-origin" });
  if (response.ok || response.status === 302) return response;
  throw await toApiError(response);
}

/** The typed client for the app's own routes (types flow from the server's AppType). */
// Pure: a page that only calls apiFetch does not carry the typed client.
export const api = /* @__PURE__ */ hc<AppType>("/", { fetch: apiFetch }).api;

/** Reads JSON from a typed-client call. */
export async function json<R extends { json: () => Promise<unknown> }>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R["json"]>>> {
  return (await (await call).json()) as Awaited<ReturnType<R["json"]>>;
}

/** POSTs JSON to an auth endpoint (Better Auth's own routes have no typed client). */
export async function postAuth<T>(path: string, body: unknown): Promise<T> {
  const response = await apiFetch(`/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  let body: { error?: { code?: string; message?: string }; code?: string; message?: string } = {};
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  // The app answers { error: { code, message } }; Better Auth answers { code, message }.
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message = body.error?.message ?? body.message ?? `Request failed (${response.status})`;
  return new ApiRequestError(response.status, code, message);
}
