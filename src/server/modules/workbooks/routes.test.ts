import ExcelJS from "exceljs";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { independentAnswers, independentDrillAnswers } from "../../../../test/oracle";
import type { CaseStudyName } from "../../../../test/oracle/shared";
import { KIND_METAS } from "../../../contract/kinds";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient, type TestResponse } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import {
  cellAt,
  fillWorkbook as fill,
  keyAddresses,
  loadWorkbook as load,
  saveWorkbook as save,
} from "./test-support/workbook";

const UPLOAD = "/api/case-studies/workbook/check";

/** POSTs a workbook as the screen does, with the page's `kind` when given (an API client sends none). */
async function upload(client: TestClient, bytes: Buffer, pageKind?: string): Promise<TestResponse> {
  const form = new FormData();
  if (pageKind !== undefined) form.append("kind", pageKind);
  form.append("file", new Blob([new Uint8Array(bytes)]), "exercise.xlsx");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.request("POST", UPLOAD, body, { "content-type": request.headers.get("content-type") ?? "" });
}

describe.each(testDialects)("workbook round trip on %s", (kind) => {
  let server: TestServer;
  let verified: TestUser;
  let unverified: TestUser;
  beforeAll(async () => {
    // Each test uploads more workbooks than a student would in a minute: the limit is tested below.
    server = await startTestServer(kind, { rateLimitFactor: 50 });
    verified = await signUpUser(server);
    unverified = await signUpUser(server, { emailVerified: false });
  });
  afterAll(async () => {
    await server.close();
  });

  async function download(slug: string, seed: number): Promise<Buffer> {
    const response = await new TestClient(server.url).get(`/api/case-studies/${slug}/workbook?seed=${seed}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${slug}-${seed}.xlsx"`);
    return response.bytes;
  }

  it.each([
    ["lbo", "LBO", 31],
    ["dcf", "DCF", 32],
    ["dilution-accretion", "DilutionAccretion", 33],
  ] as const)(
    "a %s workbook filled with independently worked answers scores 100",
    async (slug, type, seed) => {
      const exercise = (await new TestClient(server.url).get(`/api/case-studies/${slug}/new?seed=${seed}`))
        .json;
      const answers = independentAnswers({ ...exercise, type: type as CaseStudyName });
      const book = await load(await download(slug, seed));

      // One Keys row per answer cell, in the grid's order, each pointing at an empty cell of the Case sheet.
      const addresses = keyAddresses(book);
      expect([...addresses.keys()]).toEqual(exercise.cells.map((cell: { key: string }) => cell.key));
      for (const address of addresses.values()) {
        const [, sheet = "", cell = ""] = /^'(.+)'!([A-Z]+\d+)$/.exec(address) ?? [];
        expect(sheet).toBe("Case");
        expect(book.getWorksheet(sheet)?.getCell(cell).value ?? null).toBeNull();
      }
      const about = book.getWorksheet("About");
      expect([about?.getCell("B1").value, about?.getCell("B2").value]).toEqual([type, seed]);
      // Keys and About are hidden from the student, and read again on upload below.
      expect([about?.state, book.getWorksheet("Keys")?.state, book.getWorksheet("Case")?.state]).toEqual([
        "hidden",
        "hidden",
        "visible",
      ]);
      // Inputs in blue, a row at most per statement field (engineVersion aside): those the statement reads.
      const inputs = book.getWorksheet("Inputs");
      expect(inputs?.rowCount).toBeGreaterThan(1);
      expect(inputs?.rowCount).toBeLessThanOrEqual(Object.keys(exercise.statement).length);
      expect(inputs?.getCell("C2").font?.color?.argb).toBe("FF0000FF");

      fill(book, answers);
      const graded = await upload(verified.client, await save(book));
      expect(graded.status).toBe(200);
      expect(graded.json.score).toBe(100);

      // The same answer as the screen's check, saved to history with its source.
      const checked = await verified.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
      expect(Object.keys(graded.json).sort()).toEqual(Object.keys(checked.json).sort());
      // A number comes back as Excel holds it (0.88 for 0.880); everything else is the check's own answer.
      const withoutGiven = (cells: { given: string }[]) => cells.map(({ given: _, ...cell }) => cell);
      expect(withoutGiven(graded.json.cells)).toEqual(withoutGiven(checked.json.cells));
      const saved = await verified.client.get(`/api/exercises/${graded.json.exerciseId}`);
      expect(saved.json.exercise).toMatchObject({ exerciseType: type, seed, score: 100, source: "workbook" });
      const fromScreen = await verified.client.get(`/api/exercises/${checked.json.exerciseId}`);
      expect(fromScreen.json.exercise.source).toBe("screen");
    },
  );

  it.each(KIND_METAS.filter((meta) => meta.family === "drill").map((meta) => meta.slug))(
    "a %s drill workbook filled with the independent drill oracle's answers scores 100",
    async (slug) => {
      const seed = 35;
      const exercise = (await new TestClient(server.url).get(`/api/case-studies/${slug}/new?seed=${seed}`))
        .json;
      const book = await load(await download(slug, seed));
      fill(book, independentDrillAnswers(slug, exercise.statement));
      const graded = await upload(verified.client, await save(book));
      expect(graded.json.cells.filter((cell: { correct: boolean }) => !cell.correct)).toEqual([]);
      expect(graded.json.score).toBe(100);
    },
  );

  it("reads a rate typed as a percent, a formula's result and text the grid accepts", async () => {
    const seed = 34;
    const exercise = (await new TestClient(server.url).get(`/api/case-studies/dcf/new?seed=${seed}`)).json;
    const answers = independentAnswers({ ...exercise, type: "DCF" });
    const book = await load(await download("dcf", seed));
    fill(book, answers);
    const addresses = keyAddresses(book);
    const cellOf = (key: string) => cellAt(book, addresses.get(key) ?? "");
    const wacc = cellOf("WACC");
    wacc.value = Number(answers.WACC) / 100;
    // A style of its own: exceljs shares one style object between the cells it loaded with the same style.
    wacc.style = { ...wacc.style, numFmt: "0.0%" };
    cellOf("Equity Value").value = { formula: "1+1", result: Number(answers["Equity Value"]) };
    cellOf("Sales 2025").value = `${answers["Sales 2025"]} `;
    const graded = await upload(verified.client, await save(book));
    expect(graded.json.cells.filter((cell: { correct: boolean }) => !cell.correct)).toEqual([]);
    expect(graded.json.score).toBe(100);
  });

  it("refuses another kind's workbook sent from a page, saving nothing; grades it sent without a page", async () => {
    const student = await signUpUser(server);
    const seed = 36;
    const exercise = (await new TestClient(server.url).get(`/api/case-studies/lbo/new?seed=${seed}`)).json;
    const book = await load(await download("lbo", seed));
    fill(book, independentAnswers({ ...exercise, type: "LBO" }));
    const lbo = await save(book);
    const history = async () => (await student.client.get("/api/exercises")).json.items.length;

    const onDcfPage = await upload(student.client, lbo, "dcf");
    expect(onDcfPage.status).toBe(400);
    expect(onDcfPage.json.error).toEqual({
      code: "WRONG_WORKBOOK",
      message:
        "This workbook is for the LBO exercise, not the DCF exercise: upload it on the LBO page, or download this page's workbook.",
    });
    const unknownPage = await upload(student.client, lbo, "no-such-exercise");
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.json.error.code).toBe("INVALID_REQUEST");
    expect(await history()).toBe(0);

    const onLboPage = await upload(student.client, lbo, "lbo");
    expect([onLboPage.status, onLboPage.json.score]).toEqual([200, 100]);
    expect(await history()).toBe(1);
    const withoutPage = await upload(student.client, lbo);
    expect([withoutPage.status, withoutPage.json.score]).toEqual([200, 100]);
    expect(await history()).toBe(2);
  });

  it("applies the check's access rules", async () => {
    const lbo = await download("lbo", 5);
    const signedOut = await upload(new TestClient(server.url), lbo);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.message).toBe(
      "You must be logged in to see the correction of this case study.",
    );
    const notVerified = await upload(unverified.client, lbo);
    expect(notVerified.status).toBe(403);
    expect(notVerified.json.error.code).toBe("EMAIL_NOT_VERIFIED");
    // DCF needs no verified email: the blank workbook gets past the access rules, to be refused as empty.
    const dcf = await upload(unverified.client, await download("dcf", 5));
    expect(dcf.status).toBe(400);
    expect(dcf.json.error.code).toBe("NO_ANSWERS");
  });

  it("refuses every bad upload with a readable 4xx and keeps serving", async () => {
    const ours = await download("dcf", 6);
    const withoutKeys = await load(ours);
    withoutKeys.removeWorksheet(withoutKeys.getWorksheet("Keys")?.id ?? -1);
    const garbledSeed = await load(ours);
    const about = garbledSeed.getWorksheet("About");
    if (about) about.getCell("B2").value = "12abc";
    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet("Budget").getCell("A1").value = 42;
    const notWorkbook = new JSZip();
    notWorkbook.file("notes.txt", "hello");
    // 30 MB of zeros deflate to about 30 KB: under the upload limit, far over the unpacked one.
    const bomb = new JSZip();
    bomb.file("xl/workbook.xml", Buffer.alloc(30 * 1024 * 1024));
    const crowded = new JSZip();
    for (let index = 0; index < 250; index++) crowded.file(`part-${index}.xml`, "<a/>");
    const zipped = (zip: JSZip) =>
      zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });

    const cases: [string, Buffer, number, RegExp][] = [
      ["an empty file", Buffer.alloc(0), 400, /empty/],
      ["a text file", Buffer.from("Sales 2025,220\n"), 400, /not an Excel workbook/],
      ["a zip that is no workbook", await zipped(notWorkbook), 400, /not an Excel workbook/],
      ["our workbook without its Keys sheet", await save(withoutKeys), 400, /no Keys sheet/],
      [
        "our workbook with a garbled seed",
        await save(garbledSeed),
        400,
        /seed in About!B2 must be a whole number/,
      ],
      ["a foreign workbook", await save(foreign), 400, /no About sheet/],
      ["a zip bomb", await zipped(bomb), 413, /unpacks to more than 1 MB/],
      ["a zip of 250 parts", await zipped(crowded), 413, /100 parts/],
      ["a file over 2 MB", Buffer.alloc(2 * 1024 * 1024 + 1, 1), 413, /over 2 MB/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await upload(verified.client, bytes);
      expect(response.status, name).toBe(status);
      expect(response.json.error.message, name).toMatch(message);
    }
    const noFile = await verified.client.post(UPLOAD, { file: "x" });
    expect(noFile.status).toBe(400);
    expect(noFile.json.error.message).toMatch(/multipart form with the field file/);
    expect((await new TestClient(server.url).get("/api/health")).status).toBe(200);
  });

  it("refuses a body declared over the limit before reading it", async () => {
    // Only the headers are sent: the server must answer from Content-Length alone.
    const response = await verified.client.request("POST", UPLOAD, "", {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(3 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("WORKBOOK_TOO_LARGE");
  });
});

describe.each(testDialects)("the workbook upload limit on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses an 11th upload in a minute with a readable 429, per student and per address signed out", async () => {
    const [busy, calm] = [await signUpUser(server), await signUpUser(server)];
    const signedOut = new TestClient(server.url);
    // An empty file is the cheapest upload: refused after the limit is counted.
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await upload(busy.client, Buffer.alloc(0))).status).toBe(400);
      expect((await upload(signedOut, Buffer.alloc(0))).status).toBe(401);
    }
    for (const client of [busy.client, signedOut]) {
      const refused = await upload(client, Buffer.alloc(0));
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe("RATE_LIMITED");
      expect(refused.json.error.message).toMatch(
        /^Too many requests\. Please wait \d+ seconds and try again\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another student is not held back.
    expect((await upload(calm.client, Buffer.alloc(0))).status).toBe(400);
  });
});
