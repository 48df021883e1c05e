import type { Kysely } from "kysely";
import { KIND_TYPES, type KindType } from "../../../engine";
import { type Database, toIsoString } from "../../db/schema";

export interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  createdAt: string;
  emailVerified: boolean;
}

export interface TypeProgress {
  type: KindType;
  attempts: number;
  averageScore: number | null;
  averageTimeSeconds: number | null;
  /** The best score so far (null before the first scored attempt). */
  bestScore: number | null;
  /** The latest scored attempts, oldest first, for the chart and the trend. */
  recent: { date: string; score: number }[];
}

const recentAttempts = 20;

/** The profile document (docs/api.md#routes), read fresh from the user table. */
export async function findProfile(db: Kysely<Database>, userId: string): Promise<Profile | null> {
  const row = await db
    .selectFrom("user")
    .select(["id", "firstName", "lastName", "email", "school", "createdAt", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, createdAt: toIsoString(row.createdAt), emailVerified: Boolean(row.emailVerified) };
}

/** Per exercise type: attempts, average score and time (in SQL), and the latest scores. */
export async function progressByType(db: Kysely<Database>, userId: string): Promise<TypeProgress[]> {
  const totals = await db
    .selectFrom("exercise")
    .select((eb) => [
      "exerciseType",
      eb.fn.countAll<number | string>().as("attempts"),
      eb.fn.avg<number | string | null>("score").as("averageScore"),
      eb.fn.avg<number | string | null>("timeSpentSeconds").as("averageTime"),
      eb.fn.max<number | string | null>("score").as("bestScore"),
    ])
    .where("userId", "=", userId)
    .groupBy("exerciseType")
    .execute();
  return Promise.all(
    KIND_TYPES.map(async (type) => {
      const total = totals.find((row) => row.exerciseType === type);
      const recent = await db
        .selectFrom("exercise")
        .select(["date", "score"])
        .where("userId", "=", userId)
        .where("exerciseType", "=", type)
        .where("score", "is not", null)
        .orderBy("date", "desc")
        .limit(recentAttempts)
        .execute();
      return {
        type,
        attempts: Number(total?.attempts ?? 0),
        averageScore: total?.averageScore == null ? null : Math.round(Number(total.averageScore)),
        averageTimeSeconds: total?.averageTime == null ? null : Math.round(Number(total.averageTime)),
        bestScore: total?.bestScore == null ? null : Number(total.bestScore),
        recent: recent.reverse().map((row) => ({ date: toIsoString(row.date), score: Number(row.score) })),
      };
    }),
  );
}

/** Removes what the user table's cascade cannot reach: rate-limit counters and pending tokens keyed by the user. */
export async function deleteUserTraces(db: Kysely<Database>, userId: string): Promise<void> {
  const counters = ["coach", "flashcard", "mock-interview", "workbook-upload"].map(
    (limit) => `${limit}:${userId}`,
  );
  await db.deleteFrom("rateLimit").where("key", "in", counters).execute();
  await db.deleteFrom("verification").where("value", "=", userId).execute();
}
