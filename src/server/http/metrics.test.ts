import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess } from "../test/server-process";

const token = "metrics-token-0123456789abcdef";

describe("GET /metrics", { timeout: 60_000 }, () => {
  it("is off unless METRICS_TOKEN is set", async () => {
    const server = await startServerProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "metrics-off-")) });
    try {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await response.text()).not.toContain("http_request_duration_seconds");
    } finally {
      await server.stop();
    }
  });

  it("asks for the bearer token, then serves latency per route, event-loop delay, heap and database time", async () => {
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "metrics-on-")),
      METRICS_TOKEN: token,
    });
    try {
      for (const seed of [1, 2, 3]) await fetch(`${server.url}/api/case-studies/dcf/new?seed=${seed}`);
      await fetch(`${server.url}/api/questions`);

      const anonymous = await fetch(`${server.url}/metrics`);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.code).toBe("AUTH_REQUIRED");
      const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer nope" } });
      expect(wrong.status).toBe(401);

      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain");
      const text = await response.text();
      // The route pattern, never the raw path with its query: three requests counted under one label set.
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/case-studies\/:type\/new",status="200"\} 3/,
      );
      expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
      expect(text).toMatch(/nodejs_heap_size_used_bytes \d/);
      const queries = Number(/db_query_duration_seconds_count (\d+)/.exec(text)?.[1] ?? "0");
      expect(queries).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
