import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "../../clock";
import type { SessionUser } from "../../http/app-env";
import { insertUser } from "../../test/accounts";
import { rightAnswers } from "../../test/right-answers";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/test-database";
import { mockInterviewParts } from "../mock-interviews/answered-part";
import { createPractice, type Practice } from "../review/graded-attempt";
import { gradeAndSave } from "./grading";

const student: SessionUser = {
  id: "u1",
  email: "u1@example.com",
  emailVerified: true,
  firstName: "Ada",
  lastName: "Lovelace",
  school: "HEC",
  createdAt: new Date().toISOString(),
};

const attempt = {
  type: "DCF" as const,
  seed: 42,
  answers: rightAnswers("DCF", 42),
  timeSpentSeconds: 300,
  source: "screen" as const,
};

describe.each(testDialects)("saving a graded attempt on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await insertUser(database, student.id);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const countRows = async () => {
    const { db } = database;
    const exercises = await db.selectFrom("exercise").select("id").where("userId", "=", student.id).execute();
    const cards = await db
      .selectFrom("reviewCard")
      .select("userId")
      .where("userId", "=", student.id)
      .execute();
    return { exercises: exercises.length, cards: cards.length };
  };

  it("saves the attempt and reviews its practice card", async () => {
    const { db } = database;
    const graded = await gradeAndSave(
      db,
      createPractice({ db, clock: systemClock, mockInterviews: mockInterviewParts }),
      student,
      attempt,
    );
    expect(graded.score).toBe(100);
    expect(await countRows()).toEqual({ exercises: 1, cards: 1 });
  });

  it("saves nothing when the review cannot be saved: the attempt and its review go together", async () => {
    const { db } = database;
    const failingReview: Practice = {
      clock: systemClock,
      begin: async () => async () => {
        throw new Error("review store unavailable");
      },
    };
    await expect(gradeAndSave(db, failingReview, student, attempt)).rejects.toThrow(
      "review store unavailable",
    );
    expect(await countRows()).toEqual({ exercises: 0, cards: 0 });
  });

  it("counts every one of concurrent checks of one student in the card and the topic", async () => {
    const { db } = database;
    const practice = createPractice({ db, clock: systemClock, mockInterviews: mockInterviewParts });
    const checks = 12;
    await Promise.all(Array.from({ length: checks }, () => gradeAndSave(db, practice, student, attempt)));
    const card = await db
      .selectFrom("reviewCard")
      .select("reps")
      .where("userId", "=", student.id)
      .executeTakeFirstOrThrow();
    const topic = await db
      .selectFrom("reviewTopic")
      .select(["attempts", "recentScores"])
      .where("userId", "=", student.id)
      .executeTakeFirstOrThrow();
    // Each check read the card and the topic's recent scores, then wrote them back: none may be lost.
    expect(card.reps).toBe(checks);
    expect(topic.attempts).toBe(checks);
    expect(JSON.parse(topic.recentScores)).toHaveLength(10);
    const logged = await db
      .selectFrom("reviewLog")
      .select("score")
      .where("userId", "=", student.id)
      .execute();
    expect(logged).toHaveLength(checks);
  });
});
