import { afterEach, describe, expect, it } from "vitest";
import { insertUser } from "../test/accounts";
import { createTestDatabase, type TestDatabase, testDialects } from "../test/test-database";
import { preparedQuery } from "./prepared-query";

const topicScores = preparedQuery<{ userId: string; recentScores: string }>((db, param) =>
  db
    .insertInto("reviewTopic")
    .values({
      userId: param("userId"),
      kind: "exercise",
      topic: "dcf",
      attempts: 1,
      recentScores: param("recentScores"),
    })
    .onConflict((conflict) =>
      conflict.columns(["userId", "kind", "topic"]).doUpdateSet((eb) => ({
        attempts: eb("reviewTopic.attempts", "+", 1),
        recentScores: param("recentScores"),
      })),
    ),
);

describe.each(testDialects)("preparedQuery (%s)", (kind) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it("binds each run's values by name, a value named twice in both places, and keeps the constants", async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await insertUser(database, "u1");
    await insertUser(database, "u2");
    await topicScores(db, { userId: "u1", recentScores: "[10]" });
    // Within a transaction too, where the same compiled query serves.
    await db.transaction().execute(async (trx) => {
      await topicScores(trx, { userId: "u1", recentScores: "[20,10]" });
      await topicScores(trx, { userId: "u2", recentScores: "[30]" });
    });
    const rows = await db
      .selectFrom("reviewTopic")
      .select(["userId", "kind", "topic", "attempts", "recentScores"])
      .orderBy("userId")
      .execute();
    expect(rows).toEqual([
      { userId: "u1", kind: "exercise", topic: "dcf", attempts: 2, recentScores: "[20,10]" },
      { userId: "u2", kind: "exercise", topic: "dcf", attempts: 1, recentScores: "[30]" },
    ]);
  });
});
