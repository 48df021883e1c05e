import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { signUpUser } from "./test/accounts";
import { TestClient } from "./test/http-client";
import { asTestServer, startServerProcess } from "./test/server-process";
import { adminDatabaseUrl, createTestDatabase } from "./test/test-database";

describe("the server process", { timeout: 90_000 }, () => {
  it("finishes in-flight requests on SIGTERM, then exits cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shutdown-"));
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const client = new TestClient(server.url);
    const requests = Array.from({ length: 20 }, (_, seed) =>
      client.get(`/api/case-studies/dcf/new?seed=${seed}`),
    );
    // Signal as soon as the first answer arrives, while the others are still being served.
    await Promise.race(requests);
    const code = await server.stop("SIGTERM");
    const results = await Promise.allSettled(requests);
    expect(code).toBe(0);
    expect(server.output.join("\n")).toContain('"stopped"');
    const answered = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value.status] : [],
    );
    expect(answered.length).toBeGreaterThan(1);
    // Whatever the server accepted it answered in full: no errors, no half-written responses.
    expect(answered.every((status) => status === 200)).toBe(true);
  });

  it("loses no acknowledged check when killed with SIGKILL mid-burst, and restarts cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
    const first = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const user = await signUpUser(asTestServer(first.url, dataDir));
    const acknowledged: string[] = [];
    let seed = 0;
    const burst = Array.from({ length: 8 }, async () => {
      for (;;) {
        seed += 1;
        const response = await user.client
          .post("/api/case-studies/dcf/check", { seed, answers: { "Sales 2025": "1" } })
          .catch(() => null);
        if (!response) return;
        if (response.status === 200) acknowledged.push(response.json.exerciseId);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await first.stop("SIGKILL");
    await Promise.all(burst);
    expect(acknowledged.length).toBeGreaterThan(5);

    const file = new SQLite(path.join(dataDir, "app.sqlite"));
    expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
    file.close();

    const second = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      const client = new TestClient(second.url);
      await client.post("/api/auth/sign-in/email", { email: user.email, password: user.password });
      const saved = new Set<string>();
      let cursor: string | null = null;
      do {
        const page: { json: { items: Array<{ id: string }>; nextCursor: string | null } } = await client.get(
          `/api/exercises?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        for (const item of page.json.items) saved.add(item.id);
        cursor = page.json.nextCursor;
      } while (cursor);
      expect(acknowledged.filter((id) => !saved.has(id))).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});

describe.skipIf(!adminDatabaseUrl())("two instances on one PostgreSQL", { timeout: 90_000 }, () => {
  it("share sessions, saved exercises and rate limits", async () => {
    const database = await createTestDatabase("postgres");
    const secret = "shared-secret-for-both-instances-0123456789";
    const dataDir = mkdtempSync(path.join(tmpdir(), "scale-"));
    const a = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      AUTH_SECRET: secret,
      LOG_LEVEL: "warn",
    });
    // Both instances sit behind one public origin, as behind a load balancer.
    const b = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      AUTH_SECRET: secret,
      PUBLIC_URL: a.url,
      LOG_LEVEL: "warn",
    });
    try {
      const user = await signUpUser(asTestServer(a.url, dataDir));
      const onB = new TestClient(b.url, { localAddress: user.client.localAddress });
      const cookies = user.client.cookieHeader();
      const session = await onB.request("GET", "/api/auth/get-session", undefined, { cookie: cookies });
      expect(session.json.user.email).toBe(user.email);

      const saved = await user.client.post("/api/case-studies/dcf/check", {
        seed: 9,
        answers: { "Sales 2025": "-1" },
      });
      const listed = await onB.request("GET", "/api/exercises", undefined, { cookie: cookies });
      expect(listed.json.items.map((item: { id: string }) => item.id)).toContain(saved.json.exerciseId);

      // Sign-in allows 10 a minute per account and client address: 6 on each instance must trip the shared limit.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const target = attempt % 2 === 0 ? a.url : b.url;
        const client = new TestClient(target, { localAddress: "127.0.9.9" });
        statuses.push(
          (
            await client.request(
              "POST",
              "/api/auth/sign-in/email",
              { email: user.email, password: "wrong" },
              { origin: a.url },
            )
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.dispose();
    }
  });
});

describe("the production build", () => {
  it("rebuilds nothing when the sources are unchanged, and the server runs as plain JavaScript", async () => {
    const { execFileSync } = await import("node:child_process");
    const output = execFileSync(process.execPath, ["scripts/build.mjs"], { encoding: "utf8" });
    expect(output).toContain("nothing to do");
    const dataDir = mkdtempSync(path.join(tmpdir(), "plain-node-"));
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      expect(server.child.spawnargs.slice(1)).toEqual(["dist-server/main.js"]);
      expect(server.child.spawnargs.join(" ")).not.toMatch(/tsx|ts-node|--loader|--import/);
    } finally {
      await server.stop();
    }
  });
});
