import path from "node:path";
import type { DatabaseKind } from "../../src/server/db/database";
import { startTestServer, type TestServer } from "../../src/server/test/test-server";

/**
 * The real app serving the built SPA from dist/, on a fresh database. Every page of every browser test
 * comes from 127.0.0.1, so the per-IP limits are raised; the limits themselves are tested over the API.
 */
export function startAppServer(kind: DatabaseKind = "sqlite"): Promise<TestServer> {
  return startTestServer(kind, { staticDir: path.resolve("dist"), rateLimitFactor: 50 });
}
