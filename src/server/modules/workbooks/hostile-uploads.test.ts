import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient, type TestResponse } from "../../test/http-client";
import { asTestServer, type ServerProcess, startServerProcess } from "../../test/server-process";
import { craftZip, sharedStringsOf, sheetOfCells, type ZipPart } from "./test-support/hostile-zips";

// The uploads an outside security pass sent, built here byte by byte, against the compiled server in its
// own process: each must get a 4xx while the server's memory stays bounded and other requests flow.
const UPLOAD = "/api/case-studies/workbook/check";
const MB = 1024 * 1024;

function multipart(file: Buffer, extraFields = 0): { body: Buffer; contentType: string } {
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

function upload(client: TestClient, file: Buffer, extraFields = 0): Promise<TestResponse> {
  const { body, contentType } = multipart(file, extraFields);
  return client.request("POST", UPLOAD, body, { "content-type": contentType });
}

/** The server process's resident memory now and at its peak, in bytes (Linux /proc). */
function memoryOf(pid: number): { resident: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { resident: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Asks GET /api/health every 2 ms until stopped, on one kept-alive connection opened beforehand; returns each answer's time in milliseconds. */
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

/** The files of the security pass, made from a real workbook's parts. */
function hostileFiles(parts: ZipPart[]) {
  const replaced = (name: string, data: Buffer) =>
    parts.map((part) => (part.name === name ? { name, data } : part));
  const files = {
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
  for (const file of Object.values(files)) expect(file.length).toBeLessThan(2 * MB);
  return files;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

describe("hostile workbook uploads", { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let students: TestUser[];
  let parts: ZipPart[];
  let files: Record<"hidden" | "countOfZero" | "manyCells" | "understated" | "manyStrings", Buffer>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hostile-"));
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const downloaded = await new TestClient(server.url).get("/api/case-studies/dcf/workbook?seed=3");
    const zip = await JSZip.loadAsync(downloaded.bytes);
    parts = await Promise.all(
      Object.values(zip.files)
        .filter((file) => !file.dir)
        .map(async (file) => ({ name: file.name, data: await file.async("nodebuffer") })),
    );
    // Built before the students sign in: their kept-alive connections must not outlive the server's idle timeout.
    files = hostileFiles(parts);
    students = [];
    for (let index = 0; index < 4; index++)
      students.push(await signUpUser(asTestServer(server.url, dataDir)));
    // Warm the reader (its worker starts on the first upload): a blank workbook is read and refused.
    const blank = await upload(students[0]?.client as TestClient, downloaded.bytes);
    expect(blank.json.error.code).toBe("NO_ANSWERS");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses each with a 4xx, in bounded memory, while the health check stays fast", async () => {
    const { hidden, countOfZero, manyCells, understated, manyStrings } = files;
    const clients = students.map((student) => student.client);
    const one = async (index: number, file: Buffer, fields = 0) =>
      (await upload(clients[index % clients.length] as TestClient, file, fields)).status;
    const idle = memoryOf(server.child.pid as number);
    const health = await pollHealth(server.url);
    // Three rounds, each student staying under the upload limit of ten a minute.
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const sequence = [hidden, countOfZero, manyCells, understated, manyStrings];
      for (const [index, file] of sequence.entries()) statuses.push(await one(round + index, file));
      statuses.push(await one(round, parts[0]?.data ?? Buffer.alloc(0), 18_000));
      // Four at once from four accounts.
      statuses.push(
        ...(await Promise.all([one(0, hidden), one(1, manyCells), one(2, manyStrings), one(3, hidden)])),
      );
    }
    const times = await health.stop();
    const after = memoryOf(server.child.pid as number);

    for (const status of statuses) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const peakAboveIdle = (after.peak - idle.resident) / MB;
    const p99 = percentile(times, 0.99);
    const figures = `peak ${peakAboveIdle.toFixed(0)} MB above idle; health p99 ${p99.toFixed(1)} ms over ${times.length} requests`;
    expect(times.length, figures).toBeGreaterThan(20);
    expect(peakAboveIdle, figures).toBeLessThan(300);
    expect(p99, figures).toBeLessThan(50);
    // And the server still reads a real workbook afterwards.
    const real = await upload(clients[3] as TestClient, craftZip(parts));
    expect(real.json.error.code).toBe("NO_ANSWERS");
  });
});
