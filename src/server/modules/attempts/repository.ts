import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { KindType, Statement } from "../../../engine";
import { preparedQuery } from "../../db/prepared-query";
import { type Database, type ExerciseTable, toIsoString } from "../../db/schema";

/** Where the answers were typed: in the screen's grid or in a downloaded workbook that was uploaded. */
export type AnswerSource = "screen" | "workbook";

/**
 * A saved attempt (docs/marking.md#the-saved-attempt plus seed, engine version and time spent), a row of the
 * table `exercise`; its field names are the API's, kept from before the word attempt.
 */
export interface Attempt {
  id: string;
  exerciseType: KindType;
  date: string;
  userAnswers: Record<string, string>;
  statement: Statement;
  score: number | null;
  /** Cells right or right on the student's own figures, percent (docs/marking.md#scores); null before it was saved. */
  methodScore: number | null;
  seed: number;
  engineVersion: number;
  timeSpentSeconds: number | null;
  source: AnswerSource;
  /** The duration of a timed modelling test (docs/modelling-tests.md#timed-test-mode); null for practice. */
  timedMinutes: number | null;
  /** The investment recommendation written with a modelling test, never scored; null when none. */
  recommendation: string | null;
}

/** One line of the history list: everything but the statement, the answers and the recommendation. */
export type AttemptSummary = Omit<Attempt, "userAnswers" | "statement" | "recommendation">;

export interface AttemptStats {
  completed: number;
  /** Rounded mean over the attempts that have a score; null when none has. */
  averageScore: number | null;
}

function toRecord(row: Selectable<ExerciseTable>): Attempt {
  return {
    ...toSummary(row),
    recommendation: row.recommendation,
    userAnswers: JSON.parse(row.userAnswers) as Record<string, string>,
    statement: JSON.parse(row.statement) as Statement,
  };
}

function toSummary(row: Pick<Selectable<ExerciseTable>, keyof AttemptSummary>): AttemptSummary {
  return {
    id: row.id,
    exerciseType: row.exerciseType as KindType,
    date: toIsoString(row.date),
    score: row.score,
    methodScore: row.methodScore,
    seed: Number(row.seed),
    engineVersion: row.engineVersion,
    timeSpentSeconds: row.timeSpentSeconds,
    source: row.source === "workbook" ? "workbook" : "screen",
    timedMinutes: row.timedMinutes,
  };
}

const insertRow = preparedQuery<Required<Insertable<ExerciseTable>>>((db, param) =>
  db.insertInto("exercise").values({
    id: param("id"),
    userId: param("userId"),
    exerciseType: param("exerciseType"),
    date: param("date"),
    userAnswers: param("userAnswers"),
    statement: param("statement"),
    score: param("score"),
    methodScore: param("methodScore"),
    seed: param("seed"),
    engineVersion: param("engineVersion"),
    timeSpentSeconds: param("timeSpentSeconds"),
    source: param("source"),
    timedMinutes: param("timedMinutes"),
    recommendation: param("recommendation"),
  }),
);

/** Saves an attempt and returns it with its new id and the server's timestamp. */
export async function insertAttempt(
  db: Kysely<Database>,
  userId: string,
  attempt: Omit<Attempt, "id" | "date" | "source" | "methodScore" | "timedMinutes" | "recommendation"> & {
    source?: AnswerSource;
    methodScore?: number | null;
    timedMinutes?: number | null;
    recommendation?: string | null;
  },
  now = new Date(),
): Promise<Attempt> {
  const source = attempt.source ?? "screen";
  const methodScore = attempt.methodScore ?? null;
  const timedMinutes = attempt.timedMinutes ?? null;
  const recommendation = attempt.recommendation ?? null;
  const id = randomUUID();
  await insertRow(db, {
    id,
    userId,
    exerciseType: attempt.exerciseType,
    date: now.toISOString(),
    userAnswers: JSON.stringify(attempt.userAnswers),
    statement: JSON.stringify(attempt.statement),
    score: attempt.score,
    methodScore,
    seed: attempt.seed,
    engineVersion: attempt.engineVersion,
    timeSpentSeconds: attempt.timeSpentSeconds,
    source,
    timedMinutes,
    recommendation,
  });
  return { ...attempt, source, methodScore, timedMinutes, recommendation, id, date: now.toISOString() };
}

const summaryColumns = [
  "id",
  "exerciseType",
  "date",
  "score",
  "methodScore",
  "seed",
  "engineVersion",
  "timeSpentSeconds",
  "source",
  "timedMinutes",
] as const;

/** A page of the user's attempts, newest first; pass the last item's (date, id) to get the next page. */
export async function listAttempts(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; before?: { date: string; id: string } },
): Promise<AttemptSummary[]> {
  let query = db
    .selectFrom("exercise")
    .select(summaryColumns)
    .where("userId", "=", userId)
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .limit(page.limit);
  const before = page.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([eb("date", "<", before.date), eb.and([eb("date", "=", before.date), eb("id", "<", before.id)])]),
    );
  }
  return (await query.execute()).map(toSummary);
}

/** One of the user's own attempts; another user's id is simply not found. */
export async function findAttempt(db: Kysely<Database>, userId: string, id: string): Promise<Attempt | null> {
  const row = await db
    .selectFrom("exercise")
    .selectAll()
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Deletes one of the user's own attempts; false when there was none with that id. */
export async function deleteAttempt(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("exercise")
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Count and rounded average score, computed in SQL so a long history stays fast. */
export async function attemptStats(db: Kysely<Database>, userId: string): Promise<AttemptStats> {
  const row = await db
    .selectFrom("exercise")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("completed"),
      eb.fn.avg<number | string | null>("score").as("average"),
    ])
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    completed: Number(row.completed),
    averageScore: row.average === null ? null : Math.round(Number(row.average)),
  };
}

/** Every attempt of the user, oldest first, for the data export. */
export async function allAttempts(db: Kysely<Database>, userId: string): Promise<Attempt[]> {
  const rows = await db
    .selectFrom("exercise")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("date", "asc")
    .execute();
  return rows.map(toRecord);
}
