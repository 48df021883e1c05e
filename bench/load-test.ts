import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { DatabaseKind } from "../src/server/db/database";
import { TestClient } from "../src/server/test/http-client";
import { startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { latestMailLink } from "../src/server/test/test-server";

// npm run bench:load [-- --seconds 10 --prefill 50000 --database sqlite|postgres]
// Open-loop load on the compiled server: requests arrive on a fixed schedule, evenly spaced, whatever
// the server's answers, and each latency counts from the request's scheduled start (so a stalled server
// cannot hide its queue by slowing the client down, as a closed loop does). Two streams: generations
// (GET …/new, the three case studies in turn) and signed-in checks of a whole typed DCF grid (POST
// …/check, each one saved). Per database: (1) the target, 800 generations and 200 checks a second after
// a 5-second warm-up, on a fresh database and on one already holding --prefill saved exercises; (2) the
// highest rate, in steps, at which p99 stays under 100 ms for both streams with no error.
//
// A student's session, as assumed for "simultaneous students": open a case (and four in all, regenerating
// to find one to practise), type for about a minute, check, then answer a question: some 90 seconds for
// four generations and one check. So a check rate of C a second is C × 90 students practising at once.

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    prefill: { type: "string", default: "50000" },
    database: { type: "string" },
  },
});
const measureSeconds = Number(options.seconds);
const prefillCount = Number(options.prefill);
const onlyDatabase = options.database;
if (
  !(measureSeconds > 0) ||
  !(prefillCount >= 0) ||
  (onlyDatabase !== undefined && onlyDatabase !== "sqlite" && onlyDatabase !== "postgres")
) {
  console.error("Usage: npm run bench:load -- [--seconds 10] [--prefill 50000] [--database sqlite|postgres]");
  process.exit(2);
}

const warmUpSeconds = 5;
const targetRates = { generations: 800, checks: 200 };
const targetP99Ms = 50;
const searchP99Ms = 100;
const sessionSeconds = 90;
const studentsSignedIn = 16;
const metricsToken = randomUUID();
const generationTypes = ["lbo", "dcf", "dilution-accretion"];
// One keep-alive pool, large enough that the client never queues a request behind a busy socket.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

interface Request {
  method: "GET" | "POST";
  path: string;
  body?: string;
  cookie?: string;
}

/** Sends one request and resolves with its status (0 for a transport error) once the body is read. */
function send(baseUrl: URL, request: Request): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        agent,
        host: baseUrl.hostname,
        port: baseUrl.port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body ? { "content-type": "application/json", origin: baseUrl.origin } : {}),
          ...(request.cookie ? { cookie: request.cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    outgoing.on("error", () => resolve(0));
    outgoing.end(request.body);
  });
}

interface StreamResult {
  name: string;
  sent: number;
  errors: number;
  /** The statuses of the errors, 0 for a connection that failed: "0 ×2, 500 ×1". */
  errorStatuses: string;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

/**
 * Drives each stream at its rate for warm-up + measured seconds; only requests scheduled after the
 * warm-up count. Latency = answer time − scheduled time.
 */
async function openLoop(
  baseUrl: URL,
  streams: Array<{ name: string; rate: number; next: (index: number) => Request }>,
  warmUp: number,
  measured: number,
): Promise<StreamResult[]> {
  const started = performance.now();
  const measureFrom = started + warmUp * 1000;
  const stopAt = measureFrom + measured * 1000;
  const pending: Promise<void>[] = [];
  const results = streams.map((stream) => ({
    ...stream,
    sentCount: 0,
    latencies: [] as number[],
    errors: 0,
    statuses: new Map<number, number>(),
  }));
  for (;;) {
    const now = performance.now();
    if (now >= stopAt) break;
    let nextDue = stopAt;
    for (const stream of results) {
      // Every request whose scheduled time has come goes out now, each timed from its own schedule.
      for (;;) {
        const due = started + (stream.sentCount * 1000) / stream.rate;
        if (due > now) {
          nextDue = Math.min(nextDue, due);
          break;
        }
        const counted = due >= measureFrom;
        const request = stream.next(stream.sentCount);
        stream.sentCount += 1;
        pending.push(
          send(baseUrl, request).then((status) => {
            if (!counted) return;
            stream.latencies.push(performance.now() - due);
            if (status >= 200 && status < 300) return;
            stream.errors += 1;
            stream.statuses.set(status, (stream.statuses.get(status) ?? 0) + 1);
          }),
        );
      }
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Math.min(5, nextDue - performance.now()))),
    );
  }
  await Promise.all(pending);
  return results.map((stream) => {
    const sorted = stream.latencies.sort((a, b) => a - b);
    return {
      name: stream.name,
      sent: sorted.length,
      errors: stream.errors,
      errorStatuses: [...stream.statuses].map(([status, count]) => `${status} ×${count}`).join(", "),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  });
}

/** The server's own counters, read from GET /metrics (its event-loop delay histogram resets on each read). */
interface ServerFigures {
  eventLoopP99: number;
  eventLoopMax: number;
  gcSeconds: number;
  gcSlowPauses: number;
  dbSeconds: number;
  heapUsedMb: number;
}

async function serverFigures(baseUrl: URL): Promise<ServerFigures> {
  const response = await fetch(new URL("/metrics", baseUrl), {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  const sum = (name: string, labels = "") => {
    let total = 0;
    for (const line of text.split("\n")) {
      if (line.startsWith(name) && line.includes(labels)) total += Number(line.split(" ").pop());
    }
    return total;
  };
  return {
    eventLoopP99: sum("nodejs_eventloop_lag_p99_seconds ") * 1000,
    eventLoopMax: sum("nodejs_eventloop_lag_max_seconds ") * 1000,
    gcSeconds: sum("nodejs_gc_duration_seconds_sum"),
    // The slow collections: those above 10 ms, counted from the histogram's buckets.
    gcSlowPauses:
      sum("nodejs_gc_duration_seconds_count") - sum("nodejs_gc_duration_seconds_bucket", 'le="0.01"'),
    dbSeconds: sum("db_query_duration_seconds_sum"),
    heapUsedMb: sum("nodejs_heap_size_used_bytes ") / 2 ** 20,
  };
}

/** Runs one open-loop phase and prints what the server itself saw meanwhile. */
async function measuredPhase(
  baseUrl: URL,
  streams: Parameters<typeof openLoop>[1],
  warmUp: number,
  measured: number,
): Promise<{ results: StreamResult[]; server: string }> {
  const before = await serverFigures(baseUrl);
  // The client's own stalls count as latency too (each request is timed from its schedule): shown apart.
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const results = await openLoop(baseUrl, streams, warmUp, measured);
  clientDelay.disable();
  const after = await serverFigures(baseUrl);
  const clientMs = (nanoseconds: number) => fixed(nanoseconds / 1e6);
  const server = `    server: event-loop delay p99 ${fixed(after.eventLoopP99)} ms, max ${fixed(after.eventLoopMax)} ms; GC ${fixed((after.gcSeconds - before.gcSeconds) * 1000)} ms in all, ${after.gcSlowPauses - before.gcSlowPauses} pauses over 10 ms; database ${fixed((after.dbSeconds - before.dbSeconds) * 1000)} ms; heap ${fixed(after.heapUsedMb)} MB; client event-loop delay p99 ${clientMs(clientDelay.percentile(99))} ms, max ${clientMs(clientDelay.max)} ms`;
  return { results, server };
}

/** Signs a student up, verifies from the outbox, signs in; returns the session cookie. */
async function signedInCookie(url: string, outboxDir: string): Promise<string> {
  const client = new TestClient(url);
  const email = `load-${randomUUID().slice(0, 12)}@example.com`;
  const password = "load-test-password";
  const signUp = await client.post("/api/auth/sign-up/email", {
    email,
    password,
    name: "Load Student",
    firstName: "Load",
    lastName: "Student",
    school: "Bench",
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${signUp.text}`);
  let link: string | undefined;
  for (let waited = 0; !link; waited += 50) {
    try {
      link = latestMailLink(outboxDir, email, /Verify your email/);
    } catch (error) {
      if (waited > 10_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.get(link.replace(/^https?:\/\/[^/]+/, ""));
  const signIn = await client.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
  return client.cookieHeader();
}

/** A whole typed DCF grid per seed, as a student who finished it would send (every cell filled). */
async function checkBodies(url: string, count: number): Promise<string[]> {
  const client = new TestClient(url);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const seed = 1000 + index;
      const exercise = await client.get(`/api/case-studies/dcf/new?seed=${seed}`);
      const cells: Array<{ key: string }> = exercise.json.cells;
      const answers = Object.fromEntries(cells.map((cell, i) => [cell.key, String(100 + i * 7)]));
      return JSON.stringify({ seed, answers, timeSpentSeconds: 300 });
    }),
  );
}

/** Saves `count` checks through the API, 32 at a time, as a long-used server would hold. */
async function prefill(baseUrl: URL, cookie: string, bodies: string[], count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < count) {
        const body = bodies[next % bodies.length];
        next += 1;
        const status = await send(baseUrl, {
          method: "POST",
          path: "/api/case-studies/dcf/check",
          body,
          cookie,
        });
        if (status !== 200) throw new Error(`prefill check answered ${status}`);
      }
    }),
  );
}

const fixed = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));
const pad = (text: string | number, width: number) => String(text).padStart(width);

function table(results: StreamResult[]): string[] {
  return results.map(
    (r) =>
      `    ${r.name.padEnd(12)} ${pad(r.sent, 7)} requests  p50 ${pad(fixed(r.p50), 6)} ms  p99 ${pad(fixed(r.p99), 7)} ms  max ${pad(fixed(r.max), 7)} ms  errors ${r.errors}${r.errors ? ` (${r.errorStatuses})` : ""}`,
  );
}

async function benchDatabase(kind: DatabaseKind): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `open-loop-${kind}-`));
  const database = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    METRICS_TOKEN: metricsToken,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  const baseUrl = new URL(server.url);
  try {
    const cookies = await Promise.all(
      Array.from({ length: studentsSignedIn }, () =>
        signedInCookie(server.url, path.join(dataDir, "outbox")),
      ),
    );
    const bodies = await checkBodies(server.url, 200);
    const streamsAt = (generations: number, checks: number) => [
      {
        name: "generations",
        rate: generations,
        next: (index: number): Request => ({
          method: "GET",
          path: `/api/case-studies/${generationTypes[index % generationTypes.length]}/new?seed=${randomInt(2 ** 31 - 1)}`,
        }),
      },
      {
        name: "checks",
        rate: checks,
        next: (index: number): Request => ({
          method: "POST",
          path: "/api/case-studies/dcf/check",
          body: bodies[index % bodies.length],
          cookie: cookies[index % cookies.length],
        }),
      },
    ];
    const passes = (results: StreamResult[], p99: number) =>
      results.every((result) => result.errors === 0 && result.p99 < p99);

    console.log(
      `\nOpen-loop load on ${kind} (client and server share ${os.availableParallelism()} cores; load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    await serverFigures(baseUrl);
    const { results: target, server: targetServer } = await measuredPhase(
      baseUrl,
      streamsAt(targetRates.generations, targetRates.checks),
      warmUpSeconds,
      measureSeconds,
    );
    console.log(
      `  target, fresh database: ${targetRates.generations} generations + ${targetRates.checks} checks a second, ${measureSeconds} s after a ${warmUpSeconds} s warm-up: ${passes(target, targetP99Ms) ? "met" : "missed"} (p99 < ${targetP99Ms} ms, no error)`,
    );
    for (const line of table(target)) console.log(line);
    console.log(targetServer);

    console.log(
      `  search: the highest rate (4 generations to 1 check) with p99 < ${searchP99Ms} ms and no error`,
    );
    let best: number | undefined;
    for (const checks of [50, 100, 150, 200, 250, 300, 400, 500]) {
      const results = await openLoop(
        baseUrl,
        streamsAt(checks * 4, checks),
        2,
        Math.max(4, measureSeconds / 2),
      );
      const ok = passes(results, searchP99Ms);
      console.log(
        `    ${pad(checks * 4, 5)} gen/s + ${pad(checks, 3)} checks/s: ${results.map((r) => `${r.name} p99 ${fixed(r.p99)} ms, errors ${r.errors}`).join("; ")} → ${ok ? "ok" : "over"}`,
      );
      if (!ok) break;
      best = checks;
    }
    console.log(
      best === undefined
        ? "  highest passing rate: none of those tried"
        : `  highest passing rate on ${kind}: ${best * 4} generations + ${best} checks a second ≈ ${best * sessionSeconds} students practising at once (one check per ${sessionSeconds}-second session)`,
    );

    if (prefillCount > 0) {
      const started = performance.now();
      await prefill(baseUrl, cookies[0] ?? "", bodies, prefillCount);
      console.log(
        `  prefilled ${prefillCount} saved exercises in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const { results: loaded, server: loadedServer } = await measuredPhase(
        baseUrl,
        streamsAt(targetRates.generations, targetRates.checks),
        warmUpSeconds,
        measureSeconds,
      );
      console.log(
        `  target with ${prefillCount} saved exercises: ${passes(loaded, targetP99Ms) ? "met" : "missed"}`,
      );
      for (const line of table(loaded)) console.log(line);
      console.log(loadedServer);
    }
  } finally {
    await server.stop();
    await database?.dispose();
  }
}

const available: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
for (const kind of available.filter((kind) => onlyDatabase === undefined || kind === onlyDatabase))
  await benchDatabase(kind);
if (!process.env.TEST_DATABASE_URL) console.log("\nPostgreSQL skipped: set TEST_DATABASE_URL to include it.");
agent.destroy();
