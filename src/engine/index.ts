// The case-study engine's public entry (DESIGN §5–6): pure functions, no I/O, no clock, no Math.random.
import type { CaseStudy } from "./case-study";
import type { CaseStudyType } from "./case-study-type";
import { checkAnswers } from "./check";
import { dcfCaseStudy } from "./dcf/case-study";
import type { DcfStatement } from "./dcf/statement";
import { dilutionAccretionCaseStudy } from "./dilution-accretion/case-study";
import type { DilutionAccretionStatement } from "./dilution-accretion/statement";
import { lboCaseStudy } from "./lbo/case-study";
import type { LboStatement } from "./lbo/statement";
import { isValidSeed, MAX_SEED } from "./random";
import type { CheckResult, ExerciseLayout, Solution } from "./types";
import { calculateBothPaths, Workbook } from "./workbook";

export { CASE_STUDY_TYPES, type CaseStudyType, parseCaseStudyType } from "./case-study-type";
export type { DcfStatement } from "./dcf/statement";
export type { DilutionAccretionStatement } from "./dilution-accretion/statement";
export { formatValue } from "./format";
export type { LboGrowthType, LboStatement } from "./lbo/statement";
export { isValidSeed, MAX_SEED } from "./random";
export type {
  CellKind,
  CellSpec,
  CellValue,
  CheckedCell,
  CheckResult,
  ExerciseLayout,
  GivenRow,
  Solution,
} from "./types";
export { ENGINE_VERSION } from "./version";

interface StatementByType {
  LBO: LboStatement;
  DCF: DcfStatement;
  DilutionAccretion: DilutionAccretionStatement;
}

/** The statement of one case-study type; `StatementOf<CaseStudyType>` is the union `Statement`. */
export type StatementOf<T extends CaseStudyType> = StatementByType[T];
export type Statement = StatementOf<CaseStudyType>;

const CASE_STUDIES: { [T in CaseStudyType]: CaseStudy<StatementByType[T]> } = {
  LBO: lboCaseStudy,
  DCF: dcfCaseStudy,
  DilutionAccretion: dilutionAccretionCaseStudy,
};

function caseStudyFor<T extends CaseStudyType>(type: T): CaseStudy<StatementByType[T]> {
  const caseStudy = Object.hasOwn(CASE_STUDIES, type) ? CASE_STUDIES[type] : undefined;
  if (!caseStudy) throw new TypeError(`Unknown case study type: ${String(type)}`);
  return caseStudy;
}

/** The statement for `seed` (an integer 0 … 2^31 − 1): the same seed gives the same statement for an ENGINE_VERSION. */
export function generate<T extends CaseStudyType>(type: T, seed: number): StatementOf<T> {
  if (!isValidSeed(seed))
    throw new RangeError(`A seed is an integer from 0 to ${MAX_SEED}; got ${String(seed)}`);
  return caseStudyFor(type).generate(seed);
}

/** The answer grid: cells in display order (key "<Label> <year>" or "<Label>"), years and read-only given rows. */
export function layout<T extends CaseStudyType>(type: T, statement: StatementOf<T>): ExerciseLayout {
  return caseStudyFor(type).layout(statement);
}

/** The statement in plain sentences, e.g. "Sales in 2024: 300.", "Sales grow by 10 % a year.". */
export function describe<T extends CaseStudyType>(type: T, statement: StatementOf<T>): string[] {
  return caseStudyFor(type).describe(statement);
}

/** Every expected cell (LBO and DCF given rows included) on the exact path and on the carried-rounding path. */
export function solve<T extends CaseStudyType>(type: T, statement: StatementOf<T>): Solution {
  const { exact, carried } = calculateBothPaths(statement, caseStudyFor(type).calculate);
  return { exact: exact.values(), carried: carried.values(), precision: exact.precisions() };
}

/** Per cell key, the formula with its numbers: "EBITDA 2026 = Sales 2026 × EBITDA margin = 472.5 × 35 % = 165". */
export function explain<T extends CaseStudyType>(type: T, statement: StatementOf<T>): Record<string, string> {
  const book = new Workbook("exact");
  caseStudyFor(type).calculate(statement, book);
  return book.explanations();
}

/**
 * Grades typed answers (DESIGN §6): a cell is correct within one unit of its last displayed digit of the
 * exact or the carried-rounding value; score = round(100 × correct / cells). Junk is incorrect, never thrown.
 */
export function check<T extends CaseStudyType>(
  type: T,
  statement: StatementOf<T>,
  answers: unknown,
): CheckResult {
  const caseStudy = caseStudyFor(type);
  return checkAnswers(caseStudy.grid(statement), statement, caseStudy.calculate, answers);
}
