import { type Insertable, type Kysely, PostgresAdapter, type Selectable, sql } from "kysely";
import { preparedQuery } from "../../db/prepared-query";
import { type Database, type ReviewCardTable, type ReviewLogTable, toIsoString } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { ItemKind } from "./rating";
import { recentScoreCount } from "./readiness";
import type { CardState } from "./scheduler";

/** What a card is about: a bank question (ref = question id) or an exercise kind (ref = slug). */
export interface PracticeItem {
  kind: ItemKind;
  ref: string;
  topic: string;
}

export interface ReviewCard extends PracticeItem, CardState {
  lastScore: number | null;
}

function toCard(row: Selectable<ReviewCardTable>): ReviewCard {
  return {
    kind: row.kind as ItemKind,
    ref: row.ref,
    topic: row.topic,
    due: new Date(toIsoString(row.due)),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview === null ? null : new Date(toIsoString(row.lastReview)),
    lastScore: row.lastScore === null ? null : Number(row.lastScore),
  };
}

/** The user's card for one item, or null when it was never reviewed. */
export async function findCard(
  db: Kysely<Database>,
  userId: string,
  item: Pick<PracticeItem, "kind" | "ref">,
): Promise<ReviewCard | null> {
  const [row] = (await selectCard(db, { userId, kind: item.kind, ref: item.ref })).rows;
  return row ? toCard(row) : null;
}

const selectCard = preparedQuery<{ userId: string; kind: string; ref: string }, Selectable<ReviewCardTable>>(
  (db, param) =>
    db
      .selectFrom("reviewCard")
      .selectAll()
      .where("userId", "=", param("userId"))
      .where("kind", "=", param("kind"))
      .where("ref", "=", param("ref")),
);

/** The columns of a card's memory after a review, with its score in percent. */
function cardColumns(card: CardState, score: number) {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.lastReview?.toISOString() ?? null,
    lastScore: score,
  };
}

/**
 * Writes the card after a review and logs the review, in one transaction (the caller's, when `db` is one).
 * Returns the review's id in the log.
 */
export async function saveReview(
  db: Kysely<Database>,
  review: { userId: string; item: PracticeItem; card: CardState; rating: number; score: number; now: Date },
): Promise<number> {
  const { userId, item, card, now } = review;
  const values = {
    userId,
    kind: item.kind,
    ref: item.ref,
    topic: item.topic,
    ...cardColumns(card, review.score),
  };
  const reviewedAt = now.toISOString();
  return inTransaction(db, async (trx) => {
    await upsertCard(trx, values);
    const [logged] = (
      await insertLog(trx, {
        userId,
        kind: item.kind,
        ref: item.ref,
        topic: item.topic,
        rating: review.rating,
        score: review.score,
        reviewedAt,
        reviewDay: reviewedAt.slice(0, 10),
      })
    ).rows;
    if (!logged) throw new Error("the review log returned no id");
    const topic = { userId, kind: item.kind, topic: item.topic };
    const [totals] = (await selectTopicScores(trx, topic)).rows;
    const previous = totals ? (JSON.parse(totals.recentScores) as number[]) : [];
    const recentScores = JSON.stringify([review.score, ...previous].slice(0, recentScoreCount));
    await upsertTopic(trx, { ...topic, recentScores });
    return logged.id;
  });
}

type CardRow = PracticeItem & { userId: string } & ReturnType<typeof cardColumns>;

const upsertCard = preparedQuery<CardRow>((db, param) => {
  const memory = {
    topic: param("topic"),
    due: param("due"),
    stability: param("stability"),
    difficulty: param("difficulty"),
    scheduledDays: param("scheduledDays"),
    learningSteps: param("learningSteps"),
    reps: param("reps"),
    lapses: param("lapses"),
    state: param("state"),
    lastReview: param("lastReview"),
    lastScore: param("lastScore"),
  };
  return db
    .insertInto("reviewCard")
    .values({ userId: param("userId"), kind: param("kind"), ref: param("ref"), ...memory })
    .onConflict((conflict) => conflict.columns(["userId", "kind", "ref"]).doUpdateSet(memory));
});

const insertLog = preparedQuery<Insertable<ReviewLogTable>, { id: number }>((db, param) =>
  db
    .insertInto("reviewLog")
    .values({
      userId: param("userId"),
      kind: param("kind"),
      ref: param("ref"),
      topic: param("topic"),
      rating: param("rating"),
      score: param("score"),
      reviewedAt: param("reviewedAt"),
      reviewDay: param("reviewDay"),
    })
    .returning("id"),
);

type TopicKey = { userId: string; kind: string; topic: string };

const selectTopicScores = preparedQuery<TopicKey, { recentScores: string }>((db, param) =>
  db
    .selectFrom("reviewTopic")
    .select("recentScores")
    .where("userId", "=", param("userId"))
    .where("kind", "=", param("kind"))
    .where("topic", "=", param("topic")),
);

const upsertTopic = preparedQuery<TopicKey & { recentScores: string }>((db, param) =>
  db
    .insertInto("reviewTopic")
    .values({
      userId: param("userId"),
      kind: param("kind"),
      topic: param("topic"),
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

/**
 * Logs a flashcard review among the user's answer attempts (the data export lists them): graded by the
 * student ("self"), with no written answer, so it never competes for the best answer.
 */
export async function saveFlashcardAttempt(
  db: Kysely<Database>,
  attempt: { userId: string; questionId: string; score: number; timestamp: string },
): Promise<void> {
  await db
    .insertInto("answerAttempt")
    .values({ ...attempt, answer: "", gradedBy: "self" })
    .execute();
}

/** The item one logged review of the user reviewed, or null when the user has no such review. */
export async function findLoggedReview(
  db: Kysely<Database>,
  userId: string,
  reviewId: number,
): Promise<PracticeItem | null> {
  const row = await db
    .selectFrom("reviewLog")
    .select(["kind", "ref", "topic"])
    .where("id", "=", reviewId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row ? { kind: row.kind as ItemKind, ref: row.ref, topic: row.topic } : null;
}

/** Gives one logged review another rating and score (percent). */
export async function rescoreLoggedReview(
  db: Kysely<Database>,
  review: { reviewId: number; rating: number; score: number },
): Promise<void> {
  await db
    .updateTable("reviewLog")
    .set({ rating: review.rating, score: review.score })
    .where("id", "=", review.reviewId)
    .execute();
}

/** Every review of one card of the user, in the order they were made. */
export async function cardHistory(
  db: Kysely<Database>,
  userId: string,
  item: Pick<PracticeItem, "kind" | "ref">,
): Promise<Array<{ rating: number; score: number; reviewedAt: Date }>> {
  const rows = await db
    .selectFrom("reviewLog")
    .select(["rating", "score", "reviewedAt"])
    .where("userId", "=", userId)
    .where("kind", "=", item.kind)
    .where("ref", "=", item.ref)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    rating: row.rating,
    score: Number(row.score),
    reviewedAt: new Date(toIsoString(row.reviewedAt)),
  }));
}

/** Overwrites the memory of an existing card (its topic stays). */
export async function updateCard(
  db: Kysely<Database>,
  userId: string,
  item: Pick<PracticeItem, "kind" | "ref">,
  card: CardState,
  score: number,
): Promise<void> {
  await db
    .updateTable("reviewCard")
    .set(cardColumns(card, score))
    .where("userId", "=", userId)
    .where("kind", "=", item.kind)
    .where("ref", "=", item.ref)
    .execute();
}

/** Reads a topic's latest scores again from the log, as saveReview keeps them (its attempts stay). */
export async function refreshRecentScores(
  db: Kysely<Database>,
  userId: string,
  item: Pick<PracticeItem, "kind" | "topic">,
): Promise<void> {
  const rows = await db
    .selectFrom("reviewLog")
    .select("score")
    .where("userId", "=", userId)
    .where("kind", "=", item.kind)
    .where("topic", "=", item.topic)
    .orderBy("id", "desc")
    .limit(recentScoreCount)
    .execute();
  await db
    .updateTable("reviewTopic")
    .set({ recentScores: JSON.stringify(rows.map((row) => Number(row.score))) })
    .where("userId", "=", userId)
    .where("kind", "=", item.kind)
    .where("topic", "=", item.topic)
    .execute();
}

/** Every card of the user, soonest due first. */
export async function listCards(db: Kysely<Database>, userId: string): Promise<ReviewCard[]> {
  const rows = await db
    .selectFrom("reviewCard")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("due")
    .orderBy("ref")
    .execute();
  return rows.map(toCard);
}

/** The user's cards due before `before`, soonest first: what the queue shows of them. */
export async function dueCards(
  db: Kysely<Database>,
  userId: string,
  before: Date,
  limit: number,
): Promise<Array<PracticeItem & { due: Date }>> {
  const rows = await db
    .selectFrom("reviewCard")
    .select(["kind", "ref", "topic", "due"])
    .where("userId", "=", userId)
    .where("due", "<=", before.toISOString())
    .orderBy("due")
    .orderBy("ref")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind as ItemKind,
    ref: row.ref,
    topic: row.topic,
    due: new Date(toIsoString(row.due)),
  }));
}

/**
 * Per kind and topic, the memory of its cards (stability and last review, card by card in the same order)
 * and how many are due at `now`: one row per topic, so a student with thousands of cards costs thousands of
 * numbers in two JSON arrays instead of thousands of rows.
 */
export async function topicMemory(db: Kysely<Database>, userId: string, now: Date) {
  const jsonArray = db.getExecutor().adapter instanceof PostgresAdapter ? "json_agg" : "json_group_array";
  const rows = await db
    .selectFrom("reviewCard")
    .select((eb) => [
      "kind",
      "topic",
      eb.fn.agg<unknown>(jsonArray, ["stability"]).as("stabilities"),
      eb.fn.agg<unknown>(jsonArray, ["lastReview"]).as("lastReviews"),
      eb.fn.countAll<number | string>().filterWhere("due", "<=", now.toISOString()).as("due"),
    ])
    .where("userId", "=", userId)
    .groupBy(["kind", "topic"])
    .execute();
  // PostgreSQL's driver hands JSON over parsed; SQLite gives its text.
  const parsed = <T>(value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as T[];
  return rows.map((row) => ({
    key: topicKey(row.kind, row.topic),
    stabilities: parsed<number>(row.stabilities),
    /** Milliseconds since the epoch, card by card as `stabilities`; null for a card never reviewed. */
    lastReviews: parsed<string | null>(row.lastReviews).map((at) => (at === null ? null : Date.parse(at))),
    due: Number(row.due),
  }));
}

/** Bank topics and exercise kinds may share a name ("dcf"): readiness keeps them apart by kind. */
export const topicKey = (kind: string, topic: string) => `${kind}:${topic}`;

/** Per kind and topic (topicKey): the number of graded attempts and the latest scores (percent, newest first). */
export async function topicScores(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, { attempts: number; recentScores: number[] }>> {
  const rows = await db
    .selectFrom("reviewTopic")
    .select(["kind", "topic", "attempts", "recentScores"])
    .where("userId", "=", userId)
    .execute();
  return new Map(
    rows.map((row) => [
      topicKey(row.kind, row.topic),
      { attempts: row.attempts, recentScores: JSON.parse(row.recentScores) as number[] },
    ]),
  );
}

/** Questions in use that the user has no card for, with what the queue orders them by (not their text). */
export async function unseenQuestions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom("question")
    .select(["id", "topic", "frequency", "difficulty"])
    .where("retired", "=", 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("reviewCard")
            .select("ref")
            .where("reviewCard.userId", "=", userId)
            .where("reviewCard.kind", "=", "question")
            .whereRef("reviewCard.ref", "=", "question.id"),
        ),
      ),
    )
    .orderBy("id")
    .execute();
}

/** The texts of the given questions, by id. */
export async function questionTexts(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("question").select(["id", "question"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.question]));
}

/**
 * The distinct UTC days (YYYY-MM-DD) on which the user reviewed anything, latest first. Each day is one
 * index lookup (the latest day before the one found), so thousands of reviews a day cost nothing more.
 */
export async function reviewDays(db: Kysely<Database>, userId: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    with recursive "days" ("day") as (
      select max("reviewDay") from "reviewLog" where "userId" = ${userId}
      union all
      select (select max("reviewDay") from "reviewLog" where "userId" = ${userId} and "reviewDay" < "days"."day")
      from "days" where "days"."day" is not null
    )
    select "day" from "days" where "day" is not null limit ${limit}`.execute(db);
  return rows.map((row) => row.day);
}
