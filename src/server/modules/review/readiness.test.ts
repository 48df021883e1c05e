import { describe, expect, it } from "vitest";
import { streakDays } from "./practice";
import { scoreTrend, topicReadiness } from "./readiness";

describe("readiness", () => {
  it("is 0 for an untouched topic", () => {
    expect(topicReadiness({ recall: [], recentScores: [], attempts: 0 })).toBe(0);
  });

  it("multiplies recall, recent scores and confidence", () => {
    // 100 × 0.9 × (80 + 60) / 2 / 100 × min(1, 10 / 5) = 100 × 0.9 × 0.7 = 63
    expect(topicReadiness({ recall: [1, 0.8], recentScores: [80, 60], attempts: 10 })).toBe(63);
    // One perfect attempt: 100 × 1 × 1 × 1 / 5 = 20
    expect(topicReadiness({ recall: [1], recentScores: [100], attempts: 1 })).toBe(20);
  });

  it("stays within 0–100 whatever the evidence", () => {
    const samples = [
      { recall: [1, 1, 1], recentScores: [100, 100], attempts: 50 },
      { recall: [0], recentScores: [0], attempts: 3 },
      { recall: [1.2], recentScores: [140], attempts: 9 },
      { recall: [-0.5], recentScores: [-20], attempts: 9 },
    ];
    for (const evidence of samples) {
      const value = topicReadiness(evidence);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(topicReadiness(samples[0] ?? { recall: [], recentScores: [], attempts: 0 })).toBe(100);
  });

  it("gives the trend as the latest five scores against the five before", () => {
    // (90 × 5) / 5 − (50 × 5) / 5 = 40
    expect(scoreTrend([90, 90, 90, 90, 90, 50, 50, 50, 50, 50])).toBe(40);
    expect(scoreTrend([90, 80])).toBeNull();
  });
});

describe("streak", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");
  it("counts consecutive days ending today, or yesterday while today is open", () => {
    expect(streakDays(["2026-03-10", "2026-03-09", "2026-03-08", "2026-03-06"], now)).toBe(3);
    expect(streakDays(["2026-03-09", "2026-03-08"], now)).toBe(2);
    expect(streakDays(["2026-03-07"], now)).toBe(0);
    expect(streakDays([], now)).toBe(0);
  });
});
