import path from "node:path";
import { serve } from "@hono/node-server";
import { createCoach } from "../coach";
import { createApp } from "./app";
import { openDatabase, sqliteFileIn } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { loadConfigFromProcess } from "./env";
import { createMetrics } from "./http/metrics";
import { createLogger } from "./logger";
import { createMailer } from "./mail";
import { loadQuestionBank } from "./modules/questions/question-bank";
import { syncQuestionBank } from "./modules/questions/repository";
import { projectPath } from "./project-root";

/** Starts the server: configuration, database and migrations, then HTTP until SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigFromProcess();
  const logger = createLogger(config.logLevel);
  const metrics = config.metricsToken ? createMetrics() : undefined;
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
    onQuery: metrics?.observeQuery,
    onWarning: (reason) => logger.warn("SQLite checkpoint failed", { reason }),
  });
  await migrateToLatest(database.db);
  await syncQuestionBank(database.db, loadQuestionBank());

  const sendMail = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  const app = createApp({
    database,
    logger,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    coach: createCoach(config.coach, {
      onFallback: (reason) =>
        logger.warn("LLM coach failed; the built-in grader answered", { reason: String(reason) }),
    }),
    sendMail,
    staticDir: projectPath("dist"),
    trustProxy: config.trustProxy,
    metrics: metrics && config.metricsToken ? { metrics, token: config.metricsToken } : undefined,
  });

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info("server started", { url: config.publicUrl, port: info.port, database: database.kind });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // close() stops new connections and waits for in-flight requests; mail still being delivered in the
    // background goes out (or is logged as failed); then the database closes.
    server.close(async () => {
      await sendMail.idle();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; drop the idle ones now, the rest after a grace period.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
