import type { Kysely, Selectable } from "kysely";
import { type Database, type MockInterviewTable, toIsoString } from "../../db/schema";
import type { MockPart } from "./compose";

export interface MockInterview {
  id: string;
  track: string;
  minutes: number;
  startedAt: string;
  endsAt: string;
  finishedAt: string | null;
  parts: MockPart[];
}

export interface MockAnswer {
  partIndex: number;
  score: number;
  answeredAt: string;
  /** The review the answer recorded; null for answers kept before it was. */
  reviewId: number | null;
  /** An exercise part's saved exercise; null for a question. */
  exerciseId: string | null;
}

export async function insertMockInterview(
  db: Kysely<Database>,
  userId: string,
  interview: MockInterview,
): Promise<void> {
  await db
    .insertInto("mockInterview")
    .values({ ...interview, userId, parts: JSON.stringify(interview.parts) })
    .execute();
}

/** One of the user's own mock interviews; another user's id is simply not found. */
export async function findMockInterview(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<MockInterview | null> {
  const row = await db
    .selectFrom("mockInterview")
    .select(["id", "track", "minutes", "startedAt", "endsAt", "finishedAt", "parts"])
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toMockInterview(row) : null;
}

function toMockInterview(row: Omit<Selectable<MockInterviewTable>, "userId">): MockInterview {
  return {
    ...row,
    startedAt: toIsoString(row.startedAt),
    endsAt: toIsoString(row.endsAt),
    finishedAt: row.finishedAt === null ? null : toIsoString(row.finishedAt),
    parts: JSON.parse(row.parts) as MockPart[],
  };
}

/** The user's mock interviews, newest first. */
export async function listMockInterviews(db: Kysely<Database>, userId: string, limit: number) {
  const rows = await db
    .selectFrom("mockInterview")
    .select(["id", "track", "minutes", "startedAt", "endsAt", "finishedAt", "parts"])
    .where("userId", "=", userId)
    .orderBy("startedAt", "desc")
    .limit(limit)
    .execute();
  return rows.map(toMockInterview);
}

/** The end of each of the user's interviews still running at `now` (neither finished nor past its end), soonest first. */
export async function openMockInterviewEnds(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Date[]> {
  const rows = await db
    .selectFrom("mockInterview")
    .select("endsAt")
    .where("userId", "=", userId)
    .where("finishedAt", "is", null)
    .where("endsAt", ">", now.toISOString())
    .orderBy("endsAt")
    .execute();
  return rows.map((row) => new Date(toIsoString(row.endsAt)));
}

/** Keeps the latest graded answer to one part (percent). */
export async function savePartAnswer(
  db: Kysely<Database>,
  answer: { mockInterviewId: string } & MockAnswer,
): Promise<void> {
  await db
    .insertInto("mockInterviewAnswer")
    .values(answer)
    .onConflict((conflict) =>
      conflict.columns(["mockInterviewId", "partIndex"]).doUpdateSet({
        score: answer.score,
        answeredAt: answer.answeredAt,
        reviewId: answer.reviewId,
        exerciseId: answer.exerciseId,
      }),
    )
    .execute();
}

/** The answers to the given mock interviews (by id, then part order). */
export async function partAnswers(db: Kysely<Database>, ids: string[]): Promise<Map<string, MockAnswer[]>> {
  const byInterview = new Map<string, MockAnswer[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byInterview;
  const rows = await db
    .selectFrom("mockInterviewAnswer")
    .select(["mockInterviewId", "partIndex", "score", "answeredAt", "reviewId", "exerciseId"])
    .where("mockInterviewId", "in", ids)
    .orderBy("partIndex")
    .execute();
  for (const row of rows) {
    byInterview.get(row.mockInterviewId)?.push({
      partIndex: row.partIndex,
      score: Number(row.score),
      answeredAt: toIsoString(row.answeredAt),
      reviewId: row.reviewId === null ? null : Number(row.reviewId),
      exerciseId: row.exerciseId,
    });
  }
  return byInterview;
}

/** Marks the interview finished; true only for the call that finished it (so its side effects run once). */
export async function markFinished(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("mockInterview")
    .set({ finishedAt: now.toISOString() })
    .where("userId", "=", userId)
    .where("id", "=", id)
    .where("finishedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A coach evaluation as a mock interview's report shows it again. */
export interface ReviewedEvaluation {
  answer: string;
  /** Out of 10. */
  score: number;
  confirmedScore: number | null;
  evaluation: string | null;
  /** The coach's decision on each key point, in order; null when the attempt kept none. */
  statuses: string[] | null;
}

/** The user's coach evaluations that recorded the given reviews, by review id. */
export async function evaluationsByReview(
  db: Kysely<Database>,
  userId: string,
  reviewIds: number[],
): Promise<Map<number, ReviewedEvaluation>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("answerAttempt")
    .select(["reviewId", "answer", "score", "confirmedScore", "evaluation", "grading"])
    .where("userId", "=", userId)
    .where("reviewId", "in", reviewIds)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.reviewId),
      {
        answer: row.answer,
        score: Number(row.score),
        confirmedScore: row.confirmedScore === null ? null : Number(row.confirmedScore),
        evaluation: row.evaluation,
        statuses: row.grading === null ? null : (JSON.parse(row.grading) as { statuses: string[] }).statuses,
      },
    ]),
  );
}

/** The questions of the given ids with their model answers, retired ones too (an old interview asked them). */
export async function questionsById(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return new Map<string, ModelAnswer>();
  const rows = await db
    .selectFrom("question")
    .select(["id", "question", "answer", "keyPoints"])
    .where("id", "in", ids)
    .execute();
  return new Map<string, ModelAnswer>(
    rows.map((row) => [
      row.id,
      { question: row.question, answer: row.answer, keyPoints: JSON.parse(row.keyPoints) as string[] },
    ]),
  );
}

export interface ModelAnswer {
  question: string;
  answer: string;
  keyPoints: string[];
}
