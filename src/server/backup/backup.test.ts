import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { signUpUser } from "../test/accounts";
import { TestClient } from "../test/http-client";
import { asTestServer, startServerProcess } from "../test/server-process";

const run = promisify(execFile);

describe("npm run backup", { timeout: 90_000 }, () => {
  it("copies the SQLite database during a burst of checks; the restored copy holds every check acknowledged before it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-live-"));
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const user = await signUpUser(asTestServer(server.url, dataDir));
    const acknowledged: string[] = [];
    let seed = 0;
    let stopped = false;
    // Three checks in flight at a time, paced to stay under a student's 120 checks a minute for the test's
    // few seconds.
    const burst = Array.from({ length: 3 }, async () => {
      while (!stopped) {
        seed += 1;
        const response = await user.client.post("/api/case-studies/dcf/check", {
          seed,
          answers: { "Sales 2025": "1" },
        });
        if (response.status === 200) acknowledged.push(response.json.exerciseId);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    const backupFile = path.join(mkdtempSync(path.join(tmpdir(), "backup-file-")), "copy.sqlite");
    let beforeBackup: string[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 800));
      beforeBackup = [...acknowledged];
      const { stdout } = await run(process.execPath, ["dist-server/backup.js", backupFile], {
        env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
      });
      expect(stdout).toContain("integrity ok");
      // The app kept serving while the copy was taken.
      const afterBackup = acknowledged.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(acknowledged.length).toBeGreaterThan(afterBackup);
    } finally {
      stopped = true;
      await Promise.all(burst);
      await server.stop();
    }
    expect(beforeBackup.length).toBeGreaterThan(5);

    // Restore: the copy becomes the database of a new data folder.
    const restoredDir = mkdtempSync(path.join(tmpdir(), "backup-restored-"));
    mkdirSync(restoredDir, { recursive: true });
    copyFileSync(backupFile, path.join(restoredDir, "app.sqlite"));
    const file = new SQLite(path.join(restoredDir, "app.sqlite"));
    expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
    file.close();

    const restored = await startServerProcess({ DATA_DIR: restoredDir, LOG_LEVEL: "warn" });
    try {
      const client = new TestClient(restored.url);
      const signIn = await client.post("/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      expect(signIn.status).toBe(200);
      const saved = new Set<string>();
      let cursor: string | null = null;
      do {
        const page: { json: { items: Array<{ id: string }>; nextCursor: string | null } } = await client.get(
          `/api/exercises?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        for (const item of page.json.items) saved.add(item.id);
        cursor = page.json.nextCursor;
      } while (cursor);
      expect(beforeBackup.filter((id) => !saved.has(id))).toEqual([]);
    } finally {
      await restored.stop();
    }
  });

  it("refuses to overwrite a file and says how to back up PostgreSQL", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-refuse-"));
    const env = { PATH: process.env.PATH ?? "", DATA_DIR: dataDir };
    const usage = await run(process.execPath, ["dist-server/backup.js"], { env }).catch((error) => error);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run backup -- <file>");
    const postgres = await run(process.execPath, ["dist-server/backup.js", path.join(dataDir, "x.sqlite")], {
      env: { ...env, DATABASE_URL: "postgres://user@127.0.0.1:1/none" },
    }).catch((error) => error);
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain("pg_dump");
    const missing = await run(process.execPath, ["dist-server/backup.js", path.join(dataDir, "y.sqlite")], {
      env,
    }).catch((error) => error);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No database at");
    new SQLite(path.join(dataDir, "app.sqlite")).close();
    const existing = path.join(dataDir, "existing.sqlite");
    writeFileSync(existing, "keep me");
    const overwrite = await run(process.execPath, ["dist-server/backup.js", existing], { env }).catch(
      (error) => error,
    );
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain("already exists");
    expect(readFileSync(existing, "utf8")).toBe("keep me");
  });
});
