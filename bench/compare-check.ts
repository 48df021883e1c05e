// The engine's two routes in this checkout against another checkout's, in one process on one machine:
//   npx tsx bench/compare-check.ts <other checkout> [rounds]
// Each checkout's whole app (routing, session, body reading, grading, saving to its own SQLite database)
// answers through its fetch handler, without sockets, in alternating batches. Other work on a shared
// machine slows both alike, so the median of the per-round ratios of CPU time holds from run to run.
// POST /api/case-studies/dcf/check with a whole grid typed right (graded, nothing explained) and typed
// wrong in every cell (every cell also explained and followed through), for a pool of seeds the server keeps
// and for seeds it has not seen, and GET .../dcf/new.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatValue, generate } from "../src/engine";
import { answersFrom } from "../src/engine/test-support/answers";
import { dcfCheckBodies } from "./load";

const authSecret = "compare-check-bench-secret-0123456789abcdef";
const publicUrl = "http://127.0.0.1:1";
const seeds = 200;
const batch = 100;

interface Checkout {
  name: string;
  fetch: (request: Request) => Response | Promise<Response>;
  cookie: string;
}

/** The app of the checkout at `root`, as main.ts builds it, over a fresh database with one signed-in student. */
async function appOf(root: string): Promise<Checkout> {
  const at = (file: string) => import(path.join(root, file));
  const [{ createApp }, { createTestDatabase }, { createLogger }, { createMailer }, coach, limits, students] =
    await Promise.all([
      at("src/server/app.ts"),
      at("src/server/test/test-database.ts"),
      at("src/server/logger.ts"),
      at("src/server/mail.ts"),
      at("src/coach/index.ts"),
      at("src/server/rate-limits.ts"),
      at("bench/students.ts"),
    ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-compare-check-"));
  const database = await createTestDatabase("sqlite", path.join(dataDir, "app.sqlite"));
  const [student] = await students.seedStudents(database.db, "sqlite", { count: 1, authSecret });
  const logger = createLogger("warn", () => {});
  const app = createApp({
    database,
    logger,
    publicUrl,
    authSecret,
    sendMail: createMailer({
      from: "Bench <bench@localhost>",
      outboxDir: path.join(dataDir, "outbox"),
      logger,
    }),
    coach: coach.createCoach({ provider: "builtin" }),
    // One student sends every check: the limits would stop the run, not what it measures.
    rateLimits: limits.scaleRateLimits(1_000_000),
  });
  return { name: root, fetch: app.fetch, cookie: student.cookie };
}

/** Every typed number 10 % and 1 off: no cell is right. */
function wrongBodies(count: number): string[] {
  return Array.from({ length: count }, (_, seed) => {
    const answers = answersFrom("DCF", generate("DCF", seed), "exact");
    const wrong = Object.fromEntries(
      Object.entries(answers).map(([key, text]) => [key, formatValue(Number(text) * 1.1 + 1, 3)]),
    );
    return JSON.stringify({ seed, answers: wrong, timeSpentSeconds: 120 });
  });
}

/** The request a route is measured with, the `index`th of a run. */
type RequestFor = (checkout: Checkout, index: number) => Request;

function checkOf(bodies: readonly string[]): RequestFor {
  return (checkout, index) =>
    new Request(`${publicUrl}/api/case-studies/dcf/check`, {
      method: "POST",
      headers: { cookie: checkout.cookie, origin: publicUrl, "content-type": "application/json" },
      body: bodies[index % bodies.length],
    });
}

// A new seed each time: generating a DCF runs its formulas for every candidate it draws.
const newExercise: RequestFor = (_checkout, index) =>
  new Request(`${publicUrl}/api/case-studies/dcf/new?seed=${index}`);

/** CPU microseconds a request for `batch` requests in a row. */
async function cost(checkout: Checkout, requestFor: RequestFor, from: number): Promise<number> {
  const started = process.cpuUsage();
  for (let index = from; index < from + batch; index++) {
    const response = await checkout.fetch(requestFor(checkout, index));
    if (response.status !== 200)
      throw new Error(`${checkout.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / batch;
}

/** The value a share `q` of the way up the sorted values (0.5: the median). */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * sorted.length)] ?? Number.NaN;
}

const other = process.argv[2];
if (!other) throw new Error("usage: tsx bench/compare-check.ts <other checkout> [rounds]");
const rounds = Number(process.argv[3] ?? 30);
const [before, after] = [await appOf(path.resolve(other)), await appOf(process.cwd())] as [
  Checkout,
  Checkout,
];
console.log(`${before.name} → ${after.name}: ${rounds} rounds of ${batch} requests each`);
for (const [name, requestFor] of [
  ["POST dcf/check, grid right", checkOf(dcfCheckBodies(seeds))],
  // As students check: a seed the server has not seen, so its full correction is worked out too.
  ["POST dcf/check, grid right, new seeds", checkOf(dcfCheckBodies((rounds + 1) * batch))],
  ["POST dcf/check, grid wrong", checkOf(wrongBodies(seeds))],
  ["GET  dcf/new", newExercise],
] as const) {
  // Warm both up before the clock runs.
  for (let round = 0; round < 5; round++)
    for (const checkout of [before, after]) await cost(checkout, requestFor, 0);
  const costs: { before: number[]; after: number[]; ratio: number[] } = { before: [], after: [], ratio: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer or a busier machine.
    const [first, second] = round % 2 === 0 ? [before, after] : [after, before];
    // Past the warm-up's requests: a request for a new seed is new to both.
    const firstCost = await cost(first, requestFor, (round + 1) * batch);
    const secondCost = await cost(second, requestFor, (round + 1) * batch);
    const [beforeCost, afterCost] = first === before ? [firstCost, secondCost] : [secondCost, firstCost];
    costs.before.push(beforeCost);
    costs.after.push(afterCost);
    costs.ratio.push(afterCost / beforeCost);
  }
  const ratio = (q: number) => quantile(costs.ratio, q).toFixed(3);
  console.log(
    `  ${name}: median ${quantile(costs.before, 0.5).toFixed(0)} → ${quantile(costs.after, 0.5).toFixed(0)} µs of CPU a request, ` +
      `median ratio ${ratio(0.5)} (quartiles ${ratio(0.25)}–${ratio(0.75)})`,
  );
}
// The apps keep timers (rate limits, sessions) that would hold the process open.
process.exit(0);
