import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../../engine";
import { signUpUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { insertAttempt } from "../attempts/repository";
import { loadQuestionBank } from "../questions/question-bank";

const questionId = loadQuestionBank()[0]?.id ?? "";

describe.each(testDialects)("profile API on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("returns the profile, and stats that average only scored exercises", async () => {
    const user = await signUpUser(server, { firstName: "Nadia" });
    const empty = await user.client.get("/api/profile");
    expect(empty.status).toBe(200);
    expect(empty.json.profile).toMatchObject({
      firstName: "Nadia",
      lastName: "Lovelace",
      school: "HEC Paris",
      email: user.email,
      emailVerified: true,
    });
    expect(empty.json.stats).toEqual({ completed: 0, averageScore: null });

    const { db } = server.database;
    const base = { userAnswers: {}, seed: 1, engineVersion: 1, timeSpentSeconds: 60 };
    // Distinct dates, so "recent" has a defined order.
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
    await insertAttempt(
      db,
      user.id,
      { ...base, exerciseType: "DCF", statement: generate("DCF", 1), score: 50 },
      at(1),
    );
    await insertAttempt(
      db,
      user.id,
      { ...base, exerciseType: "DCF", statement: generate("DCF", 1), score: 75, timeSpentSeconds: 120 },
      at(2),
    );
    await insertAttempt(
      db,
      user.id,
      { ...base, exerciseType: "LBO", statement: generate("LBO", 1), score: 100 },
      at(3),
    );
    // A record without a score (docs/marking.md#scores: averaged only over exercises that have one).
    await insertAttempt(
      db,
      user.id,
      { ...base, exerciseType: "LBO", statement: generate("LBO", 1), score: null },
      at(4),
    );

    const filled = await user.client.get("/api/profile");
    // (50 + 75 + 100) / 3 = 75
    expect(filled.json.stats).toEqual({ completed: 4, averageScore: 75 });
    const dcf = filled.json.progress.find((entry: { type: string }) => entry.type === "DCF");
    // Best of 50 and 75 is 75.
    expect(dcf).toMatchObject({ attempts: 2, averageScore: 63, averageTimeSeconds: 90, bestScore: 75 });
    expect(dcf.recent.map((point: { score: number }) => point.score)).toEqual([50, 75]);
    const lbo = filled.json.progress.find((entry: { type: string }) => entry.type === "LBO");
    expect(lbo).toMatchObject({ attempts: 2, averageScore: 100, bestScore: 100 });
  });

  it("refuses a signed-out visitor with the login-required message", async () => {
    const response = await new TestClient(server.url).get("/api/profile");
    expect(response.status).toBe(401);
    expect(response.json.error.message).toBe("You must be logged in to view this page");
  });

  it("exports every record of the user and nothing of anyone else", async () => {
    const owner = await signUpUser(server);
    const other = await signUpUser(server);
    const mine = await owner.client.post("/api/case-studies/dcf/check", {
      seed: 31,
      answers: { "Sales 2025": "1" },
    });
    await other.client.post("/api/case-studies/dcf/check", { seed: 32, answers: { "Sales 2025": "-1" } });
    await owner.client.post("/api/evaluate-answer", {
      questionId,
      answer: "Mine: EBITDA falls and cash rises.",
    });
    await other.client.post("/api/evaluate-answer", { questionId, answer: "Theirs: nothing to see here." });

    const response = await owner.client.get("/api/profile/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const data = response.json;
    expect(data.profile.email).toBe(owner.email);
    expect(data.exercises.map((exercise: { id: string }) => exercise.id)).toEqual([mine.json.exerciseId]);
    expect(data.exercises[0].userAnswers["Sales 2025"]).toBe("1");
    expect(data.bestAnswers.map((answer: { answer: string }) => answer.answer)).toEqual([
      "Mine: EBITDA falls and cash rises.",
    ]);
    expect(data.answerAttempts).toHaveLength(1);
    expect(response.text).not.toContain(other.email);
    expect(response.text).not.toContain("Theirs");
    expect(response.text).not.toContain(other.id);
  });

  // Better Auth deletes an account without a password while the session is under a day old.
  it("refuses to delete the account without the password, even right after signing in", async () => {
    const user = await signUpUser(server);
    for (const body of [{}, { password: "" }, { callbackURL: "/" }, { password: null }]) {
      const response = await user.client.post("/api/auth/delete-user", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.message).toMatch(/password/i);
    }
    expect((await user.client.get("/api/profile")).status).toBe(200);
  });

  it("deletes the account after the password is given again, leaving no row of the user anywhere", async () => {
    const user = await signUpUser(server);
    await user.client.post("/api/case-studies/dcf/check", { seed: 40, answers: { "Sales 2025": "-1" } });
    await user.client.post("/api/evaluate-answer", {
      questionId,
      answer: "Enterprise value is what the whole business is worth.",
    });
    await user.client.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: "/reset-password",
    });

    const wrong = await user.client.post("/api/auth/delete-user", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    const deleted = await user.client.post("/api/auth/delete-user", { password: user.password });
    expect(deleted.status).toBe(200);
    expect((await user.client.get("/api/profile")).status).toBe(401);

    const { db } = server.database;
    const counts = await Promise.all([
      db.selectFrom("user").select("id").where("id", "=", user.id).execute(),
      db.selectFrom("session").select("id").where("userId", "=", user.id).execute(),
      db.selectFrom("account").select("id").where("userId", "=", user.id).execute(),
      db.selectFrom("exercise").select("id").where("userId", "=", user.id).execute(),
      db.selectFrom("userAnswer").select("questionId").where("userId", "=", user.id).execute(),
      db.selectFrom("answerAttempt").select("id").where("userId", "=", user.id).execute(),
      db.selectFrom("verification").select("id").where("value", "like", `%${user.id}%`).execute(),
      db.selectFrom("rateLimit").select("id").where("key", "like", `%${user.id}%`).execute(),
    ]);
    expect(counts.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(
      (await user.client.post("/api/auth/sign-in/email", { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
  });
});
