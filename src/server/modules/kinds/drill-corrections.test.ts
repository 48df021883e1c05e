// What the drills add to a correction, over real HTTP: the three mini statements, the time of a timed
// drill, and the best score per drill in the profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { independentDrillAnswers } from "../../../../test/oracle";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

describe.each(testDialects)("drill corrections on %s", (dialect) => {
  let server: TestServer;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    student = await signUpUser(server, { emailVerified: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends the three mini statements with the correction and with the saved exercise", async () => {
    // One wrong answer: a grid with no answer at all is refused, never saved.
    const checked = await student.client.post("/api/case-studies/three-statements/check", {
      seed: 5,
      answers: { "Net Income": "999999" },
    });
    const titles = ["Income statement", "Cash flow statement", "Balance sheet"];
    expect(checked.json.workings.map((working: { title: string }) => working.title)).toEqual(titles);
    const saved = await student.client.get(`/api/exercises/${checked.json.exerciseId}`);
    expect(saved.json.correction.workings.map((working: { title: string }) => working.title)).toEqual(titles);
    const other = await student.client.post("/api/case-studies/ev-bridge/check", {
      seed: 5,
      answers: { "Equity Value": "-1" },
    });
    expect(other.json.workings).toEqual([]);
  });

  it("keeps the time of a mental-math run and gives each drill's best score in the profile", async () => {
    const run = await student.client.post("/api/case-studies/mental-math/check", {
      seed: 7,
      // Every answer is positive: −1 is wrong, and the other nine are left empty.
      answers: { Q1: "-1" },
      timeSpentSeconds: 75,
    });
    const saved = await student.client.get(`/api/exercises/${run.json.exerciseId}`);
    expect(saved.json.exercise).toMatchObject({ exerciseType: "MentalMath", timeSpentSeconds: 75, score: 0 });

    const visitor = new TestClient(server.url);
    const fresh = await visitor.get("/api/case-studies/mental-math/new?seed=8");
    const answers = independentDrillAnswers("mental-math", fresh.json.statement);
    await student.client.post("/api/case-studies/mental-math/check", { seed: 8, answers });
    const profile = await student.client.get("/api/profile");
    const mentalMath = profile.json.progress.find((entry: { type: string }) => entry.type === "MentalMath");
    // Scores 0 then 100: best 100, the last one 100.
    expect(mentalMath).toMatchObject({ attempts: 2, bestScore: 100 });
    expect(mentalMath.recent.map((point: { score: number }) => point.score)).toEqual([0, 100]);
  });

  it("refuses a malformed check with a JSON error", async () => {
    const bad = await student.client.post("/api/case-studies/diluted-shares/check", {
      seed: -1,
      answers: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBeDefined();
  });
});
