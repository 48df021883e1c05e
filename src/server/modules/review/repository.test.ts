import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../../test/accounts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/test-database";
import { reviewDays, topicMemory } from "./repository";

const now = new Date("2026-03-10T12:00:00.000Z");

describe.each(testDialects)("review reads on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await insertUser(database, "ada");
    await insertUser(database, "bob");
  });
  afterEach(async () => {
    await database.dispose();
  });

  const card = (
    userId: string,
    topic: string,
    ref: string,
    memory: { stability: number; lastReview: string | null; due: string },
  ) => ({
    userId,
    kind: "question",
    ref,
    topic,
    ...memory,
    difficulty: 5,
    scheduledDays: 1,
    learningSteps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    lastScore: 50,
  });

  it("gives each topic its cards' exact stability and last review, and counts those due by now", async () => {
    await database.db
      .insertInto("reviewCard")
      .values([
        card("ada", "dcf", "a", {
          stability: 0.1 + 0.2,
          lastReview: "2026-03-01T08:00:00.123Z",
          due: "2026-03-10T12:00:00.000Z",
        }),
        card("ada", "dcf", "b", { stability: 1 / 3, lastReview: null, due: "2026-03-10T12:00:00.001Z" }),
        card("ada", "lbo", "c", {
          stability: 12.5,
          lastReview: "2026-02-20T00:00:00.000Z",
          due: "2026-03-09T00:00:00.000Z",
        }),
        card("bob", "dcf", "a", {
          stability: 4,
          lastReview: "2026-03-01T00:00:00.000Z",
          due: "2026-03-01T00:00:00.000Z",
        }),
      ])
      .execute();
    const memory = await topicMemory(database.db, "ada", now);
    const byKey = new Map(memory.map((topic) => [topic.key, topic]));
    expect([...byKey.keys()].sort()).toEqual(["question:dcf", "question:lbo"]);
    const dcf = byKey.get("question:dcf");
    expect(dcf?.due).toBe(1);
    const cards = (dcf?.stabilities ?? []).map((stability, index) => ({
      stability,
      lastReview: dcf?.lastReviews[index],
    }));
    expect(cards.sort((a, b) => a.stability - b.stability)).toEqual([
      { stability: 0.30000000000000004, lastReview: Date.parse("2026-03-01T08:00:00.123Z") },
      { stability: 0.3333333333333333, lastReview: null },
    ]);
    expect(byKey.get("question:lbo")).toEqual({
      key: "question:lbo",
      stabilities: [12.5],
      lastReviews: [Date.parse("2026-02-20T00:00:00.000Z")],
      due: 1,
    });
    expect(await topicMemory(database.db, "nobody", now)).toEqual([]);
  });

  it("lists the distinct days with a review, latest first, up to the limit, for that user only", async () => {
    const log = (userId: string, reviewedAt: string) => ({
      userId,
      kind: "question",
      ref: "a",
      topic: "dcf",
      rating: 3,
      score: 80,
      reviewedAt,
      reviewDay: reviewedAt.slice(0, 10),
    });
    await database.db
      .insertInto("reviewLog")
      .values([
        log("ada", "2026-03-01T08:00:00.000Z"),
        log("ada", "2026-03-05T23:59:59.999Z"),
        log("ada", "2026-03-03T10:00:00.000Z"),
        log("ada", "2026-03-05T00:00:00.000Z"),
        log("ada", "2026-03-01T09:00:00.000Z"),
        log("bob", "2026-03-09T09:00:00.000Z"),
        log("bob", "2026-03-04T09:00:00.000Z"),
      ])
      .execute();
    expect(await reviewDays(database.db, "ada", 400)).toEqual(["2026-03-05", "2026-03-03", "2026-03-01"]);
    expect(await reviewDays(database.db, "ada", 2)).toEqual(["2026-03-05", "2026-03-03"]);
    expect(await reviewDays(database.db, "bob", 400)).toEqual(["2026-03-09", "2026-03-04"]);
    expect(await reviewDays(database.db, "nobody", 400)).toEqual([]);
  });
});
