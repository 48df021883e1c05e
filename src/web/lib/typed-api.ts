import { hc } from "hono/client";
import type { AppType } from "../../server/app";
import { apiFetch } from "./api-client";

// Its own module: the typed client is a Proxy that no bundler can drop once its module is loaded, and the
// home page, which only calls apiFetch, should not carry it.

/** The typed client for the app's own routes (types flow from the server's AppType). */
export const api = /* @__PURE__ */ hc<AppType>("/", { fetch: apiFetch }).api;

/** Reads JSON from a typed-client call. */
export async function json<R extends { json: () => Promise<unknown> }>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<R["json"]>>> {
  return (await (await call).json()) as Awaited<ReturnType<R["json"]>>;
}
