// Shared by the drill kinds' tests only: each kind against its independent oracle, test/oracle/<slug>.ts,
// written apart from the engine: its hand-worked examples and, over many seeds, its answers and the ranges of
// docs/drills.md.
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  DRILL_GOLDEN_EXAMPLES,
  type DrillSlug,
  independentDrillAnswers,
  statementProblems,
} from "../../../test/oracle";
import { roundHalfAway } from "../../../test/oracle/shared";
import { check, ENGINE_VERSION, generate, type KindType, kindOf, type StatementOf, solve } from "../index";
import { expectedTexts } from "./answers";
import { seeds } from "./properties";

/** Seeds per property: the drills issue asks for 10,000 per kind. */
export const DRILL_SEED_RUNS = 10_000;

/**
 * `answers` with one cell moved by 5 % of its value and at least three units of its last digit, away from
 * the carried-rounding value as well as from the exact one, so neither accepted path can take it.
 */
export function movedAnswers<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
  answers: Record<string, string>,
  key: string,
): Record<string, string> {
  const { exact, carried, precision } = solve(type, statement);
  const decimals = precision[key] ?? 0;
  const value = Number(answers[key]);
  const away = (exact[key] as number) >= (carried[key] as number) ? 1 : -1;
  const step = Math.max(Math.abs(value) * 0.05, 3 * 10 ** -decimals);
  return { ...answers, [key]: roundHalfAway(value + away * step, decimals).toFixed(decimals) };
}

/** Golden examples and seed properties for the drill served as `type` under `slug`. */
export function testDrillKind(type: KindType, slug: DrillSlug): void {
  const examples = DRILL_GOLDEN_EXAMPLES.filter((example) => example.slug === slug);
  const engineStatement = (statement: object) =>
    ({ ...statement, engineVersion: ENGINE_VERSION }) as StatementOf<typeof type>;

  it("is served under its slug", () => {
    expect(kindOf(type).meta.slug).toBe(slug);
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((example) => [example.title, example] as const))(
    "golden example %s: the hand-worked answers score 100, each moved cell is wrong",
    (_, example) => {
      const statement = engineStatement(example.statement);
      expect(expectedTexts(type, statement)).toEqual(example.answers);
      expect(check(type, statement, example.answers).score).toBe(100);
      for (const key of Object.keys(example.answers)) {
        const cells = check(type, statement, movedAnswers(type, statement, example.answers, key)).cells;
        expect(cells.find((cell) => cell.key === key)?.correct, key).toBe(false);
      }
    },
  );

  it("generates, for every seed, a statement in the ranges of docs/drills.md that the oracle solves to 100", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const statement = generate(type, seed);
        expect(statement.engineVersion).toBe(ENGINE_VERSION);
        expect(generate(type, seed)).toEqual(statement);
        expect(statementProblems(slug, statement)).toEqual([]);
        const answers = independentDrillAnswers(slug, statement);
        expect(expectedTexts(type, statement)).toEqual(answers);
        expect(check(type, statement, answers).score).toBe(100);
      }),
      { numRuns: DRILL_SEED_RUNS },
    );
  });

  it("marks a cell moved by 5 % wrong, for every cell of many seeds", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const statement = generate(type, seed);
        const answers = independentDrillAnswers(slug, statement);
        for (const key of Object.keys(answers)) {
          const cells = check(type, statement, movedAnswers(type, statement, answers, key)).cells;
          expect(cells.find((cell) => cell.key === key)?.correct, `${key} of seed ${seed}`).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("explains every cell with its rule and then its numbers", () => {
    const statement = generate(type, 1);
    for (const cell of check(type, statement, {}).cells) {
      expect(cell.explanation).toMatch(
        new RegExp(`^${cell.key.replace(/[/()]/g, "\\$&")} = .+ = .*\\d.* = `),
      );
    }
  });
}
