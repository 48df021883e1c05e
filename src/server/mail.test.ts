import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createMailer } from "./mail";
import { insertUser } from "./test/accounts";
import { TestClient } from "./test/http-client";
import { type MailCatcher, startMailCatcher } from "./test/mail-catcher";
import { testDialects } from "./test/test-database";
import { startTestServer, type TestServer } from "./test/test-server";

// Each reply of the slow server waits this long: a delivery takes four replies, so over a second.
const slowReplyMs = 300;

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

describe("SMTP mailer", () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ replyDelayMs: slowReplyMs });
  });
  afterAll(async () => {
    await catcher.close();
  });

  it("hands a mail over at once and delivers it in the background; idle() waits for the delivery", async () => {
    const lines: string[] = [];
    const sendMail = createMailer({
      smtpUrl: catcher.url,
      from: "Test <test@localhost>",
      outboxDir: mkdtempSync(path.join(tmpdir(), "outbox-")),
      logger: createLogger("info", (line) => lines.push(line)),
    });
    const started = performance.now();
    await sendMail({ to: "slow@example.com", subject: "Hello", text: "Body", link: "http://x/" });
    expect(performance.now() - started).toBeLessThan(slowReplyMs);
    expect(catcher.mails).toHaveLength(0);
    await sendMail.idle();
    expect(catcher.mails.map((mail) => mail.to)).toEqual(["slow@example.com"]);
    const sent = lines.find((line) => line.includes('"mail sent"'));
    expect(sent).toContain("slow@example.com");
  });
});

describe.each(testDialects)("mail sent in the background on %s", (kind) => {
  let slowSmtp: MailCatcher;
  let refusingSmtp: MailCatcher;
  let server: TestServer;
  let refusingServer: TestServer;
  const knownEmail = "known-reset@example.com";

  beforeAll(async () => {
    slowSmtp = await startMailCatcher({ replyDelayMs: slowReplyMs });
    refusingSmtp = await startMailCatcher({ refuseRecipients: true });
    // Rate limits raised: the timing test asks for more resets than a minute allows one address.
    server = await startTestServer(kind, { smtpUrl: slowSmtp.url, rateLimitFactor: 20 });
    refusingServer = await startTestServer(kind, { smtpUrl: refusingSmtp.url });
    for (const { database } of [server, refusingServer]) await insertUser(database, "known-reset");
  });
  afterAll(async () => {
    await Promise.all([server.close(), refusingServer.close()]);
    await Promise.all([slowSmtp.close(), refusingSmtp.close()]);
  });

  it("answers a password reset in the same time for a known and an unknown email, with a slow mail server", async () => {
    const client = new TestClient(server.url);
    const timeReset = async (email: string) => {
      const started = performance.now();
      const response = await client.post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    await timeReset(knownEmail);
    await timeReset("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      known.push(await timeReset(knownEmail));
      unknown.push(await timeReset(`nobody-${round}@example.com`));
    }
    const medians = `known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`;
    expect(Math.abs(median(known) - median(unknown)), medians).toBeLessThan(20);
    // The known email's mails all arrive, after the answers; the unknown ones get none.
    await waitFor(() => slowSmtp.mails.length >= 11, "11 reset mails");
    expect(new Set(slowSmtp.mails.map((mail) => mail.to))).toEqual(new Set([knownEmail]));
    expect(slowSmtp.mails.every((mail) => /Reset your password/.test(mail.text))).toBe(true);
  });

  it("logs a mail the mail server refuses as an error, and the reset still answers", async () => {
    const client = new TestClient(refusingServer.url);
    const response = await client.post("/api/auth/request-password-reset", {
      email: knownEmail,
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
    const failure = () => refusingServer.logLines.find((line) => line.includes('"mail not sent"'));
    await waitFor(() => failure() !== undefined, "the failed delivery in the log");
    const logged = JSON.parse(failure() ?? "{}") as Record<string, string>;
    expect(logged).toMatchObject({ level: "error", to: knownEmail, subject: "Reset your password" });
    expect(logged.reason).toMatch(/550|Mailbox unavailable/);
    expect(failure()).not.toMatch(/token=/);
    // The server goes on serving.
    expect((await client.get("/api/health")).status).toBe(200);
  });
});
