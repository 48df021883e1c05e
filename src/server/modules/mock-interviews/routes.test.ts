import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { loadQuestionBank } from "../questions/question-bank";

// A grid with no answer at all is refused; one wrong figure in whichever grid the part is (Sales and EPS are positive).
const oneWrongAnswer = { "Sales 2025": "-1", "EPS Before": "-1" };

type Part =
  | { kind: "exercise"; slug: string; seed: number; topic: string }
  | { kind: "question"; questionId: string; topic: string };

const minute = 60_000;
const topicOf = new Map(loadQuestionBank().map((question) => [question.id, question.topic]));

describe.each(testDialects)("mock interviews API on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let now = new Date("2026-03-02T09:00:00.000Z");
  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    user = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("starts one with a deadline, a fit question first, three questions or more and an exercise", async () => {
    const response = await user.client.post("/api/mock-interviews", { track: "pe", minutes: 15 });
    expect(response.status).toBe(201);
    const { id, endsAt, parts } = response.json as { id: string; endsAt: string; parts: Part[] };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(endsAt) - now.getTime()).toBe(15 * minute);
    const questions = parts.filter((part) => part.kind === "question");
    const exercises = parts.filter((part) => part.kind === "exercise");
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(exercises.length).toBeGreaterThanOrEqual(1);
    expect(parts[0]).toMatchObject({ kind: "question", topic: "behavioural" });
    for (const part of questions) {
      if (part.kind === "question") expect(topicOf.get(part.questionId)).toBe(part.topic);
    }
    for (const part of exercises) if (part.kind === "exercise") expect(part.seed).toBeGreaterThanOrEqual(0);
    // The exercises are ones a mock has time for: never a 90-minute modelling test.
    const slugs = exercises.map((part) => (part.kind === "exercise" ? part.slug : ""));
    expect(slugs.filter((slug) => slug === "lbo-model" || slug === "three-statement-model")).toEqual([]);
    expect(new Set(questions.map((part) => (part.kind === "question" ? part.questionId : ""))).size).toBe(
      questions.length,
    );
  });

  it("defaults to 30 minutes and refuses a bad track or length with a 400", async () => {
    const started = await user.client.post("/api/mock-interviews", {});
    expect(started.status).toBe(201);
    expect(Date.parse(started.json.endsAt) - now.getTime()).toBe(30 * minute);
    for (const body of [{ track: "vc" }, { minutes: 20 }, { minutes: "15" }, "not json"]) {
      const response = await user.client.post("/api/mock-interviews", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toMatch(/INVALID_/);
    }
  });

  it("grades answers given with its id, refuses them after endsAt, and reports on finish", async () => {
    now = new Date("2026-03-03T09:00:00.000Z");
    const { id, parts } = (await user.client.post("/api/mock-interviews", { track: "ib", minutes: 15 }))
      .json as { id: string; parts: Part[] };
    const [first, second] = parts;
    if (first?.kind !== "question" || second?.kind !== "question") throw new Error("questions come first");
    const exercise = parts.find((part) => part.kind === "exercise");
    if (exercise?.kind !== "exercise") throw new Error("no exercise part");

    now = new Date(now.getTime() + 2 * minute);
    const answered = await user.client.post("/api/evaluate-answer", {
      questionId: first.questionId,
      answer: "I want to work on transactions because I enjoy analysis and teamwork.",
      mockInterviewId: id,
    });
    expect(answered.status).toBe(200);

    // A question that is not one of its parts, a wrong seed and an unknown interview.
    const stranger = loadQuestionBank().find(
      (question) => !parts.some((part) => "questionId" in part && part.questionId === question.id),
    );
    const notPart = await user.client.post("/api/evaluate-answer", {
      questionId: stranger?.id,
      answer: "Something.",
      mockInterviewId: id,
    });
    expect(notPart.status).toBe(400);
    expect(notPart.json.error.code).toBe("NOT_IN_MOCK_INTERVIEW");
    const wrongSeed = await user.client.post(`/api/case-studies/${exercise.slug}/check`, {
      seed: (exercise.seed + 1) % 1000,
      answers: oneWrongAnswer,
      mockInterviewId: id,
    });
    expect(wrongSeed.status).toBe(400);
    const unknown = await user.client.post("/api/evaluate-answer", {
      questionId: first.questionId,
      answer: "Something.",
      mockInterviewId: "00000000-0000-0000-0000-000000000000",
    });
    expect(unknown.status).toBe(404);

    now = new Date(now.getTime() + 3 * minute);
    const check = await user.client.post(`/api/case-studies/${exercise.slug}/check`, {
      seed: exercise.seed,
      answers: oneWrongAnswer,
      mockInterviewId: id,
    });
    expect(check.status).toBe(200);

    now = new Date(now.getTime() + 11 * minute); // 16 minutes in: past endsAt
    const late = await user.client.post("/api/evaluate-answer", {
      questionId: second.questionId,
      answer: "Too late.",
      mockInterviewId: id,
    });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe("MOCK_INTERVIEW_OVER");
    const lateCheck = await user.client.post(`/api/case-studies/${exercise.slug}/check`, {
      seed: exercise.seed,
      answers: oneWrongAnswer,
      mockInterviewId: id,
    });
    expect(lateCheck.status).toBe(409);

    const finish = await user.client.post(`/api/mock-interviews/${id}/finish`);
    expect(finish.status).toBe(200);
    const report = finish.json;
    expect(report.parts).toHaveLength(parts.length);
    const firstReport = report.parts[0];
    expect(firstReport).toMatchObject({ answered: true, seconds: 120, ref: first.questionId });
    const exerciseIndex = parts.indexOf(exercise);
    // Empty grid: 0 % on the exercise, 3 minutes after the first answer.
    expect(report.parts[exerciseIndex]).toMatchObject({ answered: true, score: 0, seconds: 180 });
    for (const part of report.parts.filter(
      (entry: { index: number }) => entry.index !== 0 && entry.index !== exerciseIndex,
    )) {
      expect(part).toMatchObject({ answered: false, score: 0, seconds: null });
    }
    // Mean over every part, unanswered ones at 0.
    const expectedScore = Math.round(report.parts[0].score / parts.length);
    expect(report.score).toBe(expectedScore);
    expect(report.weakestTopics.length).toBeGreaterThan(0);
    expect(report.weakestTopics.length).toBeLessThanOrEqual(3);

    // Finishing again gives the same report and reviews nothing twice.
    const cardsBefore = (await user.client.get("/api/review/cards")).json.cards;
    const again = await user.client.post(`/api/mock-interviews/${id}/finish`);
    expect(again.json).toEqual(report);
    expect((await user.client.get("/api/review/cards")).json.cards).toEqual(cardsBefore);

    const saved = await user.client.get(`/api/mock-interviews/${id}`);
    expect(saved.json.report).toMatchObject({ score: report.score });
    const history = (await user.client.get("/api/mock-interviews")).json.mockInterviews;
    expect(history.find((entry: { id: string }) => entry.id === id)).toMatchObject({ score: report.score });
  });

  it("lists finished interviews with their time taken, and reports every answer with its evaluation and model answer", async () => {
    const student = await signUpUser(server);
    now = new Date("2026-03-05T09:00:00.000Z");
    const { id, parts } = (await student.client.post("/api/mock-interviews", { track: "ib", minutes: 15 }))
      .json as { id: string; parts: Part[] };
    const [first, second] = parts;
    if (first?.kind !== "question" || second?.kind !== "question") throw new Error("questions come first");
    const exercise = parts.find((part) => part.kind === "exercise");
    if (exercise?.kind !== "exercise") throw new Error("no exercise part");
    const bank = new Map(loadQuestionBank().map((question) => [question.id, question]));

    now = new Date(now.getTime() + minute);
    const typed =
      "I want to join a deal team: I enjoy valuation work and I did a corporate finance internship.";
    const evaluated = await student.client.post("/api/evaluate-answer", {
      questionId: first.questionId,
      answer: typed,
      mockInterviewId: id,
    });
    expect(evaluated.status).toBe(200);
    now = new Date(now.getTime() + minute);
    const checked = await student.client.post(`/api/case-studies/${exercise.slug}/check`, {
      seed: exercise.seed,
      answers: oneWrongAnswer,
      mockInterviewId: id,
    });
    expect(checked.status).toBe(200);

    // While it runs, neither the report nor any model answer is given away.
    const running = await student.client.get(`/api/mock-interviews/${id}`);
    expect(running.json.report).toBeNull();
    expect(JSON.stringify(running.json)).not.toContain(bank.get(first.questionId)?.answer.slice(0, 40));

    now = new Date(now.getTime() + 3 * minute); // finished 5 minutes in
    expect((await student.client.post(`/api/mock-interviews/${id}/finish`)).status).toBe(200);
    const { report } = (await student.client.get(`/api/mock-interviews/${id}`)).json;
    expect(report.answers).toHaveLength(parts.length);

    const answered = report.answers[0];
    expect(answered).toMatchObject({
      kind: "question",
      modelAnswer: bank.get(first.questionId)?.answer,
      attempt: { answer: typed, score: evaluated.json.score, evaluation: evaluated.json.evaluation },
    });
    expect(answered.keyPoints.map((point: { status: string }) => point.status)).toEqual(
      evaluated.json.keyPoints.map((point: { status: string }) => point.status),
    );
    expect(answered.keyPoints).toHaveLength(bank.get(first.questionId)?.keyPoints?.length ?? -1);

    const skipped = report.answers[1];
    expect(skipped).toMatchObject({
      kind: "question",
      attempt: null,
      modelAnswer: bank.get(second.questionId)?.answer,
    });
    expect(skipped.keyPoints.every((point: { status: unknown }) => point.status === null)).toBe(true);

    const exerciseAnswer = report.answers[parts.indexOf(exercise)];
    expect(exerciseAnswer).toEqual({
      index: parts.indexOf(exercise),
      kind: "exercise",
      exerciseId: checked.json.exerciseId,
    });
    expect((await student.client.get(`/api/exercises/${checked.json.exerciseId}`)).status).toBe(200);
    const stranger = await signUpUser(server);
    expect((await stranger.client.get(`/api/exercises/${checked.json.exerciseId}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/mock-interviews/${id}`)).status).toBe(404);

    // A second interview left to run out: its time taken is its length, however late it is finished.
    const { id: lateId } = (await student.client.post("/api/mock-interviews", { minutes: 15 })).json;
    now = new Date(now.getTime() + 60 * minute);
    await student.client.post(`/api/mock-interviews/${lateId}/finish`);
    const { mockInterviews } = (await student.client.get("/api/mock-interviews")).json;
    expect(mockInterviews.map((entry: { id: string }) => entry.id)).toEqual([lateId, id]);
    expect(mockInterviews[1]).toMatchObject({
      secondsTaken: 5 * 60,
      score: report.score,
      parts: parts.length,
    });
    expect(mockInterviews[0]).toMatchObject({ secondsTaken: 15 * 60, score: 0 });
  });

  it("scores an untouched interview 0 on finish and puts its questions in review, due at once", async () => {
    const reviewer = await signUpUser(server);
    const { id, parts } = (await reviewer.client.post("/api/mock-interviews", { minutes: 15 })).json as {
      id: string;
      parts: Part[];
    };
    now = new Date(now.getTime() + 20 * minute);
    const report = (await reviewer.client.post(`/api/mock-interviews/${id}/finish`)).json;
    expect(report.score).toBe(0);
    expect(report.parts.every((part: { answered: boolean }) => !part.answered)).toBe(true);
    const cards = (await reviewer.client.get("/api/review/cards")).json.cards;
    const questionIds = parts.flatMap((part) => (part.kind === "question" ? [part.questionId] : []));
    for (const questionId of questionIds) {
      const card = cards.find((entry: { ref: string }) => entry.ref === questionId);
      expect(card, questionId).toMatchObject({ kind: "question", reps: 1, lastScore: 0 });
      expect(Date.parse(card.dueAt) - now.getTime()).toBeLessThanOrEqual(30 * minute);
    }
    const today = (await reviewer.client.get("/api/review/today")).json;
    expect(today.due).toBe(parts.length);
  });

  it("keeps each user's interviews their own, and refuses the signed out", async () => {
    const { id, parts } = (await user.client.post("/api/mock-interviews", { minutes: 15 })).json as {
      id: string;
      parts: Part[];
    };
    const other = await signUpUser(server);
    expect((await other.client.get(`/api/mock-interviews/${id}`)).status).toBe(404);
    expect((await other.client.post(`/api/mock-interviews/${id}/finish`)).status).toBe(404);
    const first = parts[0];
    const answer = await other.client.post("/api/evaluate-answer", {
      questionId: first?.kind === "question" ? first.questionId : "",
      answer: "Theirs.",
      mockInterviewId: id,
    });
    expect(answer.status).toBe(404);
    expect((await other.client.get("/api/mock-interviews")).json.mockInterviews).toEqual([]);
    expect((await user.client.get(`/api/mock-interviews/${id}`)).json.finishedAt).toBeNull();

    const anonymous = new TestClient(server.url);
    expect((await anonymous.post("/api/mock-interviews", {})).status).toBe(401);
    expect((await anonymous.post(`/api/mock-interviews/${id}/finish`)).status).toBe(401);
    expect((await user.client.get(`/api/mock-interviews/${"x".repeat(500)}`)).status).toBe(404);
  });
});
