import { describe, expect, it } from "vitest";
import {
  filterQuestions,
  nextQuestion,
  noFilters,
  pickDifferentQuestion,
  weakQuestionIds,
} from "./question-picker";

const bank = [
  { id: "acc-1", topic: "accounting", difficulty: 1 },
  { id: "acc-2", topic: "accounting", difficulty: 2 },
  { id: "dcf-1", topic: "dcf", difficulty: 2 },
  { id: "lbo-1", topic: "lbo", difficulty: 3 },
];

describe("filterQuestions", () => {
  it("keeps every question without filters, and only the matches with them", () => {
    expect(filterQuestions(bank, noFilters)).toHaveLength(4);
    expect(filterQuestions(bank, { topic: "accounting", difficulty: null }).map((q) => q.id)).toEqual([
      "acc-1",
      "acc-2",
    ]);
    expect(filterQuestions(bank, { topic: null, difficulty: 2 }).map((q) => q.id)).toEqual([
      "acc-2",
      "dcf-1",
    ]);
    expect(filterQuestions(bank, { topic: "lbo", difficulty: 1 })).toEqual([]);
  });
});

describe("pickDifferentQuestion", () => {
  it("never gives the current question back", () => {
    for (const value of [0, 0.3, 0.6, 0.99]) {
      expect(pickDifferentQuestion(bank, "dcf-1", () => value)?.id).not.toBe("dcf-1");
    }
  });

  it("needs more than one question to move", () => {
    expect(pickDifferentQuestion(bank.slice(0, 1), "acc-1")).toBeNull();
    expect(pickDifferentQuestion(bank.slice(0, 1), null)?.id).toBe("acc-1");
    expect(pickDifferentQuestion([], null)).toBeNull();
  });
});

describe("weak questions", () => {
  const answers = [
    { questionId: "acc-1", score: 5.5, timestamp: "2025-01-02T00:00:00.000Z" },
    { questionId: "acc-2", score: 8, timestamp: "2025-01-01T00:00:00.000Z" },
    { questionId: "dcf-1", score: 2, timestamp: "2025-01-03T00:00:00.000Z" },
    { questionId: "lbo-1", score: 5.5, timestamp: "2025-01-01T00:00:00.000Z" },
  ];

  it("lists scores below 6, lowest first, then oldest first", () => {
    expect(weakQuestionIds(answers)).toEqual(["dcf-1", "lbo-1", "acc-1"]);
  });

  it("serves the weak questions first in review mode, then random ones", () => {
    const weakIds = weakQuestionIds(answers);
    const seen = new Set<string>();
    const first = nextQuestion(bank, "acc-2", { weakIds, seen }, () => 0);
    expect(first?.id).toBe("dcf-1");
    seen.add("dcf-1");
    expect(nextQuestion(bank, "dcf-1", { weakIds, seen }, () => 0)?.id).toBe("lbo-1");
    seen.add("lbo-1").add("acc-1");
    expect(nextQuestion(bank, "acc-1", { weakIds, seen }, () => 0.99)?.id).toBe("lbo-1");
    expect(nextQuestion(bank, "acc-1", null, () => 0)?.id).toBe("acc-2");
  });

  it("skips weak questions the filters leave out", () => {
    const pool = filterQuestions(bank, { topic: "accounting", difficulty: null });
    expect(nextQuestion(pool, "acc-2", { weakIds: weakQuestionIds(answers), seen: new Set() })?.id).toBe(
      "acc-1",
    );
  });
});
