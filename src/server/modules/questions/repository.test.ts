import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as questionFrequency from "../../db/migrations/0005-question-frequency";
import { insertUser } from "../../test/accounts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/test-database";
import { listBestAnswers, saveEvaluation } from "../coach/repository";
import type { QuestionBankEntry } from "./question-bank";
import { findActiveQuestion, listActiveQuestions, syncQuestionBank } from "./repository";

const entry = (id: string, question: string): QuestionBankEntry => ({
  id,
  topic: "dcf",
  difficulty: 2,
  frequency: "occasional",
  question,
  answer: "First sentence. Second sentence. Third sentence.",
  keyPoints: ["a", "b", "c"],
  misconceptions: [],
});

describe.each(testDialects)("question bank sync on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("adds, updates and retires questions, is idempotent, and never deletes user answers", async () => {
    const { db } = database;
    await syncQuestionBank(db, [entry("dcf-001", "Old wording?"), entry("dcf-002", "Second?")]);
    await syncQuestionBank(db, [entry("dcf-001", "Old wording?"), entry("dcf-002", "Second?")]);
    expect((await listActiveQuestions(db)).map((q) => q.id)).toEqual(["dcf-001", "dcf-002"]);

    await insertUser(database, "u1");
    await saveEvaluation(db, {
      userId: "u1",
      questionId: "dcf-002",
      answer: "mine",
      score: 7,
      gradedBy: "builtin",
      timestamp: new Date().toISOString(),
      grading: null,
      reviewId: null,
    });

    await syncQuestionBank(db, [entry("dcf-001", "New wording?")]);
    expect((await findActiveQuestion(db, "dcf-001"))?.question).toBe("New wording?");
    expect(await findActiveQuestion(db, "dcf-002")).toBeNull();
    expect((await listActiveQuestions(db)).map((q) => q.id)).toEqual(["dcf-001"]);
    expect((await listBestAnswers(db, "u1")).map((a) => [a.questionId, a.answer, a.score])).toEqual([
      ["dcf-002", "mine", 7],
    ]);

    // Back in the files, back in use.
    await syncQuestionBank(db, [entry("dcf-001", "New wording?"), entry("dcf-002", "Second?")]);
    expect(await findActiveQuestion(db, "dcf-002")).not.toBeNull();
  });

  it("stores each entry's frequency and updates it when the file changes", async () => {
    const { db } = database;
    await syncQuestionBank(db, [
      { ...entry("dcf-001", "Common?"), frequency: "common" },
      entry("dcf-002", "Occasional?"),
      { ...entry("dcf-003", "Rare?"), frequency: "rare" },
    ]);
    expect((await listActiveQuestions(db)).map((q) => [q.id, q.frequency])).toEqual([
      ["dcf-001", "common"],
      ["dcf-002", "occasional"],
      ["dcf-003", "rare"],
    ]);

    await syncQuestionBank(db, [{ ...entry("dcf-001", "Common?"), frequency: "rare" }]);
    expect((await findActiveQuestion(db, "dcf-001"))?.frequency).toBe("rare");
  });

  it("gives rows stored before the frequency column 'occasional'", async () => {
    const { db } = database;
    // Undo migration 0005 by hand, store a row the old way, then run 0005 again (later migrations stay).
    await sql`alter table question drop column frequency`.execute(db);
    await sql`insert into question (id, topic, difficulty, question, answer, "keyPoints", misconceptions, retired, "updatedAt")
      values ('dcf-009', 'dcf', 1, 'Old?', 'A. B. C.', '["a","b","c"]', '[]', 0, ${new Date().toISOString()})`.execute(
      db,
    );
    // The migration takes the untyped database, as the migrator hands it.
    await questionFrequency.up(db as unknown as Kysely<unknown>);
    expect(await findActiveQuestion(db, "dcf-009")).toMatchObject({ id: "dcf-009", frequency: "occasional" });
  });
});
