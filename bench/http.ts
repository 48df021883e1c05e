import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "../src/engine";
import type { DatabaseKind } from "../src/server/db/database";
import { insertExercise } from "../src/server/modules/exercises/repository";
import { signUpUser } from "../src/server/test/accounts";
import { createTestDatabase } from "../src/server/test/test-database";
import type { TestServer } from "../src/server/test/test-server";
import { type LoadResult, runLoad } from "./load";

const historySize = 5_000;

/** Starts the benchmark server as a child process and waits until it listens. */
async function startServer(
  appPort: number,
  barePort: number,
  dataDir: string,
  databaseUrl?: string,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "bench/servers/bench-server.ts",
      String(appPort),
      String(barePort),
      dataDir,
      databaseUrl ?? "",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`benchmark server exited with ${code}`)));
  });
  return child;
}

const format = (result: LoadResult) =>
  `${Math.round(result.perSecond)} req/s (p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${result.errors ? `, ${result.errors} errors` : ""})`;

/** Requests per second of the case-study endpoints against a bare Hono route, and history latency at 5,000 records. */
export async function benchHttp(kind: DatabaseKind): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-http-"));
  // PostgreSQL: a fresh database from the test context; SQLite: a file both processes open.
  const database = await createTestDatabase(kind, path.join(dataDir, "bench.sqlite"));
  const appPort = 40_000 + Math.floor(Math.random() * 10_000);
  const barePort = appPort + 1;
  const server = await startServer(appPort, barePort, dataDir, database.url);
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
      await insertExercise(
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
    let seed = 0;
    const nextSeed = () => {
      seed += 1;
      return seed;
    };
    const bare = await runLoad(`http://127.0.0.1:${barePort}`, () => ({ path: "/bare" }));
    const generateResult = await runLoad(url, () => ({
      path: `/api/case-studies/dcf/new?seed=${nextSeed()}`,
    }));
    const checkResult = await runLoad(url, () => ({
      method: "POST",
      path: "/api/case-studies/dcf/check",
      headers: { cookie, origin: url },
      body: JSON.stringify({
        seed: nextSeed(),
        answers: { "Sales 2025": "100", WACC: "8.5" },
        timeSpentSeconds: 120,
      }),
    }));
    const profile = await runLoad(url, () => ({ path: "/api/profile", headers: { cookie } }), {
      connections: 4,
      seconds: 3,
    });
    const history = await runLoad(url, () => ({ path: "/api/exercises?limit=20", headers: { cookie } }), {
      connections: 4,
      seconds: 3,
    });
    return [
      `HTTP on ${kind}:`,
      `  bare Hono route                 ${format(bare)}`,
      `  GET  /api/case-studies/dcf/new  ${format(generateResult)}  ratio ${(generateResult.perSecond / bare.perSecond).toFixed(2)} (target ≥ 0.5)`,
      `  POST /api/case-studies/dcf/check (signed in, saves) ${format(checkResult)}  ratio ${(checkResult.perSecond / bare.perSecond).toFixed(2)} (target ≥ 0.5)`,
      `  GET  /api/profile with ${historySize.toLocaleString("en-US")}+ exercises   p95 ${profile.p95.toFixed(1)} ms`,
      `  GET  /api/exercises (first page) with ${historySize.toLocaleString("en-US")}+ exercises  p95 ${history.p95.toFixed(1)} ms`,
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.dispose();
  }
}
