// The uploads of an outside security pass, built byte by byte from a real workbook's parts, and the
// measure of what they cost a running server: its peak memory and the latency of its health check while
// they are processed. Used by hostile-uploads.alone.test.ts (which holds the limits) and `npm run bench`.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import JSZip from "jszip";
import { craftZip, sharedStringsOf, sheetOfCells, type ZipPart } from "./hostile-zips";

const MB = 1024 * 1024;

export type HostileFiles = Record<
  "hidden" | "countOfZero" | "manyCells" | "understated" | "manyStrings",
  Buffer
>;

/** The parts of a downloaded workbook, to build the hostile files from. */
export async function partsOf(workbook: Buffer): Promise<ZipPart[]> {
  const zip = await JSZip.loadAsync(workbook);
  return Promise.all(
    Object.values(zip.files)
      .filter((file) => !file.dir)
      .map(async (file) => ({ name: file.name, data: await file.async("nodebuffer") })),
  );
}

/** Each file under the 2 MB upload limit. */
export function hostileFiles(parts: ZipPart[]): HostileFiles {
  const replaced = (name: string, data: Buffer) =>
    parts.map((part) => (part.name === name ? { name, data } : part));
  return {
    // 400 MB of zeros in an entry the end record's count leaves out: about 400 KB on the wire.
    hidden: craftZip([...parts, { name: "xl/media/image1.png", data: Buffer.alloc(400 * MB) }], {
      declaredCount: parts.length,
    }),
    countOfZero: craftZip(parts, { declaredCount: 0 }),
    manyCells: craftZip(replaced("xl/worksheets/sheet1.xml", sheetOfCells(400_000))),
    // The same sheet, its size understated as a real workbook sheet's.
    understated: craftZip(replaced("xl/worksheets/sheet1.xml", sheetOfCells(400_000)), {
      declaredSizes: { "xl/worksheets/sheet1.xml": 6_000 },
    }),
    manyStrings: craftZip(replaced("xl/sharedStrings.xml", sharedStringsOf(1_140_000))),
  };
}

/** A multipart form holding `file` as the field "file", after `extraFields` other fields. */
export function multipartForm(file: Buffer, extraFields = 0): { body: Buffer; contentType: string } {
  const boundary = "----hostile-upload-boundary";
  const fields = Array.from(
    { length: extraFields },
    (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
  ).join("");
  const head = `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="exercise.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends one upload as student `student` (taken modulo the students there are); resolves its status. */
export type SendUpload = (student: number, file: Buffer, extraFields?: number) => Promise<number>;

export interface HostileRun {
  statuses: number[];
  peakAboveIdleMb: number;
  healthP99Ms: number;
  healthRequests: number;
}

/**
 * Three rounds of every hostile file, one after the other, then four at once from four students (each
 * student stays under the limit of ten uploads a minute), while the health check is asked every 2 ms.
 */
export async function sendHostileUploads(
  server: { url: string; pid: number },
  files: HostileFiles,
  send: SendUpload,
): Promise<HostileRun> {
  const idle = memoryOf(server.pid);
  const health = await pollHealth(server.url);
  const statuses: number[] = [];
  const { hidden, countOfZero, manyCells, understated, manyStrings } = files;
  for (let round = 0; round < 3; round++) {
    for (const [index, file] of [hidden, countOfZero, manyCells, understated, manyStrings].entries()) {
      statuses.push(await send(round + index, file));
    }
    statuses.push(await send(round, countOfZero, 18_000));
    statuses.push(
      ...(await Promise.all([send(0, hidden), send(1, manyCells), send(2, manyStrings), send(3, hidden)])),
    );
  }
  const times = await health.stop();
  const after = memoryOf(server.pid);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    statuses,
    peakAboveIdleMb: (after.peak - idle.resident) / MB,
    healthP99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
    healthRequests: times.length,
  };
}

/** A process's resident memory now and at its peak, in bytes (Linux /proc). */
function memoryOf(pid: number): { resident: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { resident: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Asks GET /api/health every 2 ms, on one kept-alive connection opened beforehand, until stopped. */
async function pollHealth(url: string): Promise<{ stop: () => Promise<number[]> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      request(`${url}/api/health`, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`health answered ${response.statusCode}`));
          times.push(performance.now() - started);
          resolve();
        });
      })
        .on("error", reject)
        .end();
    });
  await once();
  times.length = 0;
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return times;
    },
  };
}
