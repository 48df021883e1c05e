import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient, type TestResponse } from "../../test/http-client";
import { asTestServer, type ServerProcess, startServerProcess } from "../../test/server-process";
import {
  type HostileFiles,
  hostileFiles,
  multipartForm,
  partsOf,
  sendHostileUploads,
} from "./test-support/hostile-uploads";
import { craftZip, type ZipPart } from "./test-support/hostile-zips";

// The uploads an outside security pass sent, against the compiled server in its own process: each must
// get a 4xx while the server's memory stays bounded and other requests flow.
const UPLOAD = "/api/case-studies/workbook/check";

function upload(client: TestClient, file: Buffer, extraFields = 0): Promise<TestResponse> {
  const { body, contentType } = multipartForm(file, extraFields);
  return client.request("POST", UPLOAD, body, { "content-type": contentType });
}

describe("hostile workbook uploads", { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let students: TestUser[];
  let parts: ZipPart[];
  let files: HostileFiles;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hostile-"));
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    const downloaded = await new TestClient(server.url).get("/api/case-studies/dcf/workbook?seed=3");
    parts = await partsOf(downloaded.bytes);
    // Built before the students sign in: their kept-alive connections must not outlive the server's idle timeout.
    files = hostileFiles(parts);
    for (const file of Object.values(files)) expect(file.length).toBeLessThan(2 * 1024 * 1024);
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
    const clients = students.map((student) => student.client);
    const run = await sendHostileUploads(
      { url: server.url, pid: server.child.pid as number },
      files,
      async (student, file, fields) =>
        (await upload(clients[student % clients.length] as TestClient, file, fields)).status,
    );
    for (const status of run.statuses) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const figures = `peak ${run.peakAboveIdleMb.toFixed(0)} MB above idle; health p99 ${run.healthP99Ms.toFixed(1)} ms over ${run.healthRequests} requests`;
    expect(run.healthRequests, figures).toBeGreaterThan(20);
    expect(run.peakAboveIdleMb, figures).toBeLessThan(300);
    expect(run.healthP99Ms, figures).toBeLessThan(50);
    // And the server still reads a real workbook afterwards.
    const real = await upload(clients[3] as TestClient, craftZip(parts));
    expect(real.json.error.code).toBe("NO_ANSWERS");
  });
});
