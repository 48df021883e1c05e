import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Coach } from "../../../coach";
import { signUpUser, type TestUser } from "../../test/accounts";
import { gradedWith } from "../../test/graded";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { loadQuestionBank } from "../questions/question-bank";
import { flashcardOf } from "./flashcard";

/** A coach that scores whatever the answer says after "score:", to compare a flashcard with a typed answer. */
const statedScoreCoach: Coach = {
  grade: async ({ answer }) => gradedWith(Number(answer.match(/score:(\d+(?:\.\d+)?)/)?.[1] ?? 5)),
};

const minute = 60_000;
const bank = loadQuestionBank();
const fourPoints = bank.find((question) => question.keyPoints.length === 4);
if (!fourPoints) throw new Error("the bank has no question with four key points");
const flashcardPath = `/api/review/questions/${fourPoints.id}/flashcard`;

describe("a flashcard without key points in the bank", () => {
  it("lists the model answer's sentences, as the coach grades them", () => {
    const card = flashcardOf({
      id: "acc-999",
      topic: "accounting",
      difficulty: 1,
      frequency: "common",
      question: "What links the three statements?",
      answer:
        "Net income starts the cash flow statement. Cash ends on the balance sheet. Equity takes the rest.",
      keyPoints: [],
      misconceptions: [],
    });
    expect(card.keyPoints).toEqual([
      "Net income starts the cash flow statement",
      "Cash ends on the balance sheet",
      "Equity takes the rest",
    ]);
  });
});

describe.each(testDialects)("flashcard review API on %s", (kind) => {
  let server: TestServer;
  let student: TestUser;
  const now = new Date("2026-03-02T09:00:00.000Z");
  beforeAll(async () => {
    server = await startTestServer(kind, { coach: statedScoreCoach, clock: () => now });
    student = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const cardsOf = async (user: TestUser) => (await user.client.get("/api/review/cards")).json.cards;

  it("refuses a signed-out student", async () => {
    const anonymous = new TestClient(server.url);
    const read = await anonymous.get(flashcardPath);
    expect(read.status).toBe(401);
    expect(read.json.error.code).toBe("AUTH_REQUIRED");
    const review = await anonymous.post(flashcardPath, { keyPoints: [true, true, true, false] });
    expect(review.status).toBe(401);
    expect(review.json.error.code).toBe("AUTH_REQUIRED");
  });

  it("shows the model answer and the bank's key points, in the bank's order", async () => {
    const card = await student.client.get(flashcardPath);
    expect(card.status).toBe(200);
    expect(card.json.modelAnswer).toBe(fourPoints.answer);
    expect(card.json.keyPoints).toHaveLength(4);
    card.json.keyPoints.forEach((label: string, index: number) => {
      expect(fourPoints.keyPoints[index]?.startsWith(label), `point ${index}: ${label}`).toBe(true);
    });
  });

  it("scores 3 ticks of 4 at 7.5 and schedules the card as a coach's 7.5 would", async () => {
    const review = await student.client.post(flashcardPath, { keyPoints: [true, false, true, true] });
    expect(review.status).toBe(200);
    // 10 × 3 covered of 4 equal points = 7.5: Good (6 to under 9), first due 10 minutes on (docs/practice-loop.md).
    expect(review.json).toEqual({
      score: 7.5,
      rating: "Good",
      due: new Date(now.getTime() + 10 * minute).toISOString(),
    });

    const typist = await signUpUser(server);
    const typed = await typist.client.post("/api/evaluate-answer", {
      questionId: fourPoints.id,
      answer: "score:7.5 written out",
    });
    expect(typed.json.score).toBe(7.5);
    const [flashcardCard] = await cardsOf(student);
    const [typedCard] = await cardsOf(typist);
    expect(flashcardCard).toEqual(typedCard);
    expect(flashcardCard).toMatchObject({
      ref: fourPoints.id,
      dueAt: review.json.due,
      lastScore: 75,
      reps: 1,
    });

    const logs = await server.database.db
      .selectFrom("reviewLog")
      .select(["userId", "rating", "score"])
      .where("ref", "=", fourPoints.id)
      .execute();
    const ratingOf = (userId: string) => logs.find((log) => log.userId === userId)?.rating;
    expect(ratingOf(student.id)).toBe(3); // ts-fsrs Rating.Good
    expect(ratingOf(student.id)).toBe(ratingOf(typist.id));
  });

  it("moves history, readiness and the queue, and keeps the attempt apart from written answers", async () => {
    const today = (await student.client.get("/api/review/today")).json;
    expect(today.due).toBe(1);
    expect(today.items[0]).toMatchObject({ ref: fourPoints.id, reason: "due", prompt: fourPoints.question });
    expect(today.streak).toBe(1);
    const { topics } = (await student.client.get("/api/readiness")).json;
    const topic = topics.find((entry: { topic: string; kind: string }) => entry.topic === fourPoints.topic);
    expect(topic).toMatchObject({ kind: "question", attempts: 1 });

    const attempts = await server.database.db
      .selectFrom("answerAttempt")
      .select(["questionId", "answer", "score", "gradedBy"])
      .where("userId", "=", student.id)
      .execute();
    expect(attempts.map((attempt) => ({ ...attempt, score: Number(attempt.score) }))).toEqual([
      { questionId: fourPoints.id, answer: "", score: 7.5, gradedBy: "self" },
    ]);
    // A tick is no written answer: the best answers stay empty.
    expect((await student.client.get("/api/my-answers")).json.answers).toEqual([]);
  });

  it("refuses ticks that do not match the key points, recording nothing", async () => {
    const before = await cardsOf(student);
    for (const keyPoints of [[true, true, true], [true, true, true, true, true], []]) {
      const response = await student.client.post(flashcardPath, { keyPoints });
      expect(response.status, `${keyPoints.length} ticks`).toBe(400);
      expect(response.json.error.code).toBe("INVALID_REQUEST");
      expect(response.json.error.message).toMatch(/^keyPoints: this question has 4 key points/);
    }
    for (const body of [{ keyPoints: [1, 0, 1, 1] }, { keyPoints: "yes" }, {}]) {
      const response = await student.client.post(flashcardPath, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe("INVALID_REQUEST");
    }
    expect(await cardsOf(student)).toEqual(before);
  });

  it("answers 404 for a question not in the bank", async () => {
    const path = "/api/review/questions/acc-999/flashcard";
    const read = await student.client.get(path);
    expect(read.status).toBe(404);
    expect(read.json.error.code).toBe("NOT_FOUND");
    const review = await student.client.post(path, { keyPoints: [true, true, true, true] });
    expect(review.status).toBe(404);
    expect(review.json.error.code).toBe("NOT_FOUND");
  });

  it("refuses a review posted from another site", async () => {
    const before = await cardsOf(student);
    const forged = await student.client.post(
      flashcardPath,
      { keyPoints: [true, true, true, true] },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(forged.json.error.code).toBe("FORBIDDEN_ORIGIN");
    expect(await cardsOf(student)).toEqual(before);
  });
});
