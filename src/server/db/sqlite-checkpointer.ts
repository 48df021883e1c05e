import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

// A WAL checkpoint copies the log back into the database file and then fsyncs it. Run by SQLite's
// automatic checkpoint, that happens inside whichever commit crosses the threshold, on the event loop:
// after a burst of writes, when the kernel holds many dirty pages of the file, the fsync stalls every
// request for hundreds of milliseconds. So the serving connection never checkpoints; a second
// connection on a worker thread does it every `intervalMs`, in PASSIVE mode (it never waits for the
// writer, and the writer never waits for it), and the log restarts from its beginning once it is copied.

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma("busy_timeout = 5000");
const checkpoint = () => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch (error) { parentPort.postMessage(String(error)); }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  try { db.pragma("wal_checkpoint(TRUNCATE)"); } catch {}
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Runs a last checkpoint and closes the worker's connection. */
  stop: () => Promise<void>;
}

/**
 * Moves the checkpoints of `connection` (a file database in WAL mode) to a worker thread. Should the
 * worker fail, the connection checkpoints itself again, as SQLite does by default.
 */
export function checkpointInBackground(
  connection: SQLite.Database,
  intervalMs = 500,
  onError: (message: string) => void = () => undefined,
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  connection.pragma("wal_autocheckpoint = 0");
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driver, file: connection.name, intervalMs },
  });
  worker.unref();
  worker.on("message", (message) => onError(String(message)));
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.on("error", (error) => onError(String(error)));
    worker.on("exit", () => {
      if (!stopping && connection.open) connection.pragma("wal_autocheckpoint = 1000");
      resolve();
    });
  });
  return {
    stop: async () => {
      stopping = true;
      // Held while it stops: an unreferenced worker would let the process exit before its last checkpoint.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}
