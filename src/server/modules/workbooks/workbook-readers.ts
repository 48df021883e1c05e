import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "../../http/errors";
import type { WorkbookAnswers } from "./read-answers";

/** What a reader worker answers for one upload. */
export type ReaderReply =
  | { ok: true; answers: WorkbookAnswers }
  | { ok: false; status: ContentfulStatusCode; code: string; message: string };

/** Reads uploaded workbooks off the event loop; `close` stops the workers. */
export interface WorkbookReaders {
  read(bytes: Uint8Array): Promise<WorkbookAnswers>;
  close(): Promise<void>;
}

export interface ReaderLimits {
  /** Workers, each reading one upload at a time. */
  workers: number;
  /** Uploads that may wait for a worker; one more is answered 503. */
  queue: number;
  /** A read that takes longer is stopped and refused. */
  timeoutMs: number;
  /** The heap a worker may use; a read that needs more is stopped and refused. */
  heapMb: number;
}

// A downloaded exercise reads in about 30 ms and 20 MB once the worker is warm; the unpacked upload is
// capped at 1 MB, which reads in well under a second. One worker leaves the second core to the requests.
export const DEFAULT_READER_LIMITS: ReaderLimits = { workers: 1, queue: 8, timeoutMs: 5_000, heapMb: 96 };

const tooHeavy = () =>
  new ApiError(
    413,
    "WORKBOOK_TOO_LARGE",
    "This workbook takes too much memory or time to read; a filled-in exercise is far smaller.",
  );
const busy = () =>
  new ApiError(
    503,
    "UPLOADS_BUSY",
    "Many workbooks are being read right now. Please try again in a few seconds.",
    { "Retry-After": "5" },
  );

interface Job {
  bytes: Uint8Array;
  resolve: (answers: WorkbookAnswers) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded the spreadsheet library and takes reads. */
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | undefined;
}

/** A worker's first message, once it can read. */
export const READY = "ready";

/**
 * A small pool of worker threads with heap limits (resourceLimits), a timeout per read and a bounded
 * queue. Workers start on the first upload and are replaced after a read that broke a limit. A read's
 * time counts from the moment a ready worker has it, so a worker's start-up is never held against it.
 */
export function createWorkbookReaders(
  limits: ReaderLimits = DEFAULT_READER_LIMITS,
  /** Told when a worker fails other than by running out of heap: a worker that cannot start, say. */
  onFailure: (reason: string) => void = () => undefined,
): WorkbookReaders {
  const slots: Slot[] = Array.from({ length: limits.workers }, () => ({
    worker: null,
    ready: false,
    job: null,
    timer: undefined,
  }));
  const waiting: Job[] = [];

  const finish = (slot: Slot, outcome: (job: Job) => void) => {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    if (job) outcome(job);
    const next = waiting.shift();
    if (next) start(slot, next);
  };

  const stopWorker = (slot: Slot) => {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    void worker?.terminate();
  };

  const dispatch = (slot: Slot, job: Job) => {
    slot.timer = setTimeout(() => {
      stopWorker(slot);
      finish(slot, (timedOut) => timedOut.reject(tooHeavy()));
    }, limits.timeoutMs);
    slot.timer.unref();
    // The bytes are moved, not copied, to the worker.
    slot.worker?.postMessage(job.bytes, [job.bytes.buffer as ArrayBuffer]);
  };

  const spawn = (slot: Slot): Worker => {
    const { file, options } = workerSource();
    const worker = new Worker(file, {
      ...options,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    worker.on("message", (message: ReaderReply | typeof READY) => {
      if (message === READY) {
        slot.ready = true;
        if (slot.job) dispatch(slot, slot.job);
        return;
      }
      finish(slot, (job) =>
        message.ok
          ? job.resolve(message.answers)
          : job.reject(new ApiError(message.status, message.code, message.message)),
      );
    });
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other death: the read is refused and the worker replaced.
    const died = (error?: unknown) => {
      if (slot.worker !== worker) return;
      if ((error as { code?: string } | undefined)?.code !== "ERR_WORKER_OUT_OF_MEMORY")
        onFailure(String(error));
      slot.worker = null;
      slot.ready = false;
      finish(slot, (job) => job.reject(tooHeavy()));
    };
    worker.on("error", died);
    worker.on("exit", (code) => died(new Error(`the worker exited with code ${code}`)));
    return worker;
  };

  const start = (slot: Slot, job: Job) => {
    slot.job = job;
    if (slot.ready) dispatch(slot, job);
    else slot.worker ??= spawn(slot);
  };

  return {
    read(bytes) {
      return new Promise<WorkbookAnswers>((resolve, reject) => {
        // A private copy whose buffer can be moved to the worker.
        const job: Job = { bytes: new Uint8Array(bytes), resolve, reject };
        const idle = slots.find((slot) => slot.job === null);
        if (idle) start(idle, job);
        else if (waiting.length < limits.queue) waiting.push(job);
        else reject(busy());
      });
    },
    async close() {
      for (const slot of slots) stopWorker(slot);
    },
  };
}

// From the compiled server (dist-server/main.js) the worker is the bundle beside it; from the sources
// (tests, npm run dev) it is the TypeScript module, imported through tsx, which a worker's own
// execArgv cannot load.
function workerSource(): { file: string | URL; options: WorkerOptions } {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) return { file: new URL("./workbook-reader.js", here), options: {} };
  // tsx's ES module API sits beside the CommonJS one that require.resolve finds.
  const tsx = pathToFileURL(createRequire(here).resolve("tsx/esm/api")).href.replace(/\.cjs$/, ".mjs");
  const module = fileURLToPath(new URL("./reader-worker.ts", here));
  return {
    file: `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(module)}, ${JSON.stringify(here)}));`,
    options: { eval: true },
  };
}
