import type { Kysely } from "kysely";

const recentScoreCount = 10;

/**
 * Per user, kind and topic: the number of graded attempts and the latest ten scores, kept on every review,
 * so readiness reads one row per topic instead of ranking the whole review log. Filled from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reviewTopic")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("recentScores", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("reviewTopic_pk", ["userId", "kind", "topic"])
    .execute();
  await db.schema.dropIndex("reviewLog_userId_topic_idx").execute();

  const log = db as Kysely<{
    reviewLog: { userId: string; kind: string; topic: string; score: number; id: number };
    reviewTopic: { userId: string; kind: string; topic: string; attempts: number; recentScores: string };
  }>;
  const rows = await log
    .selectFrom("reviewLog")
    .select(["userId", "kind", "topic", "score"])
    .orderBy("id", "desc")
    .execute();
  const totals = new Map<string, { userId: string; kind: string; topic: string; scores: number[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.userId, row.kind, row.topic]);
    const entry = totals.get(key) ?? { userId: row.userId, kind: row.kind, topic: row.topic, scores: [] };
    entry.scores.push(Number(row.score));
    totals.set(key, entry);
  }
  for (const { userId, kind, topic, scores } of totals.values()) {
    await log
      .insertInto("reviewTopic")
      .values({
        userId,
        kind,
        topic,
        attempts: scores.length,
        recentScores: JSON.stringify(scores.slice(0, recentScoreCount)),
      })
      .execute();
  }
}
