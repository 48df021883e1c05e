import type { AppConfig } from "./env";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<AppConfig["logLevel"], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

// Field names whose values are never written to the log, whatever the caller passes.
const secretField = /pass(word)?|token|cookie|secret|authorization|api[-_]?key/i;

/** Structured JSON-lines logger that redacts secrets by field name. */
export function createLogger(
  level: AppConfig["logLevel"],
  write: (line: string) => void = defaultWrite,
): Logger {
  const log =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (rank[at] < rank[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...redact(fields) }));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, secretField.test(key) ? "[redacted]" : value]),
  );
}

function defaultWrite(line: string): void {
  process.stdout.write(`${line}\n`);
}
