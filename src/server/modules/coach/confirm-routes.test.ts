import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Claim, Coach, GradeResult, PointStatus, ScoreSignals } from "../../../coach";
import { signUpUser, type TestUser } from "../../test/accounts";
import { gradedWith } from "../../test/graded";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { loadQuestionBank } from "../questions/question-bank";

/** A grader's decisions: one status per key point, one verdict per claim, the coach's own score. */
function decided(
  score: number,
  statuses: PointStatus[],
  verdicts: Claim["verdict"][] = [],
  signals: Partial<ScoreSignals> = {},
): GradeResult {
  return {
    ...gradedWith(score),
    keyPoints: statuses.map((status, index) => ({
      index,
      text: `Point ${index + 1}`,
      status,
      evidence: status === "missing" ? null : `words for point ${index + 1}`,
    })),
    claims: verdicts.map((verdict, index) => ({
      text: `Claim ${index + 1}`,
      verdict,
      reason: `Reason ${index + 1}`,
    })),
    signals: { keywordList: false, questionCopy: false, ...signals },
    confidence: "low",
  };
}

/** A coach that answers the results it is told to, in order. */
function queuedCoach(): Coach & { will: (...results: GradeResult[]) => void } {
  const queue: GradeResult[] = [];
  return {
    will: (...results) => queue.push(...results),
    grade: async () => {
      const next = queue.shift();
      if (!next) throw new Error("the test gave the coach no result to answer");
      return next;
    },
  };
}

const repeated = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);
/** Ten key points of which the first `covered` are covered and the rest missing. */
const tenPoints = (covered: number): PointStatus[] => [
  ...repeated<PointStatus>("covered", covered),
  ...repeated<PointStatus>("missing", 10 - covered),
];

const bank = loadQuestionBank();
const [question, otherQuestion] = bank;
const questionId = question?.id ?? "";
const minute = 60_000;
const day = 24 * 60 * minute;

describe.each(testDialects)("confirming an evaluation on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let now = new Date("2026-03-02T09:00:00.000Z");
  const coach = queuedCoach();
  beforeAll(async () => {
    server = await startTestServer(kind, { coach, clock: () => now });
    user = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const evaluate = async (client: TestClient, result: GradeResult, id: string | null = questionId) => {
    coach.will(result);
    const body = id
      ? { questionId: id, answer: "my answer" }
      : { answer: "my answer", correctAnswer: "Cash falls." };
    const response = await client.post("/api/evaluate-answer", body);
    expect(response.status, response.text).toBe(200);
    return response.json;
  };
  const confirm = (client: TestClient, attemptId: unknown, body: unknown) =>
    client.post(`/api/evaluate-answer/${attemptId}/confirm`, body);

  it("returns the decisions, the claims, the confidence and the saved attempt's id", async () => {
    const graded = decided(2.5, ["covered", "covered", "contradicted", "missing"], ["check", "wrong"]);
    const evaluation = await evaluate(user.client, graded);
    expect(evaluation).toMatchObject({
      score: 2.5,
      keyPoints: graded.keyPoints,
      claims: graded.claims,
      confidence: "low",
      firstAttempt: true,
    });
    const saved = await server.database.db
      .selectFrom("answerAttempt")
      .select(["id", "score"])
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(evaluation.attemptId).toBe(saved.id);
  });

  it("scores the student's decisions by the rule: a wrong claim caps at 3 until it is disputed", async () => {
    const { attemptId } = await evaluate(
      user.client,
      decided(2.5, ["covered", "covered", "contradicted", "missing"], ["check", "wrong"]),
    );
    const three = ["covered", "covered", "covered", "missing"];
    // 3 of 4 points is 7.5, capped at 3 by the wrong claim the student lets stand.
    const standing = await confirm(user.client, attemptId, { keyPoints: three });
    expect(standing.status, standing.text).toBe(200);
    expect(standing.json).toEqual({ confirmedScore: 3 });
    // Disputed, the claim caps nothing: 7.5. Confirming again replaces the first confirmation.
    const disputed = await confirm(user.client, attemptId, { keyPoints: three, disputedClaims: [1] });
    expect(disputed.json).toEqual({ confirmedScore: 7.5 });
    const saved = await server.database.db
      .selectFrom("answerAttempt")
      .select("confirmedScore")
      .where("id", "=", attemptId)
      .executeTakeFirstOrThrow();
    expect(Number(saved.confirmedScore)).toBe(7.5);
    // All four covered and a keyword list: 10, capped at 2 by the signal the student cannot dispute.
    const listed = await evaluate(
      user.client,
      decided(1, tenPoints(0).slice(0, 4), [], { keywordList: true }),
    );
    const capped = await confirm(user.client, listed.attemptId, { keyPoints: repeated("covered", 4) });
    expect(capped.json).toEqual({ confirmedScore: 2 });
  });

  it("refuses a confirmation that does not fit the attempt with a 400 that says why", async () => {
    const { attemptId } = await evaluate(
      user.client,
      decided(2.5, ["covered", "covered", "contradicted", "missing"], ["check", "wrong"]),
    );
    const tooFew = await confirm(user.client, attemptId, { keyPoints: ["covered", "covered", "covered"] });
    expect(tooFew.status).toBe(400);
    expect(tooFew.json.error).toMatchObject({ code: "INVALID_REQUEST" });
    expect(tooFew.json.error.message).toMatch(/4 key points \(3 given\)/);
    const four = ["covered", "missing", "missing", "missing"];
    for (const disputedClaims of [[0], [2], [-1], ["1"]]) {
      const response = await confirm(user.client, attemptId, { keyPoints: four, disputedClaims });
      expect(response.status, JSON.stringify(disputedClaims)).toBe(400);
      expect(response.json.error.code).toBe("INVALID_REQUEST");
    }
    for (const keyPoints of [["covered", "covered", "contradicted", "missing"], "covered", null]) {
      const response = await confirm(user.client, attemptId, { keyPoints });
      expect(response.status, JSON.stringify(keyPoints)).toBe(400);
    }
    expect((await user.client.request("POST", `/api/evaluate-answer/${attemptId}/confirm`, "{")).status).toBe(
      400,
    );
    // Nothing was kept from the refused ones.
    const saved = await server.database.db
      .selectFrom("answerAttempt")
      .select("confirmedScore")
      .where("id", "=", attemptId)
      .executeTakeFirstOrThrow();
    expect(saved.confirmedScore).toBeNull();
  });

  it("lets only the owner confirm: another user's attempt and an unknown id are 404", async () => {
    // Confirmations are rate-limited per user: this test's own user has the whole allowance.
    const owner = await signUpUser(server);
    const { attemptId } = await evaluate(owner.client, decided(5, ["covered", "missing"]));
    const other = await signUpUser(server);
    const theirs = await confirm(other.client, attemptId, { keyPoints: ["covered", "covered"] });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe("NOT_FOUND");
    for (const id of [attemptId + 1_000, 0, "abc", "1e3", 2 ** 31, "99999999999999999999"]) {
      const response = await confirm(owner.client, id, { keyPoints: ["covered", "covered"] });
      expect(response.status, String(id)).toBe(404);
    }
    const anonymous = await confirm(new TestClient(server.url), attemptId, {
      keyPoints: ["covered", "covered"],
    });
    expect(anonymous.status).toBe(401);
    const own = await confirm(owner.client, attemptId, { keyPoints: ["covered", "covered"] });
    expect(own.status, "the owner's own confirmation goes through").toBe(200);
    const forged = await owner.client.request(
      "POST",
      `/api/evaluate-answer/${attemptId}/confirm`,
      { keyPoints: ["missing", "missing"] },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    expect(forged.json.error.code).toBe("FORBIDDEN_ORIGIN");
    // The owner's score stands: neither the other user nor the forged post changed it.
    const saved = await server.database.db
      .selectFrom("answerAttempt")
      .select("confirmedScore")
      .where("id", "=", attemptId)
      .executeTakeFirstOrThrow();
    expect(Number(saved.confirmedScore)).toBe(10);
  });

  it("answers 409 for an evaluation without key points, and confirms one of no bank question", async () => {
    const user = await signUpUser(server);
    const none = await evaluate(user.client, gradedWith(6));
    const refused = await confirm(user.client, none.attemptId, { keyPoints: [] });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("NOTHING_TO_CONFIRM");
    const raw = await evaluate(user.client, decided(0, ["missing", "covered"]), null);
    const confirmed = await confirm(user.client, raw.attemptId, { keyPoints: ["covered", "covered"] });
    expect(confirmed.json).toEqual({ confirmedScore: 10 });
  });

  it("shows the best answer's confirmed score in my answers, and none for a newer best", async () => {
    const student = await signUpUser(server);
    const bestOf = async () =>
      ((await student.client.get("/api/my-answers")).json.answers as Array<Record<string, unknown>>).find(
        (answer) => answer.questionId === questionId,
      );
    const first = await evaluate(student.client, decided(5, ["covered", "missing"]));
    expect(await bestOf()).toMatchObject({ score: 5, confirmedScore: null });
    await confirm(student.client, first.attemptId, { keyPoints: ["covered", "covered"] });
    // The best answer keeps the coach's score and shows the student's beside it.
    expect(await bestOf()).toMatchObject({ score: 5, confirmedScore: 10 });
    // A worse answer, even confirmed, leaves the best answer as it was.
    const worse = await evaluate(student.client, decided(2, ["missing", "missing"]));
    await confirm(student.client, worse.attemptId, { keyPoints: ["covered", "missing"] });
    expect(await bestOf()).toMatchObject({ score: 5, confirmedScore: 10 });
    await evaluate(student.client, decided(8, ["covered", "covered"]));
    expect(await bestOf()).toMatchObject({ score: 8, confirmedScore: null });
  });

  it("rate-limits confirmations per user with a 429", async () => {
    const busy = await signUpUser(server);
    const { attemptId } = await evaluate(busy.client, decided(5, ["covered", "missing"]));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await confirm(busy.client, attemptId, { keyPoints: ["covered", "missing"] })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(repeated(200, 10));
    expect(statuses.at(-1)).toBe(429);
  });

  describe("the practice loop", () => {
    const cardOf = async (client: TestClient, ref = questionId) =>
      ((await client.get("/api/review/cards")).json.cards as Array<Record<string, unknown>>).find(
        (card) => card.ref === ref,
      );
    const topicOf = async (client: TestClient) =>
      ((await client.get("/api/readiness")).json.topics as Array<Record<string, unknown>>).find(
        (topic) => topic.kind === "question" && topic.topic === question?.topic,
      );

    it("rates the card as the confirmed score would have, without counting the attempt twice", async () => {
      const start = new Date(now);
      const confirmed = await signUpUser(server);
      const acedAtOnce = await signUpUser(server);
      // 2 of 10 points: the coach's 2 fails the card, due within the minute.
      const { attemptId } = await evaluate(confirmed.client, decided(2, tenPoints(2)));
      expect(await cardOf(confirmed.client)).toMatchObject({ reps: 1, lastScore: 20 });
      const failedDue = Date.parse(String((await cardOf(confirmed.client))?.dueAt)) - start.getTime();
      expect(failedDue, `due ${failedDue} ms after the answer`).toBeLessThanOrEqual(minute);
      await evaluate(acedAtOnce.client, decided(9, tenPoints(9)));

      // Confirmed five minutes later: 9 of 10 points is 9, an Easy review at the answer's time.
      now = new Date(start.getTime() + 5 * minute);
      const response = await confirm(confirmed.client, attemptId, { keyPoints: tenPoints(9) });
      expect(response.json).toEqual({ confirmedScore: 9 });
      const card = await cardOf(confirmed.client);
      expect(card).toMatchObject({ reps: 1, lapses: 0, lastScore: 90 });
      // An Easy first review is due in 8 days, counted from the answer, not from the confirmation.
      expect(Date.parse(String(card?.dueAt)) - start.getTime()).toBe(8 * day);
      expect(card).toEqual(await cardOf(acedAtOnce.client));

      // One attempt at 90 % with recall ≈ 1: 100 × 1 × 0.9 × (1 / 5) = 18, as for the one graded 9.
      const topic = await topicOf(confirmed.client);
      expect(topic).toMatchObject({ attempts: 1, readiness: 18 });
      expect(topic).toEqual(await topicOf(acedAtOnce.client));
      const today = (await confirmed.client.get("/api/review/today")).json;
      expect(today.items.some((item: { ref: string }) => item.ref === questionId)).toBe(false);
    });

    it("replays the reviews made since, so a confirmed earlier answer keeps its place", async () => {
      const start = new Date(now);
      const confirmed = await signUpUser(server);
      const gradedSo = await signUpUser(server);
      const first = await evaluate(confirmed.client, decided(2, tenPoints(2)));
      await evaluate(gradedSo.client, decided(9, tenPoints(9)));
      now = new Date(start.getTime() + 2 * day);
      await evaluate(confirmed.client, decided(5, tenPoints(5)));
      await evaluate(gradedSo.client, decided(5, tenPoints(5)));
      const before = await cardOf(confirmed.client);
      expect(before, "a failed then weak history differs from an aced then weak one").not.toEqual(
        await cardOf(gradedSo.client),
      );

      now = new Date(start.getTime() + 2 * day + 10 * minute);
      await confirm(confirmed.client, first.attemptId, { keyPoints: tenPoints(9) });
      expect(await cardOf(confirmed.client)).toMatchObject({ reps: 2, lastScore: 50 });
      expect(await cardOf(confirmed.client)).toEqual(await cardOf(gradedSo.client));
      expect(await topicOf(confirmed.client)).toMatchObject({ attempts: 2 });
      expect(await topicOf(confirmed.client)).toEqual(await topicOf(gradedSo.client));
      // Another question's card is untouched.
      expect(await cardOf(confirmed.client, otherQuestion?.id)).toBeUndefined();
    });
  });
});
