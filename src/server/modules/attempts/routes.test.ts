import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../../engine";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { rightAnswers } from "../../test/right-answers";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

describe.each(testDialects)("the check and the history of attempts on %s", (kind) => {
  let server: TestServer;
  let verified: TestUser;
  let unverified: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    verified = await signUpUser(server);
    unverified = await signUpUser(server, { emailVerified: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a signed-out check with 401 and the documented message", async () => {
    const response = await new TestClient(server.url).post("/api/case-studies/lbo/check", {
      seed: 1,
      answers: {},
    });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({
      code: "AUTH_REQUIRED",
      message: "You must be logged in to see the correction of this case study.",
    });
  });

  it("refuses LBO and accretion/dilution corrections to an unverified email, but grades DCF", async () => {
    for (const type of ["lbo", "dilution-accretion"]) {
      const response = await unverified.client.post(`/api/case-studies/${type}/check`, {
        seed: 3,
        answers: {},
      });
      expect(response.status).toBe(403);
      expect(response.json.error.message).toBe(
        "You must be logged in with a verified email to see the correction. Please log in / verify your email.",
      );
    }
    const dcf = await unverified.client.post("/api/case-studies/dcf/check", {
      seed: 3,
      answers: { "Sales 2025": "-1" },
    });
    expect(dcf.status).toBe(200);
    expect(dcf.json.score).toBe(0);
  });

  it("grades a verified LBO from the seed's statement and saves it", async () => {
    const answers = rightAnswers("LBO", 7);
    const keys = Object.keys(answers);
    // Half the cells right, the rest left empty.
    const half = Object.fromEntries(
      keys.slice(0, Math.floor(keys.length / 2)).map((key) => [key, answers[key] ?? ""]),
    );
    const response = await verified.client.post("/api/case-studies/lbo/check", {
      seed: 7,
      answers: half,
      timeSpentSeconds: 95,
    });
    expect(response.status).toBe(200);
    expect(response.json.score).toBe(Math.round((100 * Math.floor(keys.length / 2)) / keys.length));
    expect(response.json.cells).toHaveLength(keys.length);
    const wrong = response.json.cells.find((cell: { correct: boolean }) => !cell.correct);
    expect(wrong).toMatchObject({ given: "", correct: false });
    expect(wrong.expected).toBe(answers[wrong.key]);
    expect(wrong.explanation.length).toBeGreaterThan(5);

    const saved = await verified.client.get(`/api/exercises/${response.json.exerciseId}`);
    expect(saved.status).toBe(200);
    expect(saved.json.exercise).toMatchObject({
      exerciseType: "LBO",
      seed: 7,
      score: response.json.score,
      timeSpentSeconds: 95,
    });
    expect(saved.json.exercise.statement).toEqual(generate("LBO", 7));
    expect(saved.json.correction.cells).toEqual(response.json.cells);
  });

  it("explains every cell, right ones included, and says when the working carries unrounded figures", async () => {
    const statement = generate("LBO", 61);
    expect(statement).toMatchObject({
      sales: 350,
      growthType: "constant_percentage",
      expectedGrowthPercent: 5,
      ebitdaMargin: 60,
    });
    // By hand: Sales 2025 = 350 × 1.05 = 367.5, shown 368. EBITDA 2025 = 367.5 × 60 % = 220.5 on the exact
    // path; from the grid's rounded 368, 368 × 60 % = 220.8. Both show 221.
    const response = await verified.client.post("/api/case-studies/lbo/check", {
      seed: 61,
      answers: { "Sales 2025": "368", "EBITDA 2025": "221" },
    });
    expect(response.status).toBe(200);
    const cell = (key: string) =>
      response.json.cells.find((entry: { key: string }) => entry.key === key) as {
        correct: boolean;
        explanation: string;
      };
    expect(cell("Sales 2025").correct).toBe(true);
    expect(cell("Sales 2025").explanation).toContain("Sales 2025 =");
    expect(cell("Sales 2025").explanation).not.toContain("unrounded");
    expect(cell("EBITDA 2025").correct).toBe(true);
    expect(cell("EBITDA 2025").explanation).toContain("367.5");
    expect(cell("EBITDA 2025").explanation).toContain(
      "This working carries unrounded figures; the rounded figures shown in the grid give the same result",
    );
    for (const entry of response.json.cells) expect(entry.explanation.length).toBeGreaterThan(5);
  });

  it("scores 100 with every right answer", async () => {
    const response = await verified.client.post("/api/case-studies/dilution-accretion/check", {
      seed: 11,
      answers: rightAnswers("DilutionAccretion", 11),
    });
    expect(response.json.score).toBe(100);
  });

  it("refuses a grid with no answer at all and saves nothing", async () => {
    const user = await signUpUser(server);
    const blank = Object.fromEntries(Object.keys(rightAnswers("DCF", 12)).map((key) => [key, " "]));
    for (const answers of [{}, blank]) {
      const response = await user.client.post("/api/case-studies/dcf/check", { seed: 12, answers });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe("NO_ANSWERS");
    }
    expect((await user.client.get("/api/exercises")).json.items).toEqual([]);
    const one = await user.client.post("/api/case-studies/dcf/check", {
      seed: 12,
      answers: { ...blank, WACC: "x" },
    });
    expect(one.status).toBe(200);
    expect((await user.client.get("/api/exercises")).json.items).toHaveLength(1);
  });

  it("ignores a forged statement or score sent by the client", async () => {
    const forged = await verified.client.post("/api/case-studies/lbo/check", {
      seed: 8,
      answers: { MoM: "-1" },
      score: 100,
      statement: { ...generate("LBO", 8), sales: 1 },
    });
    expect(forged.status).toBe(200);
    expect(forged.json.score).toBe(0);
    const saved = await verified.client.get(`/api/exercises/${forged.json.exerciseId}`);
    expect(saved.json.exercise.statement).toEqual(generate("LBO", 8));
    expect(saved.json.exercise.score).toBe(0);
  });

  it("turns away malformed and oversized bodies with a 4xx and the JSON error shape", async () => {
    const cases: Array<[unknown, number]> = [
      ["{oops", 400],
      [{ answers: {} }, 400],
      [{ seed: "7", answers: {} }, 400],
      [{ seed: 7, answers: "all of them" }, 400],
      [{ seed: 7, answers: { Sales: { nested: true } } }, 400],
      [{ seed: 7, answers: { Sales: "9".repeat(500) } }, 400],
      [{ seed: 7, answers: {}, pad: "x".repeat(100_000) }, 413],
    ];
    for (const [body, status] of cases) {
      const response = await verified.client.post("/api/case-studies/lbo/check", body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(response.json.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it("never shows or deletes another user's record", async () => {
    const mine = await verified.client.post("/api/case-studies/dcf/check", {
      seed: 5,
      answers: { "Sales 2025": "-1" },
    });
    const other = await signUpUser(server);
    const read = await other.client.get(`/api/exercises/${mine.json.exerciseId}`);
    expect(read.status).toBe(404);
    const list = await other.client.get("/api/exercises");
    expect(list.json.items).toEqual([]);
    const removal = await other.client.delete(`/api/exercises/${mine.json.exerciseId}`);
    expect(removal.status).toBe(404);
    expect((await verified.client.get(`/api/exercises/${mine.json.exerciseId}`)).status).toBe(200);

    expect((await verified.client.delete(`/api/exercises/${mine.json.exerciseId}`)).status).toBe(200);
    expect((await verified.client.get(`/api/exercises/${mine.json.exerciseId}`)).status).toBe(404);
  });

  it("lists history newest first in pages", async () => {
    const user = await signUpUser(server);
    const ids: string[] = [];
    for (const seed of [21, 22, 23]) {
      ids.push(
        (await user.client.post("/api/case-studies/dcf/check", { seed, answers: { "Sales 2025": "-1" } }))
          .json.exerciseId,
      );
    }
    const first = await user.client.get("/api/exercises?limit=2");
    expect(first.json.items.map((item: { seed: number }) => item.seed)).toEqual([23, 22]);
    const second = await user.client.get(
      `/api/exercises?limit=2&cursor=${encodeURIComponent(first.json.nextCursor)}`,
    );
    expect(second.json.items.map((item: { seed: number }) => item.seed)).toEqual([21]);
    expect(second.json.nextCursor).toBeNull();
    expect((await user.client.get("/api/exercises?limit=0")).status).toBe(400);
    expect((await user.client.get("/api/exercises?cursor=junk")).status).toBe(400);
    expect((await new TestClient(server.url).get("/api/exercises")).status).toBe(401);
  });
});
