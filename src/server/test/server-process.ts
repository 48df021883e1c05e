import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { freePort } from "./free-port";
import type { TestServer } from "./test-server";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server logged so far. */
  output: string[];
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Runs the compiled server (dist-server/main.js, as `npm start` does) in a child process and waits until it
 * listens. With `logFile`, its standard output (the request log) goes to that file instead of `output`, as
 * in production, so a benchmark's client does not pay for reading it. `nodeArgs` go before the script
 * (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { logFile?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFd = options.logFile ? openSync(options.logFile, "a") : undefined;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "dist-server/main.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", logFd ?? "pipe", "pipe"],
  });
  // The child holds its own copy of the file descriptor.
  if (logFd !== undefined) closeSync(logFd);
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exitCode: number | null | undefined;
  exited.then((code) => {
    exitCode = code;
  });
  // Ready when the health check answers (whatever LOG_LEVEL hides), within 60 s.
  for (let waited = 0; ; waited += 100) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before listening:\n${output.join("\n")}`);
    if (waited > 60_000) throw new Error(`server did not answer within 60 s:\n${output.join("\n")}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The process as the account helpers see a server: they need only its URL and outbox. */
export function asTestServer(url: string, dataDir: string): TestServer {
  return { url, outboxDir: path.join(dataDir, "outbox") } as unknown as TestServer;
}
