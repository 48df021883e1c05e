import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type Coach, createCoach } from "../../coach";
import { createApp } from "../app";
import type { Clock } from "../clock";
import type { DatabaseKind } from "../db/database";
import type { TrustProxy } from "../http/client-ip";
import { createLogger } from "../logger";
import { createMailer } from "../mail";
import { loadQuestionBank } from "../modules/questions/question-bank";
import { syncQuestionBank } from "../modules/questions/repository";
import { scaleRateLimits } from "../rate-limits";
import { freePort } from "./free-port";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestServer {
  url: string;
  database: TestDatabase;
  outboxDir: string;
  logLines: string[];
  close: () => Promise<void>;
}

/** The AUTH_SECRET of every test server (tests check that no response or log line reveals it). */
export const testAuthSecret = "test-secret-that-is-long-enough-for-hmac-0123456789";

/**
 * Starts the real app over real HTTP on a free loopback port, with a fresh database and outbox.
 * With `smtpUrl`, mail goes over SMTP as in production instead of to the outbox.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    staticDir?: string;
    publicUrl?: string;
    rateLimitFactor?: number;
    coach?: Coach;
    smtpUrl?: string;
    clock?: Clock;
    trustProxy?: TrustProxy;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  await syncQuestionBank(database.db, loadQuestionBank());
  const outboxDir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  const logLines: string[] = [];
  const logger = createLogger("info", (line) => logLines.push(line));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = createApp({
    database,
    logger,
    publicUrl: options.publicUrl ?? url,
    authSecret: testAuthSecret,
    sendMail: createMailer({ smtpUrl: options.smtpUrl, from: "Test <test@localhost>", outboxDir, logger }),
    coach: options.coach ?? createCoach({ provider: "builtin" }),
    staticDir: options.staticDir,
    rateLimits: options.rateLimitFactor ? scaleRateLimits(options.rateLimitFactor) : undefined,
    clock: options.clock,
    trustProxy: options.trustProxy,
  });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    url,
    database,
    outboxDir,
    logLines,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await database.dispose();
    },
  };
}

/** The link in the newest mail sent to `to` whose subject matches. */
export function latestMailLink(outboxDir: string, to: string, subject: RegExp): string {
  const files = readdirSync(outboxDir)
    .filter((file) => file.endsWith(`-${to}.eml`))
    .sort();
  for (const file of files.reverse()) {
    const mail = decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), "utf8"));
    if (!subject.test(mail)) continue;
    const link = mail.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
  }
  throw new Error(`No mail matching ${subject} for ${to} in ${outboxDir}`);
}

/** Every mail sent to `to`, decoded, oldest first. */
export function mailsTo(outboxDir: string, to: string): string[] {
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith(`-${to}.eml`))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(outboxDir, file), "utf8")));
}

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes), as the outbox holds it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
