import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "../src/engine";
import type { DatabaseKind } from "../src/server/db/database";
import { insertAttempt } from "../src/server/modules/attempts/repository";
import { signUpUser } from "../src/server/test/accounts";
import { createTestDatabase } from "../src/server/test/test-database";
import type { TestServer } from "../src/server/test/test-server";
import { bestOfRounds, dcfCheckBodies, type LoadResult, runLoad } from "./load";
import { BENCH_AUTH_SECRET, seedStudents } from "./students";

const historySize = 5_000;

/** Starts the benchmark server as a child process; resolves with its two ports once it listens. */
export async function startServer(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ child: ChildProcess; appPort: number; barePort: number }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/servers/bench-server.ts", dataDir, databaseUrl ?? ""],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const ready = /ready (\d+) (\d+)/.exec(chunk.toString());
      if (ready) resolve({ child, appPort: Number(ready[1]), barePort: Number(ready[2]) });
    });
    child.once("exit", (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
}

const format = (result: LoadResult) =>
  `${Math.round(result.perSecond)} req/s (p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ""})`;

/** Requests per second of the case-study endpoints against a bare Hono route, and history latency at 5,000 records. */
export async function benchHttp(kind: DatabaseKind): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-http-"));
  // PostgreSQL: a fresh database from the test context; SQLite: a file both processes open.
  const database = await createTestDatabase(kind, path.join(dataDir, "bench.sqlite"));
  const { child: server, appPort, barePort } = await startServer(dataDir, database.url);
  try {
    const url = `http://127.0.0.1:${appPort}`;
    const user = await signUpUser({
      url,
      outboxDir: path.join(dataDir, "outbox"),
      database,
    } as unknown as TestServer);
    const cookie = user.client.cookieHeader();
    const statement = generate("DCF", 1);
    for (let index = 0; index < historySize; index += 1) {
      await insertAttempt(
        database.db,
        user.id,
        {
          exerciseType: "DCF",
          userAnswers: {},
          statement,
          score: index % 101,
          seed: 1,
          engineVersion: 1,
          timeSpentSeconds: 300,
        },
        new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      );
    }
    // Profile and history first, at exactly the history size the figures name.
    const profile = await runLoad(url, () => ({ path: "/api/profile", headers: { cookie } }), {
      connections: 4,
      seconds: 3,
    });
    const history = await runLoad(url, () => ({ path: "/api/exercises?limit=20", headers: { cookie } }), {
      connections: 4,
      seconds: 3,
    });
    // A realistic check: a whole grid typed in, for one of a pool of seeds (built before the clock runs).
    const checkBodies = dcfCheckBodies(2_000);
    // Enough students that none meets the limit of 120 checks a minute.
    const checkers = await seedStudents(database.db, kind, { count: 300, authSecret: BENCH_AUTH_SECRET });
    let request = 0;
    const nextRequest = () => {
      request += 1;
      return request;
    };
    const [bare, generateResult, checkResult] = (await bestOfRounds([
      { baseUrl: `http://127.0.0.1:${barePort}`, next: () => ({ path: "/bare" }) },
      {
        baseUrl: url,
        next: () => ({ path: `/api/case-studies/dcf/new?seed=${nextRequest()}` }),
      },
      {
        baseUrl: url,
        next: () => ({
          method: "POST",
          path: "/api/case-studies/dcf/check",
          headers: { cookie: checkers[request % checkers.length]?.cookie ?? "", origin: url },
          body: checkBodies[nextRequest() % checkBodies.length],
        }),
      },
    ])) as [LoadResult, LoadResult, LoadResult];
    return [
      `HTTP on ${kind}:`,
      `  bare Hono route                 ${format(bare)}`,
      `  GET  /api/case-studies/dcf/new  ${format(generateResult)}  ratio ${(generateResult.perSecond / bare.perSecond).toFixed(2)} (target ≥ 0.5)`,
      `  POST /api/case-studies/dcf/check (signed in, whole grid, saves) ${format(checkResult)}  ratio ${(checkResult.perSecond / bare.perSecond).toFixed(2)} (target ≥ 0.5)`,
      `  GET  /api/profile with ${historySize.toLocaleString("en-US")} exercises   p95 ${profile.p95.toFixed(1)} ms`,
      `  GET  /api/exercises (first page) with ${historySize.toLocaleString("en-US")} exercises  p95 ${history.p95.toFixed(1)} ms`,
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.dispose();
  }
}
