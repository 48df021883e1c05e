import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail exists for; logged in outbox mode so a local user can follow it. */
  link: string;
}

/**
 * Hands a mail over: resolves once it is written to the outbox, or queued for SMTP delivery. SMTP delivery
 * then runs in the background, so a route that mails only known accounts (password reset, sign-up with a
 * taken email) answers in the same time whether the account exists or not, however slow the mail server.
 */
export type SendMail = (message: MailMessage) => Promise<void>;

export interface Mailer extends SendMail {
  /** Resolves once every mail handed over so far has been delivered or logged as failed (for shutdown). */
  idle: () => Promise<void>;
}

/** Sends mail over SMTP_URL, or writes each message as an .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { logger } = options;
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    const deliveries = new Set<Promise<void>>();
    const send = async (message: MailMessage) => {
      const about = { to: message.to, subject: message.subject };
      // A failed delivery is logged as an error with its recipient (never its link, which carries a token).
      const delivery: Promise<void> = smtp.sendMail(envelope(message)).then(
        () => logger.info("mail sent", about),
        (error: unknown) => logger.error("mail not sent", { ...about, reason: String(error) }),
      );
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    };
    return Object.assign(send, { idle: () => Promise.all(deliveries).then(() => undefined) });
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The outbox is awaited: a local file write takes a millisecond, and the mail is there once the route answers.
  const send = async (message: MailMessage) => {
    const info = await stream.sendMail(envelope(message));
    const file = writeToOutbox(options.outboxDir, message.to, info.message as Buffer);
    // Outbox mode is for local use only: printing the link lets a developer verify an account.
    logger.info("mail written to outbox", {
      to: message.to,
      subject: message.subject,
      file,
      link: message.link,
    });
  };
  return Object.assign(send, { idle: async () => {} });
}

// Named `<ISO time>-<recipient>.eml`; a second mail in the same millisecond gets a suffix instead of overwriting.
function writeToOutbox(outboxDir: string, to: string, content: Buffer): string {
  const stem = `${new Date().toISOString()}-${safeName(to)}`;
  for (let attempt = 0; ; attempt += 1) {
    const file = path.join(outboxDir, attempt === 0 ? `${stem}.eml` : `${stem}-${attempt}.eml`);
    try {
      writeFileSync(file, content, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

function safeName(address: string): string {
  return address.replace(/[^a-zA-Z0-9@._+-]/g, "_");
}
