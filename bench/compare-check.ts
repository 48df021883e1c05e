// The check route of this checkout's compiled server against another checkout's, in one run on one machine:
//   node scripts/build.mjs (in both checkouts), then npx tsx bench/compare-check.ts <other checkout>
// Each server gets its own SQLite database and students; the two take turns under the same closed loop, so
// their ratio holds whatever else the machine is doing. A whole DCF grid typed right (the engine grades and
// saves) and typed wrong in every cell (every cell also explained and followed through).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatValue, generate } from "../src/engine";
import { answersFrom } from "../src/engine/test-support/answers";
import { sqliteFileIn } from "../src/server/db/database";
import { type ServerProcess, startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { type Measured, measureInTurns } from "./closed-loop";
import { dcfCheckBodies } from "./load";
import { seedStudents } from "./students";

const authSecret = "compare-check-bench-secret-0123456789abcdef";
// Enough students that none meets the limit of 120 checks a minute.
const studentCount = 400;
const seeds = 500;

async function serverOf(checkout: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-compare-check-"));
  const database = await createTestDatabase("sqlite", sqliteFileIn(dataDir));
  const students = await seedStudents(database.db, "sqlite", { count: studentCount, authSecret });
  await database.dispose();
  const server = await startServerProcess(
    { DATA_DIR: dataDir, AUTH_SECRET: authSecret, LOG_LEVEL: "warn" },
    { logFile: path.join(dataDir, "server.log"), script: path.join(checkout, "dist-server/main.js") },
  );
  return { server, students };
}

/** Every typed number 10 % and 1 off (a choice left as typed): no cell is right. */
function wrongBodies(count: number): string[] {
  return Array.from({ length: count }, (_, seed) => {
    const answers = answersFrom("DCF", generate("DCF", seed), "exact");
    const wrong = Object.fromEntries(
      Object.entries(answers).map(([key, text]) => {
        const value = Number(text);
        return [key, Number.isFinite(value) ? formatValue(value * 1.1 + 1, 3) : text];
      }),
    );
    return JSON.stringify({ seed, answers: wrong, timeSpentSeconds: 120 });
  });
}

const other = process.argv[2];
if (!other) throw new Error("usage: tsx bench/compare-check.ts <other checkout>");
const rounds = Number(process.argv[3] ?? 5);
const right = dcfCheckBodies(seeds);
const wrong = wrongBodies(seeds);
const servers = [await serverOf(other), await serverOf(process.cwd())];
try {
  let sent = 0;
  const check =
    ({ server, students }: { server: ServerProcess; students: { cookie: string }[] }, bodies: string[]) =>
    () => {
      sent += 1;
      return {
        method: "POST",
        path: "/api/case-studies/dcf/check",
        headers: { cookie: students[sent % students.length]?.cookie ?? "", origin: server.url },
        body: bodies[sent % bodies.length],
      };
    };
  const targets = servers.flatMap((entry) => [
    { server: entry.server, next: () => ({ path: "/api/health" }) },
    { server: entry.server, next: check(entry, right) },
    { server: entry.server, next: check(entry, wrong) },
  ]);
  const results = await measureInTurns(targets, { rounds });
  const names = ["GET  /api/health", "POST dcf/check, grid right", "POST dcf/check, grid wrong"];
  const row = (name: string, before: Measured, after: Measured) =>
    `  ${name.padEnd(28)} ${Math.round(before.perSecond)} → ${Math.round(after.perSecond)} req/s (ratio ${(after.perSecond / before.perSecond).toFixed(3)}), ` +
    `${before.cpuMicroseconds.toFixed(0)} → ${after.cpuMicroseconds.toFixed(0)} µs of server CPU a request` +
    `${before.errors + after.errors ? `, ${before.errors + after.errors} errors` : ""}`;
  console.log(`${other} → ${process.cwd()} (16 connections; best of ${rounds} rounds of 2 s each):`);
  names.forEach((name, index) => {
    const before = results[index];
    const after = results[index + names.length];
    if (before && after) console.log(row(name, before, after));
  });
} finally {
  await Promise.all(servers.map(({ server }) => server.stop()));
}
