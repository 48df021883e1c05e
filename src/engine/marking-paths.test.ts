// docs/marking.md over the first 300 seeds of every kind, judged by the independent oracles of
// test/oracle (written apart from the engine): answers on the exact path and on the carried path score
// 100, and no single cell moved by 5 % is marked correct.
import { describe, expect, it } from "vitest";
import { check, generate, KIND_TYPES, type KindType } from "./index";
import { oracleAnswers } from "./test-support/oracle-answers";

const SEEDS = Array.from({ length: 300 }, (_, seed) => seed);

/** The cells of a check that are not correct, as "key: given (status)". */
function notCorrect(type: KindType, seed: number, answers: Record<string, string>): string[] {
  return check(type, generate(type, seed), answers)
    .cells.filter((cell) => cell.status !== "correct")
    .map((cell) => `seed ${seed} ${cell.key}: ${cell.given} (${cell.status}, expected ${cell.expected})`);
}

/** `text` moved by `factor`, typed at its own number of decimals. */
function moved(text: string, factor: number): string {
  const decimals = text.split(".")[1]?.length ?? 0;
  return (Number(text) * factor).toFixed(decimals);
}

/** Whether `typed` lies within one unit of the last displayed digit of `right` (docs/marking.md#tolerance). */
function withinOneUnit(typed: string, right: string | undefined): boolean {
  const decimals = right?.split(".")[1]?.length ?? 0;
  return Math.abs(Number(typed) - Number(right)) <= 10 ** -decimals * (1 + 1e-9);
}

describe.each(KIND_TYPES.map((type) => [type] as const))("%s over 300 seeds", (type) => {
  it.each(["exact", "carried"] as const)("answers on the %s path score 100", (path) => {
    const refused = SEEDS.flatMap((seed) => notCorrect(type, seed, oracleAnswers(type, seed, path)));
    expect(refused).toEqual([]);
  });

  it("marks no single cell moved by 5 % correct (others right)", () => {
    const accepted: string[] = [];
    for (const seed of SEEDS) {
      const answers = oracleAnswers(type, seed, "exact");
      const carried = oracleAnswers(type, seed, "carried");
      const statement = generate(type, seed);
      for (const [key, text] of Object.entries(answers)) {
        if (Number.isNaN(Number(text))) continue; // a choice (Deal Type): nothing to move
        for (const factor of [0.95, 1.05]) {
          const wrong = moved(text, factor);
          // A move within the cell's own display tolerance is a right answer, not a wrong one: a small figure
          // (5 % of 0.12 shares or of a zero is less than one unit of 0.01), or one that lands within a unit
          // of the carried answer, which may lie a unit or more away (an IRR worked from the one-decimal MoM,
          // a terminal value from the whole-number cash flow).
          if (withinOneUnit(wrong, text) || withinOneUnit(wrong, carried[key])) continue;
          const cell = check(type, statement, { ...answers, [key]: wrong }).cells.find((c) => c.key === key);
          if (cell?.status === "correct") accepted.push(`seed ${seed} ${key}: ${wrong} for ${text}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
