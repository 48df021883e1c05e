// The modelling tests through the API, over real HTTP on a real database (docs/modelling-tests.md): every
// statement lies in its ranges, answers worked out apart from the engine (test/oracle) score 100 on screen
// and in the downloaded workbook, a moved cell is wrong, a wrong first revenue carries through to the IRR as
// `follows`, and a timed attempt keeps its duration and recommendation in the history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { independentModelAnswers, modelStatementProblems } from "../../../../test/oracle";
import { signUpUser, type TestUser } from "../../test/accounts";
import type { TestClient, TestResponse } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { fillWorkbook, loadWorkbook, saveWorkbook } from "../workbooks/test-support/workbook";

const TESTS = [
  { slug: "lbo-model", type: "LBOModel", cells: 81 },
  { slug: "three-statement-model", type: "ThreeStatementModel", cells: 75 },
] as const;
const SEEDS = 100;
const BATCH = 10;

type Cell = { key: string; status: string };

async function uploadWorkbook(
  client: TestClient,
  bytes: Buffer,
  fields: Record<string, string>,
): Promise<TestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)]), "test.xlsx");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return client.request("POST", "/api/case-studies/workbook/check", body, {
    "content-type": request.headers.get("content-type") ?? "",
  });
}

describe.each(testDialects)("modelling tests on %s", (dialect) => {
  let server: TestServer;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { rateLimitFactor: 50 });
    student = await signUpUser(server, { emailVerified: true });
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(TESTS)("$slug", ({ slug, type, cells }) => {
    it(`serves ${SEEDS} seeds in the spec's ranges that independent answers solve to 100`, async () => {
      for (let first = 0; first < SEEDS; first += BATCH) {
        const seeds = Array.from({ length: BATCH }, (_, index) => 500 + 7919 * (first + index));
        await Promise.all(
          seeds.map(async (seed) => {
            const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
            expect(fresh.status).toBe(200);
            expect(fresh.json).toMatchObject({ type, seed });
            const again = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
            expect(again.json.statement).toEqual(fresh.json.statement);
            expect(modelStatementProblems(slug, fresh.json.statement), `seed ${seed}`).toEqual([]);
            const answers = independentModelAnswers(slug, fresh.json.statement);
            expect(fresh.json.cells).toHaveLength(cells);
            const graded = await student.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
            expect(graded.status).toBe(200);
            expect(graded.json.score, `seed ${seed}`).toBe(100);
          }),
        );
      }
    });

    it("marks every cell moved by 5 % wrong", async () => {
      const seed = 4242;
      const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
      const answers = independentModelAnswers(slug, fresh.json.statement);
      const keys = Object.keys(answers).filter((key) => Number(answers[key]) !== 0);
      const notWrong: string[] = [];
      for (let first = 0; first < keys.length; first += BATCH) {
        await Promise.all(
          keys.slice(first, first + BATCH).map(async (key) => {
            // 5 %, and at least three units of the last digit: below that, 5 % is within the tolerance.
            const decimals = answers[key]?.split(".")[1]?.length ?? 0;
            const value = Number(answers[key]);
            const step = Math.max(Math.abs(value) * 0.05, 3 * 10 ** -decimals);
            const moved = { ...answers, [key]: (value + step).toFixed(decimals) };
            const graded = await student.client.post(`/api/case-studies/${slug}/check`, {
              seed,
              answers: moved,
            });
            const cell = (graded.json.cells as Cell[]).find((entry) => entry.key === key);
            if (cell?.status !== "wrong") notWrong.push(`${key}: ${cell?.status}`);
          }),
        );
      }
      expect(notWrong).toEqual([]);
    });

    it("carries a wrong Revenue 2025 through every later cell as follows", async () => {
      const seed = 777;
      const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
      const statement = fresh.json.statement;
      // The whole model worked out again on a first-year revenue 3 points of growth too high.
      const [first, ...rest] = statement.revenueGrowth as number[];
      const onWrongRevenue = independentModelAnswers(slug, {
        ...statement,
        revenueGrowth: [(first ?? 0) + 3, ...rest],
      });
      const right = independentModelAnswers(slug, statement);
      const graded = await student.client.post(`/api/case-studies/${slug}/check`, {
        seed,
        answers: onWrongRevenue,
      });
      const status = new Map((graded.json.cells as Cell[]).map((cell) => [cell.key, cell.status]));
      expect(status.get("Revenue 2025")).toBe("wrong");
      expect(status.get("Revenue 2026")).toBe("follows");
      expect(status.get("EBITDA 2025")).toBe("follows");
      if (slug === "lbo-model") expect(status.get("IRR")).toBe("follows");
      else expect(status.get("Total Equity 2027")).toBe("follows");
      // Every other cell is right when its figure did not move, and follows when it did.
      const problems = [...status].filter(
        ([key, mark]) =>
          key !== "Revenue 2025" && mark !== (onWrongRevenue[key] === right[key] ? "correct" : "follows"),
      );
      // A moved figure may still land within a unit of the right one: then it is simply correct.
      expect(problems.filter(([, mark]) => mark === "wrong")).toEqual([]);
    });

    it("scores 100 for the right answers typed into the downloaded workbook, and keeps the recommendation", async () => {
      const seed = 31;
      const download = await student.client.get(`/api/case-studies/${slug}/workbook?seed=${seed}`);
      expect(download.status).toBe(200);
      const book = await loadWorkbook(download.bytes);
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
        "Case",
        "Inputs",
        "Model",
        "Keys",
        "About",
        "Recommendation",
      ]);
      const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
      fillWorkbook(book, independentModelAnswers(slug, fresh.json.statement));
      const recommendation = "Yes: 24 % IRR against the 20 % hurdle, leverage falls below 3x by 2027.";
      const sheet = book.getWorksheet("Recommendation");
      if (!sheet) throw new Error("no Recommendation sheet");
      sheet.getCell("A2").value = recommendation;
      const graded = await uploadWorkbook(student.client, await saveWorkbook(book), {
        kind: slug,
        timedMinutes: "90",
      });
      expect(graded.status).toBe(200);
      expect(graded.json.score).toBe(100);
      const saved = await student.client.get(`/api/exercises/${graded.json.exerciseId}`);
      expect(saved.json.exercise).toMatchObject({
        exerciseType: type,
        timedMinutes: 90,
        recommendation,
        source: "workbook",
      });
    });
  });

  it("keeps a timed attempt's duration and recommendation, lists it in the history, and refuses another duration", async () => {
    const seed = 9;
    const fresh = await student.client.get(`/api/case-studies/lbo-model/new?seed=${seed}`);
    const answers = independentModelAnswers("lbo-model", fresh.json.statement);
    const body = {
      seed,
      answers,
      timeSpentSeconds: 5052,
      timedMinutes: 90,
      recommendation: "Pass: 14 % IRR.",
    };
    const graded = await student.client.post("/api/case-studies/lbo-model/check", body);
    expect(graded.status).toBe(200);
    const history = await student.client.get("/api/exercises?limit=5");
    expect(history.json.items[0]).toMatchObject({
      id: graded.json.exerciseId,
      exerciseType: "LBOModel",
      timedMinutes: 90,
      timeSpentSeconds: 5052,
    });
    const saved = await student.client.get(`/api/exercises/${graded.json.exerciseId}`);
    expect(saved.json.exercise.recommendation).toBe("Pass: 14 % IRR.");
    expect(saved.json.casePack.prompt).toContain(fresh.json.statement.company);

    const refused = await student.client.post("/api/case-studies/three-statement-model/check", {
      ...body,
      timedMinutes: 180,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe("timedMinutes: must be one of 90 for this test.");
    const noTimedMode = await student.client.post("/api/case-studies/lbo/check", {
      seed,
      answers: {},
      timedMinutes: 90,
    });
    expect(noTimedMode.status).toBe(400);
    const tooLong = await student.client.post("/api/case-studies/lbo-model/check", {
      ...body,
      recommendation: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
  });
});
