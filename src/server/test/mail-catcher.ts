import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { decodeQuotedPrintable } from "./test-server";

export interface CapturedMail {
  to: string;
  text: string;
}

export interface MailCatcher {
  url: string;
  mails: CapturedMail[];
  close: () => Promise<void>;
}

/**
 * A local SMTP server on a free loopback port that keeps every message it receives. `replyDelayMs` holds
 * back each of its replies (greeting, sender, recipient, data), as a slow mail server would; `refuseRecipients`
 * answers every recipient with a permanent failure.
 */
export async function startMailCatcher(
  options: { replyDelayMs?: number; refuseRecipients?: boolean } = {},
): Promise<MailCatcher> {
  const mails: CapturedMail[] = [];
  const later = (callback: (error?: Error) => void, error?: Error) =>
    setTimeout(() => callback(error), options.replyDelayMs ?? 0);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect: (_session, callback) => later(callback),
    onMailFrom: (_address, _session, callback) => later(callback),
    onRcptTo: (_address, _session, callback) =>
      later(callback, options.refuseRecipients ? mailboxUnavailable() : undefined),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(","),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
        });
        later(callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

function mailboxUnavailable(): Error {
  return Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
}
