import type { Kysely } from "kysely";
import { questionFrequencies, questionTopicIds } from "../../../contract/question-topics";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import { lockUser } from "../account/repository";
import { practiceKinds } from "./practice-items";
import { type ReviewRating, ratingFor, scorePercent } from "./rating";
import { scoreTrend, topicReadiness } from "./readiness";
import {
  cardHistory,
  dueCards,
  findCard,
  findLoggedReview,
  type PracticeItem,
  questionTexts,
  refreshRecentScores,
  rescoreLoggedReview,
  reviewDays,
  saveReview,
  topicKey,
  topicMemory,
  topicScores,
  unseenQuestions,
  updateCard,
} from "./repository";
import { type CardState, recallProbability, reviewCard } from "./scheduler";

/**
 * Reviews the user's card for `item` with the rating its score earns (score on the item's own scale), and
 * returns that rating, when the card is due again and the review's id in the log.
 * The card and the topic's recent scores are read, then written: the user stays locked meanwhile (until
 * the caller's transaction ends, when `db` is one), so concurrent reviews of one user all count.
 */
export async function reviewItem(
  db: Kysely<Database>,
  review: { userId: string; item: PracticeItem; score: number; now: Date },
): Promise<{ rating: ReviewRating; due: Date; reviewId: number }> {
  const { userId, item, now } = review;
  const rating = ratingFor(item.kind, review.score);
  return inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const previous = await findCard(trx, userId, item);
    const card = reviewCard(previous, rating, now);
    const reviewId = await saveReview(trx, {
      userId,
      item,
      card,
      rating,
      score: scorePercent(item.kind, review.score),
      now,
    });
    return { rating, due: card.due, reviewId };
  });
}

/**
 * Gives a review already recorded the rating and score of `score` (on the item's own scale), as if its
 * attempt had been graded so: a student's confirmation of a coach evaluation
 * (docs/practice-loop.md#confirmed-scores, docs/decisions/0005-confirmation-rescores-the-review.md).
 * Correcting the review rather than adding one keeps the attempt counted once: a second review would step
 * FSRS twice for one answer (one more rep, stability grown again, a due date pushed from the confirmation's
 * time) and count one more attempt towards readiness. The card is rebuilt by replaying its logged reviews in
 * order, each at its own time (FSRS has no fuzz here, so the replay gives what the reviews gave), so reviews
 * made since keep their place; the topic's latest scores are read again from the log. Nothing happens when
 * the user has no such review.
 */
export async function rescoreReview(
  db: Kysely<Database>,
  review: { userId: string; reviewId: number; score: number },
): Promise<void> {
  const { userId, reviewId } = review;
  await inTransaction(db, async (trx) => {
    await lockUser(trx, userId);
    const item = await findLoggedReview(trx, userId, reviewId);
    if (!item) return;
    await rescoreLoggedReview(trx, {
      reviewId,
      rating: ratingFor(item.kind, review.score),
      score: scorePercent(item.kind, review.score),
    });
    let card: CardState | null = null;
    let lastScore = 0;
    for (const step of await cardHistory(trx, userId, item)) {
      card = reviewCard(card, step.rating as ReviewRating, step.reviewedAt);
      lastScore = step.score;
    }
    if (card) await updateCard(trx, userId, item, card, lastScore);
    await refreshRecentScores(trx, userId, item);
  });
}

export interface TopicReadiness {
  topic: string;
  kind: PracticeItem["kind"];
  readiness: number;
  attempts: number;
  due: number;
  trend: number | null;
}

/** Readiness of every bank topic, then every exercise kind, and their mean (README "Readiness"). */
export async function readiness(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ overall: number; topics: TopicReadiness[] }> {
  const [memory, scores] = await Promise.all([topicMemory(db, userId, now), topicScores(db, userId)]);
  const nowMs = now.getTime();
  const cardsByTopic = new Map(
    memory.map(({ key, stabilities, lastReviews, due }) => [
      key,
      {
        recall: stabilities.map((stability, index) =>
          recallProbability(stability, lastReviews[index] ?? null, nowMs),
        ),
        due,
      },
    ]),
  );
  const topicList: Array<Pick<TopicReadiness, "topic" | "kind">> = [
    ...questionTopicIds.map((topic) => ({ topic, kind: "question" as const })),
    ...practiceKinds.map((kind) => ({ topic: kind.slug, kind: "exercise" as const })),
  ];
  const topics = topicList.map(({ topic, kind }) => {
    const cards = cardsByTopic.get(topicKey(kind, topic)) ?? { recall: [], due: 0 };
    const { attempts, recentScores } = scores.get(topicKey(kind, topic)) ?? { attempts: 0, recentScores: [] };
    return {
      topic,
      kind,
      readiness: topicReadiness({ recall: cards.recall, recentScores, attempts }),
      attempts,
      due: cards.due,
      trend: scoreTrend(recentScores),
    };
  });
  const overall = Math.round(topics.reduce((sum, topic) => sum + topic.readiness, 0) / topics.length);
  return { overall, topics };
}

export interface QueueItem extends PracticeItem {
  reason: "due" | "new";
  dueAt: string | null;
  /** The question's text (questions only). */
  prompt: string | null;
}

const maxDueItems = 100;
const newItemCount = 5;
const hourMs = 3_600_000;

/** Cards count as due today until the end of the UTC day, and a failed card always within the hour. */
export function dueHorizon(now: Date): Date {
  const endOfDay = new Date(now);
  endOfDay.setUTCHours(23, 59, 59, 999);
  return new Date(Math.max(endOfDay.getTime(), now.getTime() + hourMs));
}

/**
 * Today's queue: due cards first (soonest first), then a few new items: one from each of the topics where
 * readiness is lowest, the most often asked (then easiest) question of that topic, or the exercise itself.
 */
export async function todayQueue(db: Kysely<Database>, userId: string, now: Date) {
  const [due, ready, unseen, days] = await Promise.all([
    dueCards(db, userId, dueHorizon(now), maxDueItems),
    readiness(db, userId, now),
    unseenQuestions(db, userId),
    reviewDays(db, userId, 400),
  ]);
  const dueItems: Array<Omit<QueueItem, "prompt">> = due.map((card) => ({
    kind: card.kind,
    ref: card.ref,
    topic: card.topic,
    reason: "due",
    dueAt: card.due.toISOString(),
  }));

  const frequencyRank = (frequency: string) => questionFrequencies.indexOf(frequency as never);
  const unseenByTopic = new Map<string, (typeof unseen)[number]>();
  for (const question of unseen) {
    const best = unseenByTopic.get(question.topic);
    const better =
      !best ||
      frequencyRank(question.frequency) < frequencyRank(best.frequency) ||
      (question.frequency === best.frequency && question.difficulty < best.difficulty);
    if (better) unseenByTopic.set(question.topic, question);
  }
  const queued = new Set(due.map((card) => `${card.kind}:${card.ref}`));
  const newItems: Array<Omit<QueueItem, "prompt">> = [];
  // Stable sort: equal readiness keeps the teaching order, bank topics before exercise kinds.
  for (const topic of [...ready.topics].sort((a, b) => a.readiness - b.readiness)) {
    if (newItems.length >= newItemCount) break;
    if (topic.kind === "exercise") {
      if (topic.attempts > 0 || queued.has(`exercise:${topic.topic}`)) continue;
      newItems.push({
        kind: "exercise",
        ref: topic.topic,
        topic: topic.topic,
        reason: "new",
        dueAt: null,
      });
      continue;
    }
    const question = unseenByTopic.get(topic.topic);
    if (!question) continue;
    newItems.push({
      kind: "question",
      ref: question.id,
      topic: question.topic,
      reason: "new",
      dueAt: null,
    });
  }
  const queue = [...dueItems, ...newItems];
  // The texts of every question in the queue, due or new, in one read.
  const texts = await questionTexts(
    db,
    queue.filter((item) => item.kind === "question").map((item) => item.ref),
  );
  const items: QueueItem[] = queue.map((item) => ({
    ...item,
    prompt: item.kind === "question" ? (texts.get(item.ref) ?? null) : null,
  }));
  return { items, due: dueItems.length, streak: streakDays(days, now) };
}

/** Consecutive UTC days with at least one review, ending today (or yesterday, while today is still open). */
export function streakDays(daysLatestFirst: readonly string[], now: Date): number {
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  let offset = daysLatestFirst[0] === day(0) ? 0 : 1;
  let streak = 0;
  for (const reviewed of daysLatestFirst) {
    if (reviewed !== day(offset)) break;
    streak += 1;
    offset += 1;
  }
  return streak;
}
