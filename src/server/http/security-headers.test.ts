import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

function appFor(publicUrl: string) {
  return new Hono()
    .use(securityHeaders({ publicUrl }))
    .get("/json", (c) => c.json({ ok: true }))
    .get("/own-header", (c) =>
      c.text("hi", 200, { "Cache-Control": "no-store", "X-Frame-Options": "SAMEORIGIN" }),
    );
}

const hsts = "max-age=15552000; includeSubDomains";

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src 'self';/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

async function overHttp<T>(publicUrl: string, use: (base: string) => Promise<T>): Promise<T> {
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: appFor(publicUrl).fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    );
  });
  try {
    const address = server.address();
    return await use(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("securityHeaders", () => {
  it("sets every header on the Node response; a route's own header wins", async () => {
    await overHttp("http://localhost:3000", async (base) => {
      const json = await fetch(`${base}/json`);
      expectSecurityHeaders(json.headers);
      expect(json.headers.get("x-frame-options")).toBe("DENY");
      expect(await json.json()).toEqual({ ok: true });
      const own = await fetch(`${base}/own-header`);
      expectSecurityHeaders(own.headers);
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(own.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    });
  });

  it("sets them on the Hono response when there is no Node response; a route's own header wins", async () => {
    const response = await appFor("http://localhost:3000").request("/own-header");
    expectSecurityHeaders(response.headers);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("sends HSTS only over HTTPS: behind an https PUBLIC_URL, or on a request whose URL is https", async () => {
    await overHttp("http://localhost:3000", async (base) => {
      expect((await fetch(`${base}/json`)).headers.get("strict-transport-security")).toBeNull();
    });
    await overHttp("https://practice.example", async (base) => {
      expect((await fetch(`${base}/json`)).headers.get("strict-transport-security")).toBe(hsts);
    });
    const plainApp = appFor("http://localhost:3000");
    expect(
      (await plainApp.request("http://localhost/json")).headers.get("strict-transport-security"),
    ).toBeNull();
    expect((await plainApp.request("https://localhost/json")).headers.get("strict-transport-security")).toBe(
      hsts,
    );
  });
});
