import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../../test/accounts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/test-database";
import { loadQuestionBank } from "../questions/question-bank";
import { syncQuestionBank } from "../questions/repository";
import { allAttempts, listBestAnswers, saveEvaluation } from "./repository";

const [question] = loadQuestionBank();
const questionId = question?.id ?? "";

describe.each(testDialects)("coach evaluations on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await syncQuestionBank(database.db, loadQuestionBank());
    await insertUser(database, "u1");
  });
  afterEach(async () => {
    await database.dispose();
  });

  const evaluation = (score: number, questionOf: string | null = questionId) => ({
    userId: "u1",
    questionId: questionOf,
    answer: `score ${score}`,
    score,
    gradedBy: "builtin",
    timestamp: new Date().toISOString(),
    grading: null,
    reviewId: null,
  });
  const previousBest = async (score: number, questionOf?: string | null) =>
    (await saveEvaluation(database.db, evaluation(score, questionOf))).previousBest;

  it("keeps the best answer, records every attempt and says the best held before", async () => {
    const { db } = database;
    expect(await previousBest(6)).toBeNull();
    expect(await previousBest(4)).toBe(6);
    expect(await previousBest(8)).toBe(6);
    // A raw model answer (no bank question) is an attempt, never a best answer.
    expect(await previousBest(10, null)).toBeNull();
    expect((await listBestAnswers(db, "u1")).map((best) => [best.answer, best.score])).toEqual([
      ["score 8", 8],
    ]);
    expect((await allAttempts(db, "u1")).map((attempt) => attempt.score)).toEqual([6, 4, 8, 10]);
  });
});
