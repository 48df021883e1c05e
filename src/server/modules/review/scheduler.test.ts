import { fsrs } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ratingFor } from "./rating";
import { recallProbability, reviewCard } from "./scheduler";

const minute = 60_000;
const day = 24 * 60 * minute;
const start = new Date("2026-03-02T09:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("scheduling with a moved clock", () => {
  it("brings a failed first attempt back within 30 minutes (2/10 and 40 %)", () => {
    for (const card of [
      reviewCard(null, ratingFor("question", 2), start),
      reviewCard(null, ratingFor("exercise", 40), start),
    ]) {
      expect(card.due.getTime()).toBeGreaterThan(start.getTime());
      expect(card.due.getTime() - start.getTime()).toBeLessThanOrEqual(30 * minute);
      expect(card.reps).toBe(1);
    }
  });

  it("keeps an aced first attempt away for at least a day (9/10 and 100 %)", () => {
    for (const card of [
      reviewCard(null, ratingFor("question", 9), start),
      reviewCard(null, ratingFor("exercise", 100), start),
    ]) {
      expect(card.due.getTime() - start.getTime()).toBeGreaterThanOrEqual(day);
    }
  });

  it("brings a learnt card back within 30 minutes when it is failed later, and counts the lapse", () => {
    const aced = reviewCard(null, ratingFor("exercise", 100), start);
    const reviewedAt = at(aced.due.getTime() - start.getTime() + 5 * minute);
    const failed = reviewCard(aced, ratingFor("exercise", 20), reviewedAt);
    expect(failed.lapses).toBe(1);
    expect(failed.reps).toBe(2);
    expect(failed.due.getTime() - reviewedAt.getTime()).toBeLessThanOrEqual(30 * minute);
    expect(failed.due.getTime()).toBeGreaterThan(reviewedAt.getTime());
  });

  it("spaces a card further out each time it is answered well", () => {
    let card = reviewCard(null, ratingFor("question", 9.5), start);
    const intervals: number[] = [];
    for (let review = 0; review < 3; review += 1) {
      const now = card.due;
      const next = reviewCard(card, ratingFor("question", 8), now);
      intervals.push(next.due.getTime() - now.getTime());
      card = next;
    }
    expect(intervals[1]).toBeGreaterThan(intervals[0] ?? 0);
    expect(intervals[2]).toBeGreaterThan(intervals[1] ?? 0);
  });

  it("forgets with time: recall is 1 just after a review, falls as the clock moves, stays in 0–1", () => {
    const card = reviewCard(null, ratingFor("question", 9), start);
    const recall = (now: Date) =>
      recallProbability(card.stability, card.lastReview?.getTime() ?? null, now.getTime());
    expect(recall(start)).toBeCloseTo(1, 6);
    const later = [1, 10, 100, 1000].map((days) => recall(at(days * day)));
    for (let index = 1; index < later.length; index += 1) {
      expect(later[index]).toBeLessThan(later[index - 1] ?? 1);
    }
    for (const value of later) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
    expect(recallProbability(0, null, start.getTime())).toBe(0);
    expect(recallProbability(3, null, start.getTime())).toBe(0);
  });

  it("gives 90 % recall after as many days as the stability, exactly as ts-fsrs's own forgetting curve", () => {
    const library = fsrs({ enable_fuzz: false });
    for (const stability of [0.1, 0.30000000000000004, 1, 2.5, 7.3, 40, 365.25]) {
      expect(recallProbability(stability, start.getTime(), start.getTime() + stability * day)).toBeCloseTo(
        0.9,
        8,
      );
      for (const elapsedMs of [0, 1, 59 * minute, 1.5 * day, 17 * day + 3, 400 * day]) {
        expect(recallProbability(stability, start.getTime(), start.getTime() + elapsedMs)).toBe(
          library.forgetting_curve(elapsedMs / day, stability),
        );
      }
    }
  });
});
