import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** What the server measures for Prometheus; one per process, so tests can make their own. */
export interface Metrics {
  registry: Registry;
  /** Time of one SQL query, from Kysely's query log. */
  observeQuery: (milliseconds: number) => void;
  /** Times every request by method, route pattern (bounded cardinality: never the raw path) and status. */
  middleware: MiddlewareHandler;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Heap, GC, CPU, handles and the event-loop delay histogram (perf_hooks), sampled every 10 ms.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to its answer, by route pattern.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of one database query.",
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [registry],
  });
  return {
    registry,
    observeQuery: (milliseconds) => queryDuration.observe(milliseconds / 1000),
    middleware: async (c, next) => {
      const stop = requestDuration.startTimer();
      await next();
      stop({ method: c.req.method, route: routePath(c), status: String(c.res.status) });
    },
  };
}

/** GET /metrics in Prometheus' text format, for a scraper holding the bearer token. */
export function metricsEndpoint(metrics: Metrics, token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (c: Context) => {
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ error: { code: "AUTH_REQUIRED", message: "The metrics need the bearer token." } }, 401);
    }
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  };
}
