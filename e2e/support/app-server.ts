import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseKind } from "../../src/server/db/database";
import { startTestServer, type TestServer } from "../../src/server/test/test-server";
import { closeBrowser } from "./browser";

/**
 * The real app serving the built SPA from dist/, on a fresh database. Every page of every browser test
 * comes from 127.0.0.1, so the per-IP limits are raised; the limits themselves are tested over the API.
 */
export function startAppServer(kind: DatabaseKind = "sqlite"): Promise<TestServer> {
  return startTestServer(kind, { staticDir: path.resolve("dist"), rateLimitFactor: 50 });
}

/**
 * Starts the app before a spec file's tests and stops it, with the shared browser, after them. The
 * returned object reads through to the running server, so specs can hold it from the top of the file.
 */
export function setUpAppServer(): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startAppServer();
  });
  afterAll(async () => {
    await closeBrowser();
    await started?.close();
  });
  const current = (): TestServer => {
    if (!started) throw new Error("The app server starts in beforeAll; use it inside hooks and tests.");
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get database() {
      return current().database;
    },
    get outboxDir() {
      return current().outboxDir;
    },
    get logLines() {
      return current().logLines;
    },
    close: () => current().close(),
  };
}
