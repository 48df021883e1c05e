import { describe, expect, it } from "vitest";
import { MAX_ANSWER_LENGTH, parseStoredAnswers, parseStoredExercise } from "./exercise-storage";

const exercise = {
  type: "DilutionAccretion",
  seed: 12,
  engineVersion: 1,
  statement: { netIncomeA: 300 },
  description: ["Company A: net income 300, 500 shares, share price 10."],
  years: [],
  cells: [
    { key: "EPS Before", label: "EPS Before", year: null, precision: 2, kind: "eps" },
    {
      key: "Deal Type",
      label: "Deal Type",
      year: null,
      precision: 0,
      kind: "choice",
      options: ["Accretive", "Dilutive"],
    },
  ],
  givenRows: [],
  rowOrder: [],
};

const cell = (key: string, correct: boolean) => ({
  key,
  label: key,
  year: null,
  given: "",
  expected: "0.60",
  correct,
  explanation: "",
});

const correction = {
  exerciseId: "ex-1",
  score: 50,
  timeSpentSeconds: 95,
  cells: [cell("EPS Before", true), cell("Deal Type", false)],
};

describe("parseStoredExercise", () => {
  const now = 1_800_000_000_000;

  it("restores the exercise, its start time and its correction", () => {
    const startedAt = now - 95_000;
    const stored = parseStoredExercise({ exercise, startedAt, correction }, "DilutionAccretion", now);
    expect(stored?.exercise.seed).toBe(12);
    expect(stored?.startedAt).toBe(startedAt);
    expect(stored?.correction?.score).toBe(50);
  });

  it("keeps a modelling test's sections, working lines and case pack", () => {
    const model = {
      ...exercise,
      givenRows: [{ label: "D&A", values: [], rule: "2.5 % × Revenue" }],
      sections: [{ title: "Returns", rows: [], singles: ["EPS Before", "Deal Type"] }],
      casePack: {
        prompt: "Buy it.",
        assumptions: [{ label: "Growth", values: ["3 %", "4 %"], yearly: true }],
        rules: ["R"],
      },
    };
    const stored = parseStoredExercise({ exercise: model, startedAt: now }, "DilutionAccretion", now);
    expect(stored?.exercise).toMatchObject({
      givenRows: [{ rule: "2.5 % × Revenue" }],
      sections: [{ title: "Returns" }],
      casePack: { prompt: "Buy it.", assumptions: [{ yearly: true }] },
    });
  });

  it("dates an older blob, which kept the seconds spent, back by those seconds", () => {
    const stored = parseStoredExercise({ exercise, elapsedSeconds: 61.7 }, "DilutionAccretion", now);
    expect(stored?.startedAt).toBe(now - 61_000);
  });

  it("refuses a corrupt blob or another kind's", () => {
    for (const value of [null, "text", 42, [], {}, { exercise: { ...exercise, cells: [] } }]) {
      expect(parseStoredExercise(value, "DilutionAccretion", now)).toBeNull();
    }
    expect(parseStoredExercise({ exercise: { ...exercise, seed: -1 } }, "DilutionAccretion", now)).toBeNull();
    expect(parseStoredExercise({ exercise, startedAt: now, correction: null }, "LBO", now)).toBeNull();
  });

  it("keeps the exercise but drops a bad start time or a correction that does not fit the grid", () => {
    const otherGrid = { ...correction, cells: [cell("MoM", true)] };
    const stored = parseStoredExercise(
      { exercise, startedAt: "soon", correction: otherGrid },
      "DilutionAccretion",
      now,
    );
    expect(stored?.startedAt).toBe(now);
    expect(stored?.correction).toBeNull();
    // A start in the future (a clock set back) counts from now.
    expect(
      parseStoredExercise({ exercise, startedAt: now + 5000 }, "DilutionAccretion", now)?.startedAt,
    ).toBe(now);
    expect(
      parseStoredExercise({ exercise, correction: { score: "high" } }, "DilutionAccretion", now)?.correction,
    ).toBeNull();
  });
});

describe("parseStoredAnswers", () => {
  it("keeps the text of the exercise's own cells only", () => {
    expect(
      parseStoredAnswers({ "EPS Before": "0.6", "Deal Type": "Accretive", MoM: "2.1", Other: 3 }, exercise),
    ).toEqual({ "EPS Before": "0.6", "Deal Type": "Accretive" });
    expect(parseStoredAnswers({ "EPS Before": 0.6 }, exercise)).toEqual({});
    expect(parseStoredAnswers(["0.6"], exercise)).toEqual({});
    expect(parseStoredAnswers(null, exercise)).toEqual({});
    expect(parseStoredAnswers({ "EPS Before": "9".repeat(500) }, exercise)["EPS Before"]).toHaveLength(
      MAX_ANSWER_LENGTH,
    );
  });
});
