import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const app = new Hono()
  .use(securityHeaders())
  .get("/json", (c) => c.json({ ok: true }))
  .get("/own-header", (c) => c.text("hi", 200, { "Cache-Control": "no-store" }));

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self';/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
}

describe("securityHeaders", () => {
  it("sets every header on the Node response, next to the route's own headers", async () => {
    const server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started as Server),
      );
    });
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const json = await fetch(`${base}/json`);
      expectSecurityHeaders(json.headers);
      expect(await json.json()).toEqual({ ok: true });
      const own = await fetch(`${base}/own-header`);
      expectSecurityHeaders(own.headers);
      expect(own.headers.get("cache-control")).toBe("no-store");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("sets them on the Hono response when there is no Node response", async () => {
    const response = await app.request("/own-header");
    expectSecurityHeaders(response.headers);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
