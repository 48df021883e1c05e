import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseKind } from "../src/server/db/database";
import { sqliteFileIn } from "../src/server/db/database";
import type { ServerProcess } from "../src/server/test/server-process";
import { startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { dcfCheckBodies, type LoadRequest, type LoadResult, runLoad } from "./load";
import { seedStudents } from "./students";

const authSecret = "closed-loop-bench-secret-0123456789abcdef";
// Enough students that none meets the limit of 120 checks a minute in a run of several thousand checks.
const studentCount = 400;

const perSecond = (result: LoadResult) => `${Math.round(result.perSecond)} req/s`.padStart(11);
const percentLost = (slower: LoadResult, faster: LoadResult) =>
  `${((1 - slower.perSecond / faster.perSecond) * 100).toFixed(1)} %`;

interface Measured extends LoadResult {
  /** The server process's CPU time (user + system) per request answered. */
  cpuMicroseconds: number;
}

/** CPU seconds a process has used so far (Linux /proc; utime + stime in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Each target in turn, `rounds` times: its best throughput and its least server CPU per request. Other
 * processes on a shared machine only ever slow a round down, and taking turns exposes every target to the
 * same drift, so ratios between them hold from run to run. CPU time is what the server spent whatever the
 * client's share of the cores.
 */
async function measureInTurns(
  targets: Array<{ server: ServerProcess; next: () => LoadRequest }>,
  options: { rounds?: number; seconds?: number },
): Promise<Measured[]> {
  const best: Measured[] = [];
  for (let round = 0; round < (options.rounds ?? 3); round += 1) {
    for (const [index, { server, next }] of targets.entries()) {
      const pid = server.child.pid ?? 0;
      const before = cpuSeconds(pid);
      const result = await runLoad(server.url, next, { seconds: options.seconds ?? 2 });
      const cpuMicroseconds = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, result.requests);
      const kept = best[index];
      best[index] = {
        ...(kept && kept.perSecond > result.perSecond ? kept : result),
        cpuMicroseconds: Math.min(kept?.cpuMicroseconds ?? Number.POSITIVE_INFINITY, cpuMicroseconds),
      };
    }
  }
  return best;
}

/**
 * The compiled server (dist-server/main.js, as `npm start` runs it) under a closed loop, at two log levels
 * in one run: the check route's throughput as a share of the health route's, and what the request log at
 * `info` costs the health route. Both servers write their log to a file, as in production. Requires a build.
 * `nodeArgs` (for example ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"]) are passed to both servers.
 */
export async function benchClosedLoop(
  kind: DatabaseKind,
  options: { rounds?: number; seconds?: number; nodeArgs?: string[] } = {},
): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-closed-loop-"));
  const database = await createTestDatabase(kind, sqliteFileIn(dataDir));
  const students = await seedStudents(database.db, kind, { count: studentCount, authSecret });
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  const logFile = path.join(dataDir, "server.log");
  const quiet = await startServerProcess(
    { ...env, LOG_LEVEL: "warn" },
    { logFile, nodeArgs: options.nodeArgs },
  );
  const logging = await startServerProcess(
    { ...env, LOG_LEVEL: "info" },
    { logFile, nodeArgs: options.nodeArgs },
  );
  try {
    // A whole grid typed in, for one of a pool of seeds, by one of the students in turn.
    const bodies = dcfCheckBodies(500);
    let sent = 0;
    const check = (baseUrl: string) => () => {
      sent += 1;
      return {
        method: "POST",
        path: "/api/case-studies/dcf/check",
        headers: { cookie: students[sent % students.length]?.cookie ?? "", origin: baseUrl },
        body: bodies[sent % bodies.length],
      };
    };
    const health = () => ({ path: "/api/health" });
    const targets = [
      { server: quiet, next: health },
      { server: logging, next: health },
      { server: quiet, next: check(quiet.url) },
      { server: logging, next: check(logging.url) },
    ];
    const [healthQuiet, healthLogged, checkQuiet, checkLogged] = (await measureInTurns(targets, options)) as [
      Measured,
      Measured,
      Measured,
      Measured,
    ];
    const errors = [healthQuiet, healthLogged, checkQuiet, checkLogged].reduce((sum, r) => sum + r.errors, 0);
    const row = (name: string, result: Measured) =>
      `  ${name.padEnd(44)} ${perSecond(result)}  ${result.cpuMicroseconds.toFixed(0).padStart(5)} µs of server CPU a request`;
    const cheaper = (a: Measured, b: Measured) => (a.cpuMicroseconds / b.cpuMicroseconds).toFixed(1);
    return [
      `Closed loop on the compiled server, ${kind} (16 connections; best of ${options.rounds ?? 3} rounds of ${options.seconds ?? 2} s):`,
      row("GET  /api/health, LOG_LEVEL=warn", healthQuiet),
      row("GET  /api/health, LOG_LEVEL=info", healthLogged),
      row("POST /api/case-studies/dcf/check, warn", checkQuiet),
      row("POST /api/case-studies/dcf/check, info", checkLogged),
      `  request log at info costs the health route ${percentLost(healthLogged, healthQuiet)} of its throughput (target < 20 %), ${(healthLogged.cpuMicroseconds - healthQuiet.cpuMicroseconds).toFixed(0)} µs of CPU a request`,
      `  a check costs ${cheaper(checkQuiet, healthQuiet)} health requests of server CPU at warn, ${cheaper(checkLogged, healthLogged)} at info; throughput ratio check/health ${(checkQuiet.perSecond / healthQuiet.perSecond).toFixed(3)} at warn, ${(checkLogged.perSecond / healthLogged.perSecond).toFixed(3)} at info`,
      ...(errors ? [`  errors: ${errors}`] : []),
    ];
  } finally {
    await Promise.all([quiet.stop(), logging.stop()]);
    await database.dispose();
  }
}
