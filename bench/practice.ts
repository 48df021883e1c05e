import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { questionTopicIds } from "../src/contract/question-topics";
import type { DatabaseKind } from "../src/server/db/database";
import type { Database } from "../src/server/db/schema";
import { practiceKinds } from "../src/server/modules/review/practice-items";
import { signUpUser } from "../src/server/test/accounts";
import { createTestDatabase } from "../src/server/test/test-database";
import type { TestServer } from "../src/server/test/test-server";
import { startServer } from "./http";
import { runLoad } from "./load";

export const cardCount = 5_000;
export const attemptCount = 20_000;
const targetMs = 20;

/** p95 of today's queue and readiness for one student with 5,000 cards and 20,000 graded attempts. */
export async function benchPractice(kind: DatabaseKind): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-practice-"));
  const database = await createTestDatabase(kind, path.join(dataDir, "bench.sqlite"));
  const { child: server, appPort } = await startServer(dataDir, database.url);
  try {
    const url = `http://127.0.0.1:${appPort}`;
    const user = await signUpUser({
      url,
      outboxDir: path.join(dataDir, "outbox"),
      database,
    } as unknown as TestServer);
    const cookie = user.client.cookieHeader();
    await seedPracticeHistory(database.db, user.id);
    // One student's requests, one at a time: the latency a student sees.
    const options = { connections: 1, seconds: 3 };
    const today = await runLoad(url, () => ({ path: "/api/review/today", headers: { cookie } }), options);
    const readiness = await runLoad(url, () => ({ path: "/api/readiness", headers: { cookie } }), options);
    const verdict = (p95: number) => (p95 < targetMs ? "ok" : "OVER TARGET");
    const size = `${cardCount.toLocaleString("en-US")} cards, ${attemptCount.toLocaleString("en-US")} attempts`;
    return [
      `Practice loop on ${kind} (${size}):`,
      `  GET /api/review/today  p50 ${today.p50.toFixed(1)} ms, p95 ${today.p95.toFixed(1)} ms (target < ${targetMs} ms) ${verdict(today.p95)}${today.errors ? `, ${today.errors} errors` : ""}`,
      `  GET /api/readiness     p50 ${readiness.p50.toFixed(1)} ms, p95 ${readiness.p95.toFixed(1)} ms (target < ${targetMs} ms) ${verdict(readiness.p95)}${readiness.errors ? `, ${readiness.errors} errors` : ""}`,
    ];
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.dispose();
  }
}

/**
 * Gives one student `cardCount` review cards (a third of them due) and `attemptCount` graded attempts over a
 * year, with the per-topic totals each review keeps, straight through the tables.
 */
export async function seedPracticeHistory(db: Kysely<Database>, userId: string): Promise<void> {
  const questionIds = (await db.selectFrom("question").select(["id", "topic"]).execute()).slice(0, 400);
  const now = Date.now();
  const topics = [...questionTopicIds, ...practiceKinds.map((practiceKind) => practiceKind.slug)];
  // Real questions first, then synthetic items spread over every topic; a third of them due.
  const cards = Array.from({ length: cardCount }, (_, index) => {
    const question = questionIds[index];
    const topic = question?.topic ?? topics[index % topics.length] ?? "dcf";
    return {
      userId: userId,
      kind: "question",
      ref: question?.id ?? `synthetic-${index}`,
      topic,
      due: new Date(now + ((index % 3) - 1) * 86_400_000 * (1 + (index % 7))).toISOString(),
      stability: 1 + (index % 40),
      difficulty: 5,
      scheduledDays: 1 + (index % 40),
      learningSteps: 0,
      reps: 1 + (index % 4),
      lapses: index % 2,
      state: 2,
      lastReview: new Date(now - (index % 30) * 86_400_000).toISOString(),
      lastScore: index % 101,
    };
  });
  for (let start = 0; start < cards.length; start += 500) {
    await db
      .insertInto("reviewCard")
      .values(cards.slice(start, start + 500))
      .execute();
  }
  const logs = Array.from({ length: attemptCount }, (_, index) => {
    const card = cards[index % cards.length];
    const reviewedAt = new Date(now - (index % 365) * 86_400_000 - index * 1000).toISOString();
    return {
      userId: userId,
      kind: card?.kind ?? "question",
      ref: card?.ref ?? "",
      topic: card?.topic ?? "dcf",
      rating: 1 + (index % 4),
      score: (index * 7) % 101,
      reviewedAt,
      reviewDay: reviewedAt.slice(0, 10),
    };
  });
  for (let start = 0; start < logs.length; start += 500) {
    await db
      .insertInto("reviewLog")
      .values(logs.slice(start, start + 500))
      .execute();
  }
  // The per-topic totals each review keeps (newest first, as the log above runs back in time).
  const totals = new Map<string, { kind: string; topic: string; scores: number[] }>();
  for (const log of logs) {
    const entry = totals.get(log.topic) ?? { kind: log.kind, topic: log.topic, scores: [] };
    entry.scores.push(log.score);
    totals.set(log.topic, entry);
  }
  await db
    .insertInto("reviewTopic")
    .values(
      [...totals.values()].map(({ kind: itemKind, topic, scores }) => ({
        userId: userId,
        kind: itemKind,
        topic,
        attempts: scores.length,
        recentScores: JSON.stringify(scores.slice(0, 10)),
      })),
    )
    .execute();
}
