import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { generate } from "../src/engine";
import { answersFrom } from "../src/engine/test-support/answers";
import { type DatabaseKind, sqliteFileIn } from "../src/server/db/database";
import { startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { runLoad } from "./load";
import { attemptCount, cardCount, seedPracticeHistory } from "./practice";
import { seedStudents } from "./students";

// npm run bench:load [-- --database sqlite|postgres --students 2000 --generations 1600 --checks 400
//                        --seconds 10 --workload-minutes 2 --search --only practice]
// Open-loop load on the compiled server: requests arrive on a fixed schedule, evenly spaced, whatever the
// server's answers, and each latency counts from the request's scheduled start (so a stalled server cannot
// hide its queue by slowing the client down, as a closed loop does). --students signed-in students are stored
// through the data layer (seedStudents), each with a session cookie signed as Better Auth signs it; each
// check comes from the next student in turn with that student's own exercise, so at 400 checks a second
// each of 2,000 students checks every 5 seconds. Two streams: generations (GET …/new, the three case studies
// in turn) and checks (POST …/check of a whole typed DCF grid, every other student with some cells wrong).
// Per database: (1) the target rates on a fresh server; (2) with --search, the highest rate (4 generations
// to 1 check) that holds p99 < 50 ms with no error; (3) --workload-minutes of mixed traffic (generations,
// checks, history, profile, today's queue, readiness), then the target again on the server that served it;
// (4) today's queue and readiness for one student with 5,000 cards and 20,000 attempts.
// Defaults: SQLite 1,600 + 400 a second, PostgreSQL 800 + 200 (the budgets' rates). The budgets' "hour of
// mixed traffic" is --workload-minutes 60. --only practice runs (4) alone, with no other student seeded.

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    students: { type: "string", default: "2000" },
    generations: { type: "string" },
    checks: { type: "string" },
    "workload-minutes": { type: "string", default: "2" },
    database: { type: "string" },
    search: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const measureSeconds = Number(options.seconds);
const studentCount = Number(options.students);
const workloadMinutes = Number(options["workload-minutes"]);
const onlyDatabase = options.database;
const practiceOnly = options.only === "practice";
const rateOption = (text: string | undefined) => (text === undefined ? undefined : Number(text));
const rates = { generations: rateOption(options.generations), checks: rateOption(options.checks) };
if (
  !(measureSeconds > 0) ||
  !(studentCount >= 1) ||
  !(workloadMinutes >= 0) ||
  [rates.generations, rates.checks].some((rate) => rate !== undefined && !(rate > 0)) ||
  (onlyDatabase !== undefined && onlyDatabase !== "sqlite" && onlyDatabase !== "postgres") ||
  (options.only !== undefined && !practiceOnly)
) {
  console.error(
    "Usage: npm run bench:load -- [--database sqlite|postgres] [--students 2000] [--generations N] [--checks N] [--seconds 10] [--workload-minutes 2] [--search] [--only practice]",
  );
  process.exit(2);
}

const warmUpSeconds = 5;
const defaultRates: Record<DatabaseKind, { generations: number; checks: number }> = {
  sqlite: { generations: 1_600, checks: 400 },
  postgres: { generations: 800, checks: 200 },
};
const targetP99Ms = 50;
const practiceP95Ms = 20;
const sessionSeconds = 90;
const metricsToken = randomUUID();
const authSecret = randomUUID() + randomUUID();
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

/** Each student's own exercise, a whole typed DCF grid; every other student has every fourth cell wrong. */
function checkBodies(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = 1_000 + index;
    const answers = answersFrom("DCF", generate("DCF", seed), "exact");
    if (index % 2 === 1) {
      Object.keys(answers).forEach((key, cell) => {
        if (cell % 4 === 0) answers[key] = String(Number(answers[key]) + 1_000);
      });
    }
    return JSON.stringify({ seed, answers, timeSpentSeconds: 300 });
  });
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
  const database = await createTestDatabase(kind, sqliteFileIn(dataDir));
  const target = {
    generations: rates.generations ?? defaultRates[kind].generations,
    checks: rates.checks ?? defaultRates[kind].checks,
  };
  const seedingStarted = performance.now();
  const students = practiceOnly
    ? []
    : await seedStudents(database.db, kind, { count: studentCount, authSecret });
  const [practiced] = await seedStudents(database.db, kind, { count: 1, authSecret });
  if (!practiced) throw new Error("no student seeded");
  await seedPracticeHistory(database.db, practiced.id);
  // What autovacuum does within a minute of such an insert: fresh statistics for the planner, and the
  // visibility map that lets PostgreSQL answer from an index alone.
  if (kind === "postgres") await sql`vacuum analyze`.execute(database.db);
  const bodies = checkBodies(students.length);
  const seedingSeconds = (performance.now() - seedingStarted) / 1000;
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: "warn",
      METRICS_TOKEN: metricsToken,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    { logFile: path.join(dataDir, "server.log") },
  );
  const baseUrl = new URL(server.url);
  const signedIn = (index: number) => students[index % students.length] ?? { cookie: "" };
  const generationStream = (rate: number) => ({
    name: "generations",
    rate,
    next: (index: number): Request => ({
      method: "GET",
      path: `/api/case-studies/${generationTypes[index % generationTypes.length]}/new?seed=${randomInt(2 ** 31 - 1)}`,
    }),
  });
  const checkStream = (rate: number) => ({
    name: "checks",
    rate,
    next: (index: number): Request => ({
      method: "POST",
      path: "/api/case-studies/dcf/check",
      body: bodies[index % bodies.length],
      cookie: signedIn(index).cookie,
    }),
  });
  const readStream = (name: string, rate: number, path: string) => ({
    name,
    rate,
    next: (index: number): Request => ({ method: "GET", path, cookie: signedIn(index * 7).cookie }),
  });
  const streamsAt = (generations: number, checks: number) => [
    generationStream(generations),
    checkStream(checks),
  ];
  const passes = (results: StreamResult[], p99: number) =>
    results.every((result) => result.errors === 0 && result.p99 < p99);
  const targetPhase = async (label: string) => {
    const { results, server: figures } = await measuredPhase(
      baseUrl,
      streamsAt(target.generations, target.checks),
      warmUpSeconds,
      measureSeconds,
    );
    console.log(
      `  ${label}: ${target.generations} generations + ${target.checks} checks a second from ${students.length} students, ${measureSeconds} s after a ${warmUpSeconds} s warm-up: ${passes(results, targetP99Ms) ? "met" : "missed"} (p99 < ${targetP99Ms} ms, no error)`,
    );
    for (const line of table(results)) console.log(line);
    console.log(figures);
  };

  try {
    console.log(
      `\nOpen-loop load on ${kind} (client and server share ${os.availableParallelism()} cores; load average ${os.loadavg()[0]?.toFixed(1)}); ${students.length} students and one with ${cardCount.toLocaleString("en-US")} cards seeded in ${seedingSeconds.toFixed(0)} s`,
    );
    await serverFigures(baseUrl);
    if (!practiceOnly) await targetPhase("target, fresh server");

    if (options.search && !practiceOnly) {
      console.log(
        `  search: the highest rate (4 generations to 1 check) with p99 < ${targetP99Ms} ms and no error`,
      );
      let best: number | undefined;
      for (const checks of [50, 100, 150, 200, 250, 300, 400, 500, 600]) {
        const results = await openLoop(
          baseUrl,
          streamsAt(checks * 4, checks),
          2,
          Math.max(4, measureSeconds / 2),
        );
        const ok = passes(results, targetP99Ms);
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
    }

    if (workloadMinutes > 0 && !practiceOnly) {
      // Half the target's rates, with the reads a student's other pages make.
      const mixed = [
        generationStream(target.generations / 2),
        checkStream(target.checks / 2),
        readStream("history", 20, "/api/exercises?limit=20"),
        readStream("profile", 10, "/api/profile"),
        readStream("today", 20, "/api/review/today"),
        readStream("readiness", 10, "/api/readiness"),
      ];
      const { results, server: figures } = await measuredPhase(baseUrl, mixed, 0, workloadMinutes * 60);
      console.log(`  mixed workload, ${workloadMinutes} min (all counted):`);
      for (const line of table(results)) console.log(line);
      console.log(figures);
      await targetPhase(`target, after ${workloadMinutes} min of mixed traffic`);
    }

    // One student's requests, one at a time: the latency a student sees.
    const practiceOptions = { connections: 1, seconds: 3 };
    const cookie = practiced.cookie;
    const today = await runLoad(
      server.url,
      () => ({ path: "/api/review/today", headers: { cookie } }),
      practiceOptions,
    );
    const readiness = await runLoad(
      server.url,
      () => ({ path: "/api/readiness", headers: { cookie } }),
      practiceOptions,
    );
    for (const [name, result] of [
      ["GET /api/review/today", today],
      ["GET /api/readiness   ", readiness],
    ] as const) {
      console.log(
        `  ${name} with ${cardCount.toLocaleString("en-US")} cards and ${attemptCount.toLocaleString("en-US")} attempts: p50 ${fixed(result.p50)} ms, p95 ${fixed(result.p95)} ms (target < ${practiceP95Ms} ms) ${result.p95 < practiceP95Ms && result.errors === 0 ? "met" : "missed"}${result.errors ? `, ${result.errors} errors` : ""}`,
      );
    }
  } finally {
    await server.stop();
    await database.dispose();
  }
}

const available: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
for (const kind of available.filter((kind) => onlyDatabase === undefined || kind === onlyDatabase))
  await benchDatabase(kind);
if (!process.env.TEST_DATABASE_URL) console.log("\nPostgreSQL skipped: set TEST_DATABASE_URL to include it.");
agent.destroy();
