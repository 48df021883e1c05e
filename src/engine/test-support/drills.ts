// Shared by the drills' engine tests only: the drill kinds against the independent oracle of e2e/support
// (hand-worked golden examples, ranges and answers written from drills.md, never from the engine).
import fc from "fast-check";
import { expect, it } from "vitest";
import { DRILL_GOLDEN_EXAMPLES } from "../../../e2e/support/drill-golden-examples";
import { statementProblems } from "../../../e2e/support/drill-ranges";
import { independentDrillAnswers } from "../../../e2e/support/independent-drill-solutions";
import { type CaseStudyType, check, ENGINE_VERSION, generate, kindOf, type StatementOf } from "../index";
import { seeds } from "./properties";

/** Seeds per drill property (the issue asks for 10,000). */
export const DRILL_SEED_RUNS = 10_000;

/** The hand-worked examples of one drill, as engine statements. */
export function goldenExamples<T extends CaseStudyType>(type: T) {
  const { slug } = kindOf(type).meta;
  return DRILL_GOLDEN_EXAMPLES.filter((example) => example.slug === slug).map((example) => ({
    title: example.title,
    statement: { ...example.statement, engineVersion: ENGINE_VERSION } as unknown as StatementOf<T>,
    answers: example.answers,
  }));
}

/** Registers the tests every drill shares: its golden examples score 100, and every seed is in range and solved. */
export function drillOracleTests<T extends CaseStudyType>(
  type: T,
  property?: (statement: StatementOf<T>) => void,
) {
  const { slug } = kindOf(type).meta;
  it.each(goldenExamples(type).map((example) => [example.title, example] as const))(
    "the hand-worked example %s scores 100 and shows its answers",
    (_, example) => {
      const result = check(type, example.statement, example.answers);
      expect(result.cells.filter((cell) => !cell.correct).map((cell) => cell.key)).toEqual([]);
      expect(result.cells.map((cell) => cell.key)).toEqual(Object.keys(example.answers));
    },
  );

  it(`keeps ${DRILL_SEED_RUNS} seeds in the ranges of drills.md, repeatable, and scores the independent answers 100`, () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const statement = generate(type, seed);
        expect(statementProblems(slug, statement)).toEqual([]);
        expect(generate(type, seed)).toEqual(statement);
        expect(check(type, statement, independentDrillAnswers(slug, statement)).score).toBe(100);
        property?.(statement);
      }),
      { numRuns: DRILL_SEED_RUNS },
    );
  });
}
