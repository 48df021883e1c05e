import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createCoach } from "../../src/coach";
import { createApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/database";
import { migrateToLatest } from "../../src/server/db/migrate";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/mail";
import { loadQuestionBank } from "../../src/server/modules/questions/question-bank";
import { syncQuestionBank } from "../../src/server/modules/questions/repository";
import { freePort } from "../../src/server/test/free-port";
import { BENCH_AUTH_SECRET } from "../students";

// A child process for the HTTP benchmarks: the real app and a bare Hono route, in one process so both are
// measured under the same conditions. Arguments: DATA_DIR [DATABASE_URL]. Both listen on a port the system
// picks; the last line printed is "ready <app port> <bare port>".
const dataDir = process.argv[2] || mkdtempSync(path.join(tmpdir(), "bench-"));
const databaseUrl = process.argv[3] || undefined;

const database = openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, "bench.sqlite") });
await migrateToLatest(database.db);
await syncQuestionBank(database.db, loadQuestionBank());
const logger = createLogger("error");
const [appPort, barePort] = [await freePort(), await freePort()];
const app = createApp({
  database,
  logger,
  coach: createCoach({ provider: "builtin" }),
  publicUrl: `http://127.0.0.1:${appPort}`,
  authSecret: BENCH_AUTH_SECRET,
  sendMail: createMailer({
    from: "Bench <bench@localhost>",
    outboxDir: path.join(dataDir, "outbox"),
    logger,
  }),
});
const bare = new Hono().get("/bare", (c) => c.json({ status: "ok" }));
await Promise.all(
  [
    { fetch: app.fetch, port: appPort },
    { fetch: bare.fetch, port: barePort },
  ].map(
    (options) =>
      new Promise<void>((resolve) => serve({ ...options, hostname: "127.0.0.1" }, () => resolve())),
  ),
);
process.stdout.write(`ready ${appPort} ${barePort}\n`);
