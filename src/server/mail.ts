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

export type SendMail = (message: MailMessage) => Promise<void>;

/** Sends mail over SMTP_URL, or writes each message as an .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): SendMail {
  const envelope = (message: MailMessage) => ({
    from: options.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return async (message) => {
      await smtp.sendMail(envelope(message));
      options.logger.info("mail sent", { to: message.to, subject: message.subject });
    };
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message) => {
    const info = await stream.sendMail(envelope(message));
    const file = writeToOutbox(options.outboxDir, message.to, info.message as Buffer);
    // Outbox mode is for local use only: printing the link lets a developer verify an account.
    options.logger.info("mail written to outbox", {
      to: message.to,
      subject: message.subject,
      file,
      link: message.link,
    });
  };
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
