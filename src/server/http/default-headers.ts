import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";

export type HeaderList = readonly (readonly [string, string])[];

/**
 * Headers a response carries unless its route sets its own. On Node they go straight onto the outgoing
 * response, which Node merges under whatever the route answers; setting a dozen headers through web
 * `Headers` instead cost a quarter of a small API request. Without a Node response (`app.request`, other
 * runtimes) they are added to the Hono response where it lacks them.
 */
export function defaultHeaders(headersFor: (c: Context) => HeaderList): MiddlewareHandler {
  return async (c, next) => {
    const headers = headersFor(c);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
