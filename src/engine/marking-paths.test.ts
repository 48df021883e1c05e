// docs/marking.md over the first 1,000 seeds of every kind, judged by the independent oracles of
// test/oracle (written apart from the engine): answers on the exact path and on the carried path score
// 100, and no single cell moved by 5 % (and by at least three units of its last digit) is marked correct.
import { describe, expect, it } from "vitest";
import { check, generate, KIND_TYPES, type KindType } from "./index";
import { oracleAnswers } from "./test-support/oracle-answers";

const SEEDS = Array.from({ length: 1000 }, (_, seed) => seed);

/** The cells of a check that are not correct, as "key: given (status)". */
function notCorrect(type: KindType, seed: number, answers: Record<string, string>): string[] {
  return check(type, generate(type, seed), answers)
    .cells.filter((cell) => cell.status !== "correct")
    .map((cell) => `seed ${seed} ${cell.key}: ${cell.given} (${cell.status}, expected ${cell.expected})`);
}

/**
 * `text` made larger or smaller in size by 5 %, and by at least three units of its last digit (so that a small
 * figure moves too), typed at its own number of decimals; null when smaller would cross zero, since a line of a
 * modelling test is graded on its size (docs/modelling-tests.md): −0.1 for 0.2 is 0.1, one unit away.
 */
function moved(text: string, direction: 1 | -1): string | null {
  const decimals = text.split(".")[1]?.length ?? 0;
  const figure = Number(text);
  const step = Math.max(Math.abs(figure) * 0.05, 3 * 10 ** -decimals);
  const size = Math.abs(figure) + direction * step;
  return size < 0 ? null : (Math.sign(figure || 1) * size).toFixed(decimals);
}

/** Whether `typed` lies within one unit of the last displayed digit of `right` (docs/marking.md#tolerance). */
function withinOneUnit(typed: string, right: string | undefined): boolean {
  const decimals = right?.split(".")[1]?.length ?? 0;
  return Math.abs(Number(typed) - Number(right)) <= 10 ** -decimals * (1 + 1e-9);
}

describe.each(KIND_TYPES.map((type) => [type] as const))("%s over 1,000 seeds", (type) => {
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
        for (const direction of [-1, 1] as const) {
          const wrong = moved(text, direction);
          if (wrong === null) continue;
          // A move that lands within a unit of the carried answer is a right answer, not a wrong one: the
          // carried answer may lie a unit or more away (an IRR worked from the one-decimal MoM, a terminal
          // value from the whole-number cash flow).
          if (withinOneUnit(wrong, carried[key])) continue;
          const cell = check(type, statement, { ...answers, [key]: wrong }).cells.find((c) => c.key === key);
          if (cell?.status === "correct") accepted.push(`seed ${seed} ${key}: ${wrong} for ${text}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  }, 120_000);
});
