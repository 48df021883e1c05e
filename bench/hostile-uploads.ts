// What the security pass's hostile uploads cost the compiled server: its peak memory above idle and the
// health check's p99 while they are processed (budgets: 300 MB and 50 ms), as hostile-uploads.alone.test.ts
// holds them, printed.
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sqliteFileIn } from "../src/server/db/database";
import {
  hostileFiles,
  multipartForm,
  partsOf,
  sendHostileUploads,
} from "../src/server/modules/workbooks/test-support/hostile-uploads";
import { startServerProcess } from "../src/server/test/server-process";
import { createTestDatabase } from "../src/server/test/test-database";
import { seedStudents } from "./students";

const authSecret = "hostile-uploads-bench-secret-0123456789";

function post(url: string, cookie: string, file: Buffer, extraFields = 0): Promise<number> {
  const { body, contentType } = multipartForm(file, extraFields);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/case-studies/workbook/check`,
      {
        method: "POST",
        headers: { cookie, origin: url, "content-type": contentType, "content-length": body.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export async function benchHostileUploads(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-hostile-"));
  const database = await createTestDatabase("sqlite", sqliteFileIn(dataDir));
  const students = await seedStudents(database.db, "sqlite", { count: 4, authSecret });
  const server = await startServerProcess({ DATA_DIR: dataDir, AUTH_SECRET: authSecret, LOG_LEVEL: "warn" });
  try {
    const workbook = Buffer.from(
      await (await fetch(`${server.url}/api/case-studies/dcf/workbook?seed=3`)).arrayBuffer(),
    );
    const files = hostileFiles(await partsOf(workbook));
    const cookieOf = (student: number) => students[student % students.length]?.cookie ?? "";
    // The reader's worker starts on the first upload: a blank workbook warms it.
    await post(server.url, cookieOf(0), workbook);
    const run = await sendHostileUploads(
      { url: server.url, pid: server.child.pid ?? 0 },
      files,
      (student, file, fields) => post(server.url, cookieOf(student), file, fields),
    );
    const refused = run.statuses.filter((status) => status >= 400 && status < 500).length;
    return [
      "Hostile uploads on the compiled server (hidden entry, entry count of 0, 400k cells twice, 1.14M shared strings, 18,000 form fields, four at once; three rounds):",
      `  ${refused} of ${run.statuses.length} refused with a 4xx; peak memory ${run.peakAboveIdleMb.toFixed(0)} MB above idle (budget 300 MB); GET /api/health p99 ${run.healthP99Ms.toFixed(1)} ms over ${run.healthRequests} requests meanwhile (budget 50 ms)`,
    ];
  } finally {
    await server.stop();
    await database.dispose();
  }
}
