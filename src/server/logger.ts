import type { AppConfig } from "./env";

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<AppConfig["logLevel"], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

// Field names whose values are never written to the log, whatever the caller passes.
const secretField = /pass(word)?|token|cookie|secret|authorization|api[-_]?key/i;

/** Structured JSON-lines logger that redacts secrets by field name; by default to stdout, batched. */
export function createLogger(
  level: AppConfig["logLevel"],
  write: (line: string) => void = batchedStdout(),
): Logger {
  const log =
    (at: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (rank[at] < rank[level]) return;
      // Built as text rather than as one merged object: this runs for every request at `info`.
      const rest = JSON.stringify(redact(fields));
      const head = `{"time":"${new Date().toISOString()}","level":"${at}","message":${JSON.stringify(message)}`;
      write(rest === "{}" ? `${head}}` : `${head},${rest.slice(1)}`);
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  // Most lines (every request's) carry no secret field: they are written as given, without a copy.
  if (!Object.keys(fields).some((key) => secretField.test(key))) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, secretField.test(key) ? "[redacted]" : value]),
  );
}

/**
 * Lines written within one turn of the event loop go out in one write, after the turn (or at 256 lines), and
 * whatever is pending when the process exits is written then. One write per request halved the throughput
 * of a fast route at `info`; a batch costs about one write per burst.
 */
export function batchedStdout(
  writeOut: (text: string) => void = (text) => process.stdout.write(text),
  maxLines = 256,
): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join("\n")}\n`;
    pending = [];
    writeOut(text);
  };
  process.on("exit", flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
    if (pending.length >= maxLines) flush();
  };
}
