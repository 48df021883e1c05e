// Every kind's independent oracle, by slug: one file per kind, test/oracle/<slug>.ts, written from
// docs/case-studies.md and docs/drills.md apart from the engine, on purpose: the unit, acceptance and browser
// tests must not lean on the engine they are checking (docs/architecture.md#the-kind-registry).
//
// API:
//   independentAnswers(exercise, path?): Record<cellKey, string>
//     Every answer cell of a case study's exercise (GET /api/case-studies/<slug>/new) with its right answer,
//     as a student would type it, at the precision docs/marking.md#display-precision gives.
//   independentDrillAnswers(slug, statement, path?): Record<cellKey, string>
//     `statement` is the `statement` of GET /api/case-studies/<slug>/new; the result maps every cell key
//     of docs/drills.md, in its order, to the text a strong student types: the value at the cell's
//     display precision, rounded half away from zero, without thousands separators or a "%" sign
//     ("%" cells are typed in percent: "8.5" for 8.5 %). Throws on an unknown slug, event or kind, or
//     when a field is missing (a value that is not a finite number).
//   statementProblems(slug, statement): string[]
//     Every way a drill's statement breaks docs/drills.md: a field missing or of the wrong type, out of
//     range, off its step, not a whole number, or a stated condition broken (bookValue ≠ amount, option tranches on
//     both sides of the share price, EV/EBITDA and P/E bounds, …). One sentence per problem, naming the
//     field; an empty list means the statement is valid. Fields the drill does not name are ignored (an
//     engine may add e.g. `engineVersion`). An unknown slug is a problem too.
//   independentModelAnswers(slug, statement, path?), modelStatementProblems(slug, statement)
//     The same for the modelling tests (MODELLING_TEST_ORACLES: lbo-model, three-statement-model), written from
//     docs/modelling-tests.md: every cell at its display decimals (one for every line, two for MoM, IRR in
//     percent at one), on the exact path or the carried one, where every line, working lines included, is
//     rounded to its display decimals before the next one reads it. Their examples are the specification's
//     worked examples, with the cells it states.
//   DRILL_GOLDEN_EXAMPLES: readonly DrillGoldenExample[]
//     { slug, title, statement, answers }: a statement inside the ranges of docs/drills.md and every cell's
//     answer as typed (display precision, half away from zero, "%" cells in percent).
//
// Every chained cell is computed on the exact path (every earlier cell at full precision) or, given the path
// "carried", from the earlier answers at their displayed values
// (docs/marking.md#the-exact-and-the-carried-paths); the checker accepts both. Three-statements and mental math
// chain no answer into another. Where docs/drills.md leaves a choice, the choice is written beside the formula
// and marked "Choice:"; the engine must make the same one.
//
// Ranges: bounds are inclusive. As for the case studies (docs/case-studies.md#conventions), a range given
// without a step is in whole numbers (e.g. existingGoodwill, "0 ≤ existingGoodwill < bookValue"). Conditions on
// computed values use the exact values (EV/EBITDA, P/E, Exit Equity, …), not their displayed roundings.
//
// Hand-worked examples pin the independent solutions (drill-oracle.test.ts) and the engine too. Ties (a value
// exactly halfway at its display precision) are rounded away from zero; the ones that occur are marked "tie".
// Where an example depends on a choice docs/drills.md leaves open, it says so.
import { dcfOracle } from "./dcf";
import { dilutedSharesOracle } from "./diluted-shares";
import { dilutionAccretionOracle } from "./dilution-accretion";
import { evBridgeOracle } from "./ev-bridge";
import { freeCashFlowOracle } from "./free-cash-flow";
import { goodwillOracle } from "./goodwill";
import { lboOracle } from "./lbo";
import { lboModelOracle } from "./lbo-model";
import { mentalMathOracle } from "./mental-math";
import { quickLboOracle } from "./quick-lbo";
import {
  type CaseStudyOracle,
  Checker,
  type DrillOracle,
  type Fields,
  type GeneratedExercise,
  type HandWorkedExample,
  roundHalfAway,
  type SolutionPath,
} from "./shared";
import { threeStatementModelOracle } from "./three-statement-model";
import { threeStatementsOracle } from "./three-statements";
import { waccOracle } from "./wacc";

/** The case studies' oracles, by slug. */
export const CASE_STUDY_ORACLES: Readonly<Record<string, CaseStudyOracle>> = {
  lbo: lboOracle,
  dcf: dcfOracle,
  "dilution-accretion": dilutionAccretionOracle,
};

/** The drills' oracles, by slug. */
export const DRILL_ORACLES = {
  "three-statements": threeStatementsOracle,
  "ev-bridge": evBridgeOracle,
  "diluted-shares": dilutedSharesOracle,
  "quick-lbo": quickLboOracle,
  wacc: waccOracle,
  "free-cash-flow": freeCashFlowOracle,
  goodwill: goodwillOracle,
  "mental-math": mentalMathOracle,
} as const;

export type DrillSlug = keyof typeof DRILL_ORACLES;

export const DRILL_SLUGS = Object.keys(DRILL_ORACLES) as readonly DrillSlug[];

/** Each drill's statement, by slug. */
export type DrillStatements = {
  [S in DrillSlug]: (typeof DRILL_ORACLES)[S] extends DrillOracle<S, infer Statement> ? Statement : never;
};

export type DrillGoldenExample = {
  [S in DrillSlug]: HandWorkedExample<S, DrillStatements[S]>;
}[DrillSlug];

/** Every drill's hand-worked examples, drill by drill in the order of DRILL_SLUGS. */
export const DRILL_GOLDEN_EXAMPLES: readonly DrillGoldenExample[] = DRILL_SLUGS.flatMap(
  (slug): readonly DrillGoldenExample[] => DRILL_ORACLES[slug].examples,
);

function display(value: number, decimals: number): string {
  return roundHalfAway(value, decimals).toFixed(decimals);
}

/**
 * Every answer cell's right answer, as a student would type it (at the precision
 * docs/marking.md#display-precision gives), on the exact path or, with `path` "carried", from the earlier
 * answers at their displayed values.
 */
export function independentAnswers(
  exercise: GeneratedExercise,
  path: SolutionPath = "exact",
): Record<string, string> {
  const oracle = Object.values(CASE_STUDY_ORACLES).find((candidate) => candidate.type === exercise.type);
  if (oracle === undefined) throw new Error(`Unknown case study: ${exercise.type}`);
  const values = oracle.values(exercise.statement, exercise.years, path);
  return Object.fromEntries(
    exercise.cells.map((cell) => {
      const value = values.get(cell.key);
      if (value === undefined) throw new Error(`No independent answer for ${cell.key}`);
      if (typeof value === "string") return [cell.key, value];
      if (!Number.isFinite(value)) throw new Error(`${cell.key} is not finite`);
      return [cell.key, display(value, oracle.decimalsByLabel[cell.label] ?? 0)];
    }),
  );
}

export function isDrillSlug(slug: string): slug is DrillSlug {
  return (DRILL_SLUGS as readonly string[]).includes(slug);
}

/** Every cell's answer as a strong student types it, from the statement the API returned, on either path. */
export function independentDrillAnswers(
  slug: string,
  statement: unknown,
  path: SolutionPath = "exact",
): Record<string, string> {
  if (!isDrillSlug(slug)) throw new Error(`Unknown drill: ${slug}`);
  if (typeof statement !== "object" || statement === null) throw new Error("The statement is not an object");
  const solve = DRILL_ORACLES[slug].answers as (s: unknown, path: SolutionPath) => Record<string, string>;
  return solve(statement, path);
}

/** Every way the statement breaks the ranges and conditions of docs/drills.md; [] when it is valid. */
export function statementProblems(slug: string, statement: unknown): string[] {
  if (!isDrillSlug(slug)) return [`unknown drill ${JSON.stringify(slug)}`];
  if (typeof statement !== "object" || statement === null || Array.isArray(statement)) {
    return ["the statement is not an object"];
  }
  const checker = new Checker();
  DRILL_ORACLES[slug].problems(statement as Fields, checker);
  return checker.problems;
}

/** The modelling tests' oracles, by slug: the same shape as a drill's. */
export const MODELLING_TEST_ORACLES = {
  "lbo-model": lboModelOracle,
  "three-statement-model": threeStatementModelOracle,
} as const;

export type ModellingTestSlug = keyof typeof MODELLING_TEST_ORACLES;

export function isModellingTestSlug(slug: string): slug is ModellingTestSlug {
  return Object.hasOwn(MODELLING_TEST_ORACLES, slug);
}

/** Every cell of a modelling test as a strong student types it, from the statement the API returned, on either path. */
export function independentModelAnswers(
  slug: string,
  statement: unknown,
  path: SolutionPath = "exact",
): Record<string, string> {
  if (!isModellingTestSlug(slug)) throw new Error(`Unknown modelling test: ${slug}`);
  if (typeof statement !== "object" || statement === null) throw new Error("The statement is not an object");
  const solve = MODELLING_TEST_ORACLES[slug].answers as (
    s: unknown,
    path: SolutionPath,
  ) => Record<string, string>;
  return solve(statement, path);
}

/** Every way a modelling test's statement breaks docs/modelling-tests.md; [] when it is valid. */
export function modelStatementProblems(slug: string, statement: unknown): string[] {
  if (!isModellingTestSlug(slug)) return [`unknown modelling test ${JSON.stringify(slug)}`];
  if (typeof statement !== "object" || statement === null || Array.isArray(statement)) {
    return ["the statement is not an object"];
  }
  const checker = new Checker();
  MODELLING_TEST_ORACLES[slug].problems(statement as Fields, checker);
  return checker.problems;
}
