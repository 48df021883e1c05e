import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signUpUser } from "./test/accounts";
import { startServerProcess } from "./test/server-process";
import { adminDatabaseUrl, createTestDatabase } from "./test/test-database";
import type { TestServer } from "./test/test-server";

// Stops the machine's PostgreSQL cluster, so it runs on its own after the rest of the suite (npm test).
function cluster(action: "start" | "stop"): void {
  const version = readdirSync("/etc/postgresql")[0] ?? "";
  const running = (() => {
    try {
      execFileSync("pg_isready", ["-q", "-h", "127.0.0.1"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  if (running === (action === "start")) return;
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", action], { stdio: "ignore" });
}

async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  seconds: number,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!adminDatabaseUrl())("a PostgreSQL outage", { timeout: 120_000 }, () => {
  // Whatever happened, leave the database running for whatever comes next.
  afterAll(() => cluster("start"));

  it("answers 503 with a message while the database is down, and recovers without a restart", async () => {
    const database = await createTestDatabase("postgres");
    const dataDir = mkdtempSync(path.join(tmpdir(), "outage-"));
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      LOG_LEVEL: "warn",
    });
    try {
      const user = await signUpUser({
        url: server.url,
        outboxDir: path.join(dataDir, "outbox"),
      } as unknown as TestServer);
      expect(
        (await user.client.post("/api/case-studies/dcf/check", { seed: 1, answers: { "Sales 2025": "-1" } }))
          .status,
      ).toBe(200);

      cluster("stop");
      const during = await user.client.post("/api/case-studies/dcf/check", {
        seed: 2,
        answers: { "Sales 2025": "-1" },
      });
      expect(during.status).toBe(503);
      expect(during.json.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(during.json.error.message).toMatch(/temporarily unavailable/);
      const history = await user.client.get("/api/exercises");
      expect(history.status).toBe(503);
      // Generating an exercise needs no database and keeps working.
      expect((await user.client.get("/api/case-studies/dcf/new?seed=3")).status).toBe(200);

      cluster("start");
      const after = await eventually(
        () => user.client.post("/api/case-studies/dcf/check", { seed: 4, answers: { "Sales 2025": "-1" } }),
        (response) => response.status === 200,
        30,
      );
      expect(after.status).toBe(200);
      expect((await user.client.get("/api/exercises")).json.items).toHaveLength(2);
      expect(server.child.exitCode).toBeNull();
    } finally {
      cluster("start");
      await server.stop();
      await database.dispose();
    }
  });
});
