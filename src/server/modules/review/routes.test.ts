import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Coach } from "../../../coach";
import { questionTopicIds } from "../../../contract/question-topics";
import { generate } from "../../../engine";
import { answersFrom } from "../../../engine/test-support/answers";
import { signUpUser, type TestUser } from "../../test/accounts";
import { gradedWith } from "../../test/graded";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { loadQuestionBank } from "../questions/question-bank";

/** A coach that scores whatever the answer says after "score:" (so each test picks its grade). */
const statedScoreCoach: Coach = {
  grade: async ({ answer }) => {
    const score = Number(answer.match(/score:(\d+(?:\.\d+)?)/)?.[1] ?? 5);
    return gradedWith(score, "");
  },
};

const minute = 60_000;
const day = 24 * 60 * minute;
const bank = loadQuestionBank();
const [weakQuestion, strongQuestion] = bank;

describe.each(testDialects)("review and readiness API on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let now = new Date("2026-03-02T09:00:00.000Z");
  const clock = () => now;
  beforeAll(async () => {
    server = await startTestServer(kind, { coach: statedScoreCoach, clock });
    user = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses every endpoint while signed out", async () => {
    const anonymous = new TestClient(server.url);
    for (const path of ["/api/review/cards", "/api/review/today", "/api/readiness"]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(401);
      expect(response.json.error.code).toBe("AUTH_REQUIRED");
    }
  });

  it("schedules a weak answer, a model answer, a failed DCF and an aced LBO as required", async () => {
    const weak = await user.client.post("/api/evaluate-answer", {
      questionId: weakQuestion?.id,
      answer: "score:2 not much",
    });
    expect(weak.status).toBe(200);
    const strong = await user.client.post("/api/evaluate-answer", {
      questionId: strongQuestion?.id,
      answer: "score:9.5 the model answer",
    });
    expect(strong.status).toBe(200);
    const failed = await user.client.post("/api/case-studies/dcf/check", {
      seed: 11,
      answers: { "Sales 2025": "-1" },
    });
    expect(failed.json.score).toBe(0);
    const aced = await user.client.post("/api/case-studies/lbo/check", {
      seed: 12,
      answers: answersFrom("LBO", generate("LBO", 12), "exact"),
    });
    expect(aced.json.score).toBe(100);

    const { cards } = (await user.client.get("/api/review/cards")).json;
    const card = (ref: string | undefined) => cards.find((entry: { ref: string }) => entry.ref === ref);
    const dueIn = (ref: string | undefined) => Date.parse(card(ref).dueAt) - now.getTime();
    expect(cards).toHaveLength(4);
    for (const ref of [weakQuestion?.id, "dcf"]) {
      expect(dueIn(ref), ref).toBeGreaterThan(0);
      expect(dueIn(ref), ref).toBeLessThanOrEqual(30 * minute);
    }
    for (const ref of [strongQuestion?.id, "lbo"]) expect(dueIn(ref), ref).toBeGreaterThanOrEqual(day);
    expect(card(weakQuestion?.id)).toMatchObject({
      kind: "question",
      topic: weakQuestion?.topic,
      reps: 1,
      lapses: 0,
      lastScore: 20,
    });
    expect(card("dcf")).toMatchObject({ kind: "exercise", topic: "dcf", lastScore: 0 });
    expect(card("lbo")).toMatchObject({ kind: "exercise", lastScore: 100 });
  });

  it("puts the weak and failed ones in today's queue first, then new items", async () => {
    const today = (await user.client.get("/api/review/today")).json;
    const due = today.items.filter((item: { reason: string }) => item.reason === "due");
    expect(due.map((item: { ref: string }) => item.ref).sort()).toEqual([weakQuestion?.id, "dcf"].sort());
    expect(today.due).toBe(2);
    expect(today.items.slice(0, 2)).toEqual(due);
    const fresh = today.items.filter((item: { reason: string }) => item.reason === "new");
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(5);
    const dueWeak = due.find((item: { ref: string }) => item.ref === weakQuestion?.id);
    expect(dueWeak.prompt).toBe(weakQuestion?.question);
    // New questions come from untouched topics (readiness 0), the most often asked first.
    for (const item of fresh.filter((entry: { kind: string }) => entry.kind === "question")) {
      const question = bank.find((entry) => entry.id === item.ref);
      expect(question?.frequency).toBe("common");
    }
    expect(today.streak).toBe(1);
  });

  it("lists every bank topic and exercise kind in readiness, 0–100, counting the attempts", async () => {
    const { overall, topics } = (await user.client.get("/api/readiness")).json;
    const bankTopics = topics.filter((topic: { kind: string }) => topic.kind === "question");
    expect(bankTopics.map((topic: { topic: string }) => topic.topic)).toEqual(questionTopicIds);
    const exerciseTopics = topics.filter((topic: { kind: string }) => topic.kind === "exercise");
    expect(exerciseTopics.map((topic: { topic: string }) => topic.topic)).toEqual(
      expect.arrayContaining(["lbo", "dcf"]),
    );
    for (const topic of topics) {
      expect(topic.readiness).toBeGreaterThanOrEqual(0);
      expect(topic.readiness).toBeLessThanOrEqual(100);
    }
    expect(overall).toBeGreaterThanOrEqual(0);
    expect(overall).toBeLessThanOrEqual(100);
    const lbo = exerciseTopics.find((topic: { topic: string }) => topic.topic === "lbo");
    // One attempt at 100 %, recall 1 just after: 100 × 1 × 1 × (1 / 5) = 20.
    expect(lbo).toMatchObject({ attempts: 1, readiness: 20, due: 0 });
    const dcf = exerciseTopics.find((topic: { topic: string }) => topic.topic === "dcf");
    expect(dcf).toMatchObject({ attempts: 1, readiness: 0 });
    const untouched = bankTopics.filter(
      (topic: { topic: string }) =>
        topic.topic !== weakQuestion?.topic && topic.topic !== strongQuestion?.topic,
    );
    for (const topic of untouched) expect(topic).toMatchObject({ readiness: 0, attempts: 0, due: 0 });
  });

  it("counts the failed cards as due once the clock passes their due time", async () => {
    now = new Date(now.getTime() + 31 * minute);
    const { topics } = (await user.client.get("/api/readiness")).json;
    const dcf = topics.find(
      (topic: { topic: string; kind: string }) => topic.topic === "dcf" && topic.kind === "exercise",
    );
    expect(dcf.due).toBe(1);
    const lbo = topics.find(
      (topic: { topic: string; kind: string }) => topic.topic === "lbo" && topic.kind === "exercise",
    );
    expect(lbo.due).toBe(0);
  });

  it("shows a second user no cards, an empty queue of due items and zero readiness", async () => {
    const other = await signUpUser(server);
    expect((await other.client.get("/api/review/cards")).json.cards).toEqual([]);
    const today = (await other.client.get("/api/review/today")).json;
    expect(today.due).toBe(0);
    expect(today.streak).toBe(0);
    const readiness = (await other.client.get("/api/readiness")).json;
    expect(readiness.overall).toBe(0);
    for (const topic of readiness.topics) expect(topic).toMatchObject({ readiness: 0, attempts: 0 });
  });
});
