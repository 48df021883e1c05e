import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ratingFor, scorePercent } from "./rating";

describe("rating from a score", () => {
  it("maps a coach score out of 10 (≤ 3 Again, < 6 Hard, < 9 Good, ≥ 9 Easy)", () => {
    const cases: Array<[number, Rating]> = [
      [0, Rating.Again],
      [3, Rating.Again],
      [3.5, Rating.Hard],
      [5.9, Rating.Hard],
      [6, Rating.Good],
      [8.9, Rating.Good],
      [9, Rating.Easy],
      [10, Rating.Easy],
    ];
    for (const [score, rating] of cases) expect(ratingFor("question", score), `${score}/10`).toBe(rating);
  });

  it("maps an exercise's percent score (< 50 Again, < 75 Hard, < 100 Good, 100 Easy)", () => {
    const cases: Array<[number, Rating]> = [
      [0, Rating.Again],
      [49, Rating.Again],
      [50, Rating.Hard],
      [74, Rating.Hard],
      [75, Rating.Good],
      [99, Rating.Good],
      [100, Rating.Easy],
    ];
    for (const [score, rating] of cases) expect(ratingFor("exercise", score), `${score} %`).toBe(rating);
  });

  it("puts both scales in percent, clamped", () => {
    expect(scorePercent("question", 7.5)).toBe(75);
    expect(scorePercent("exercise", 62)).toBe(62);
    expect(scorePercent("question", 11)).toBe(100);
    expect(scorePercent("exercise", -3)).toBe(0);
  });
});
