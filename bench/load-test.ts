import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MAX_SEED } from "../src/engine";
import {
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
  sqliteFileIn,
} from "../src/server/db/database";
import { loadQuestionBank } from "../src/server/modules/questions/question-bank";
import { TestClient, type TestResponse } from "../src/server/test/http-client";
import { startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { latestMailLink } from "../src/server/test/test-server";

// npm run bench:load [-- --seconds 20 --students 2,4,8]
// N simulated students at once, each over its own loopback address (per-address sign-up limits see
// different students): sign up, verify from the outbox, sign in, then generate → check → history →
// coach evaluation in a loop for a bounded time. On SQLite, then on PostgreSQL when TEST_DATABASE_URL
// is set. Reports throughput and p50/p95/p99 per endpoint, the 5xx count (must be 0), checks answered
// 200 that are missing from the database (must be 0), and the largest N whose loop keeps p95 < 200 ms.

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    // Explicit list; otherwise 2, 4, 8… doubling until p95 reaches the target or --max-students.
    students: { type: "string" },
    "max-students": { type: "string", default: "128" },
  },
});
const seconds = Number(options.seconds);
const maxStudents = Number(options["max-students"]);
const studentCounts = options.students?.split(",").map(Number);
if (!(seconds > 0) || !(maxStudents >= 1) || studentCounts?.some((count) => !(count >= 1))) {
  console.error("Usage: npm run bench:load -- [--seconds 20] [--students 2,4,8 | --max-students 128]");
  process.exit(2);
}

const p95TargetMs = 200;
const doubling = (max: number) =>
  Array.from({ length: Math.floor(Math.log2(max)) }, (_, index) => 2 ** (index + 1));
// The coach allows 10 evaluations a minute per user (rate-limits.ts); a student paces itself to that.
const evaluationIntervalMs = 6_000;
const caseStudyTypes = ["lbo", "dcf", "dilution-accretion"] as const;
const questions = loadQuestionBank();

/** Latencies and statuses per endpoint. */
class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly statuses = new Map<string, Map<number, number>>();
  transportErrors = 0;

  add(endpoint: string, ms: number, status: number): void {
    const latencies = this.latencies.get(endpoint) ?? [];
    latencies.push(ms);
    this.latencies.set(endpoint, latencies);
    const counts = this.statuses.get(endpoint) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    this.statuses.set(endpoint, counts);
  }

  count(endpoint: string, matches: (status: number) => boolean): number {
    let total = 0;
    for (const [status, count] of this.statuses.get(endpoint) ?? []) if (matches(status)) total += count;
    return total;
  }
}

/** A student's browser: TestClient's cookie jar and own loopback address, with every request timed. */
class TimedClient extends TestClient {
  constructor(
    baseUrl: string,
    private readonly recorder: () => Recorder,
  ) {
    super(baseUrl);
  }

  override async request(
    method: string,
    pathname: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse> {
    const started = performance.now();
    try {
      const response = await super.request(method, pathname, body, headers);
      this.recorder().add(endpointOf(method, pathname), performance.now() - started, response.status);
      return response;
    } catch (error) {
      this.recorder().transportErrors += 1;
      throw error;
    }
  }
}

function endpointOf(method: string, pathname: string): string {
  const route = (pathname.split("?")[0] ?? "")
    .replace(/^\/api\/case-studies\/[^/]+/, "/api/case-studies/:type")
    .replace(/^\/api\/exercises\/.+/, "/api/exercises/:id");
  return `${method} ${route}`;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

interface Step {
  students: number;
  onboarding: Recorder;
  loop: Recorder;
  loopSeconds: number;
  acknowledged: number;
  missing: number;
  /** Over every request of the loop, all endpoints together; the target applies to p95. */
  loopP50: number;
  loopP95: number;
  loopP99: number;
  /** The 1-minute load average when the step started: other work on the machine skews the figures. */
  loadBefore: number;
}

/** Signs up, verifies from the outbox and signs in; throws when any step fails. */
async function onboard(client: TimedClient, outboxDir: string): Promise<void> {
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
  const verify = await client.get(link.replace(/^https?:\/\/[^/]+/, ""));
  if (verify.status !== 302) throw new Error(`verification answered ${verify.status}`);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${signIn.text}`);
}

/** One student's loop until `stopAt`; the ids of checks answered 200 go into `acknowledged`. */
async function practise(client: TimedClient, stopAt: number, acknowledged: string[]): Promise<void> {
  let lastEvaluation = Number.NEGATIVE_INFINITY;
  for (let round = randomInt(3); performance.now() < stopAt; round += 1) {
    const type = caseStudyTypes[round % caseStudyTypes.length];
    const seed = randomInt(MAX_SEED);
    const exercise = await client.get(`/api/case-studies/${type}/new?seed=${seed}`);
    const cells: Array<{ key: string }> = exercise.json?.cells ?? [];
    // Every cell filled, as a student who finished the grid.
    const answers = Object.fromEntries(cells.map((cell, index) => [cell.key, String(100 + index * 7)]));
    const checked = await client.post(`/api/case-studies/${type}/check`, {
      seed,
      answers,
      timeSpentSeconds: 300,
    });
    if (checked.status === 200) acknowledged.push(String(checked.json.exerciseId));
    await client.get("/api/exercises?limit=20");
    if (performance.now() - lastEvaluation >= evaluationIntervalMs) {
      lastEvaluation = performance.now();
      const question = questions[randomInt(questions.length)];
      await client.post("/api/evaluate-answer", {
        questionId: question?.id,
        answer: question?.answer.slice(0, 400) ?? "EBITDA rises.",
      });
    }
  }
}

/** Which acknowledged exercise ids the database does not hold. */
async function missingExercises(db: DatabaseHandle["db"], ids: string[]): Promise<number> {
  let found = 0;
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const rows = await db.selectFrom("exercise").select("id").where("id", "in", chunk).execute();
    found += rows.length;
  }
  return ids.length - found;
}

async function runStep(
  url: string,
  outboxDir: string,
  db: DatabaseHandle["db"],
  students: number,
): Promise<Step> {
  const loadBefore = os.loadavg()[0] ?? 0;
  const onboarding = new Recorder();
  const loop = new Recorder();
  let current = onboarding;
  const clients = Array.from({ length: students }, () => new TimedClient(url, () => current));
  await Promise.all(clients.map((client) => onboard(client, outboxDir)));

  current = loop;
  const acknowledged: string[] = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    clients.map((client) =>
      practise(client, stopAt, acknowledged).catch(() => {
        // Counted as a transport error by the client; the student stops, the others go on.
      }),
    ),
  );
  const loopSeconds = (performance.now() - started) / 1000;
  const loopLatencies = [...loop.latencies.values()].flat().sort((a, b) => a - b);
  return {
    students,
    onboarding,
    loop,
    loopSeconds,
    acknowledged: acknowledged.length,
    missing: await missingExercises(db, acknowledged),
    loopP50: percentile(loopLatencies, 0.5),
    loopP95: percentile(loopLatencies, 0.95),
    loopP99: percentile(loopLatencies, 0.99),
    loadBefore,
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(1));

function endpointTable(recorder: Recorder, elapsedSeconds?: number): string[] {
  const lines = [
    `    ${"endpoint".padEnd(36)} ${pad("requests", 8)} ${pad("req/s", 7)} ${pad("p50 ms", 8)} ${pad("p95 ms", 8)} ${pad("p99 ms", 8)} ${pad("4xx", 5)} ${pad("5xx", 5)}`,
  ];
  for (const [endpoint, latencies] of recorder.latencies) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const perSecond = elapsedSeconds ? (sorted.length / elapsedSeconds).toFixed(1) : "-";
    lines.push(
      `    ${endpoint.padEnd(36)} ${pad(sorted.length, 8)} ${pad(perSecond, 7)} ${pad(ms(percentile(sorted, 0.5)), 8)} ${pad(ms(percentile(sorted, 0.95)), 8)} ${pad(ms(percentile(sorted, 0.99)), 8)} ${pad(
        recorder.count(endpoint, (s) => s >= 400 && s < 500),
        5,
      )} ${pad(
        recorder.count(endpoint, (s) => s >= 500),
        5,
      )}`,
    );
  }
  return lines;
}

const serverErrors = (recorder: Recorder) =>
  [...recorder.statuses.keys()].reduce((sum, endpoint) => sum + recorder.count(endpoint, (s) => s >= 500), 0);
const requestCount = (recorder: Recorder) =>
  [...recorder.latencies.values()].reduce((sum, latencies) => sum + latencies.length, 0);

const serverErrorsIn = (step: Step) => serverErrors(step.loop) + serverErrors(step.onboarding);
const droppedConnections = (step: Step) => step.loop.transportErrors + step.onboarding.transportErrors;
const isHealthy = (step: Step) =>
  serverErrorsIn(step) === 0 && step.missing === 0 && droppedConnections(step) === 0;

function stepReport(step: Step): string[] {
  const dropped = droppedConnections(step);
  return [
    `\n  ${step.students} students: ${(requestCount(step.loop) / step.loopSeconds).toFixed(0)} req/s, ${(step.acknowledged / step.loopSeconds).toFixed(1)} checks saved/s, loop p95 ${ms(step.loopP95)} ms (target < ${p95TargetMs}), 5xx ${serverErrorsIn(step)}, acknowledged checks missing from the database ${step.missing}/${step.acknowledged}${dropped ? `, dropped connections ${dropped}` : ""} (load average before: ${step.loadBefore.toFixed(1)})`,
    "   onboarding (all students at once):",
    ...endpointTable(step.onboarding),
    `   loop (${step.loopSeconds.toFixed(1)} s):`,
    ...endpointTable(step.loop, step.loopSeconds),
  ];
}

/** Runs the search on one database; returns false when any run broke a rule (5xx, lost check, dropped connection). */
async function benchDatabase(kind: DatabaseKind): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `load-${kind}-`));
  const database = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  // The bench reads the server's own database to check that every acknowledged check was saved.
  const reader = database ?? openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  const outboxDir = path.join(dataDir, "outbox");
  console.log(
    `\nLoad on ${kind}: ${seconds} s per step; each student loops new → check → history, with a coach evaluation every ${evaluationIntervalMs / 1000} s (its rate limit). Students and server share this machine's ${os.availableParallelism()} cores.`,
  );
  const steps: Step[] = [];
  let healthy = true;
  const run = async (students: number): Promise<Step> => {
    const step = await runStep(server.url, outboxDir, reader.db, students);
    steps.push(step);
    healthy &&= isHealthy(step);
    for (const line of stepReport(step)) console.log(line);
    return step;
  };
  try {
    if (studentCounts) {
      for (const students of studentCounts) await run(students);
    } else {
      // Doubling until the target is missed, then once halfway between the last good and the first bad N.
      let good: number | undefined;
      let bad: number | undefined;
      for (const students of doubling(maxStudents)) {
        if ((await run(students)).loopP95 < p95TargetMs) good = students;
        else {
          bad = students;
          break;
        }
      }
      const halfway = good && bad ? Math.round((good + bad) / 2) : undefined;
      if (halfway && halfway !== good && halfway !== bad) await run(halfway);
    }
  } finally {
    await server.stop();
    if (database) await database.dispose();
    else await reader.close();
  }

  const passing = steps.filter((step) => step.loopP95 < p95TargetMs).map((step) => step.students);
  console.log(`\n  Summary on ${kind}`);
  console.log(
    `    ${pad("students", 8)} ${pad("req/s", 7)} ${pad("checks/s", 8)} ${pad("p50 ms", 7)} ${pad("p95 ms", 7)} ${pad("p99 ms", 7)} ${pad("5xx", 5)} ${pad("lost", 5)}  p95 < ${p95TargetMs} ms`,
  );
  for (const step of [...steps].sort((a, b) => a.students - b.students)) {
    console.log(
      `    ${pad(step.students, 8)} ${pad((requestCount(step.loop) / step.loopSeconds).toFixed(0), 7)} ${pad((step.acknowledged / step.loopSeconds).toFixed(1), 8)} ${pad(ms(step.loopP50), 7)} ${pad(ms(step.loopP95), 7)} ${pad(ms(step.loopP99), 7)} ${pad(serverErrorsIn(step), 5)} ${pad(step.missing, 5)}  ${step.loopP95 < p95TargetMs ? "yes" : "no"}`,
    );
  }
  console.log(
    `  Largest N with the loop's p95 under ${p95TargetMs} ms on ${kind}: ${passing.length > 0 ? Math.max(...passing) : "none of those tried"}`,
  );
  return healthy;
}

const kinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
let allHealthy = true;
for (const kind of kinds) allHealthy = (await benchDatabase(kind)) && allHealthy;
if (!process.env.TEST_DATABASE_URL) console.log("\nPostgreSQL skipped: set TEST_DATABASE_URL to include it.");
if (!allHealthy) {
  console.error("\nFAILED: a 5xx, a dropped connection, or an acknowledged check missing from the database.");
  process.exit(1);
}
