import { CASE_COMPANIES } from "../../case-companies";
import type { GeneratorContext } from "../../define-kind";
import { createRandom, type Random, type Range, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { type ThreeStatementModelStatement, threeStatementModelFields } from "./fields";
import { THREE_STATEMENT_MODEL_YEARS as YEARS } from "./formulas";
import { THREE_STATEMENT_MODEL_ROWS } from "./rows";

type Context = GeneratorContext<typeof threeStatementModelFields, typeof THREE_STATEMENT_MODEL_ROWS>;
const F = threeStatementModelFields;
const { incomeStatement: I, balanceSheet: B } = THREE_STATEMENT_MODEL_ROWS;

/** Plenty: over the first 10,000 seeds a seed needs 2.6 draws on average and 19 at most. */
const MAX_DRAWS = 20_000;
const MARGIN_SPREAD = range(8, 25);

/** Whole numbers, or multiples of `step`, from `low` to `high`; empty (steps < 0) when none lies between. */
const multiplesBetween = (low: number, high: number, step = 1): Range =>
  range(Math.ceil(low / step - 1e-9) * step, Math.floor(high / step + 1e-9) * step, step);

const isEmpty = (r: Range) => r.steps < 0;

/**
 * A three-statement modelling test for `seed` (docs/modelling-tests.md#three-statement-model): draws within the
 * ranges until the case meets every condition of the spec. One seed in three, the multiples of 3, carries a
 * revolver balance and every other none: about half the draws carry one, so either is a few draws away.
 */
export function generateThreeStatementModel(seed: number, kind: Context): ThreeStatementModelStatement {
  const random = createRandom(seed);
  const carriesRevolver = seed % 3 === 0;
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const statement = drawCase(random);
    if (statement && meetsTheConditions(statement, kind, carriesRevolver)) return statement;
  }
  throw new Error(`No three-statement modelling test found for seed ${seed}`);
}

/** A case within the ranges, or null when a balance has no value the spec allows. */
function drawCase(random: Random): ThreeStatementModelStatement | null {
  const { company, sector } = random.pick(CASE_COMPANIES);
  const baseRevenue = random.draw(F.baseRevenue.range);
  const percentOfRevenue = (percent: number) => (baseRevenue * percent) / 100;
  const grossMargin = random.draw(F.grossMargin.range);
  const sgaPct = grossMargin - random.draw(MARGIN_SPREAD);
  const dso = random.draw(F.dso.range);
  const dio = random.draw(F.dio.range);
  const dpo = random.draw(F.dpo.range);
  const cogs = percentOfRevenue(100 - grossMargin);
  const openingReceivables = drawNear(random, (baseRevenue * dso) / 365);
  const openingInventory = drawNear(random, (cogs * dio) / 365);
  const openingPayables = drawNear(random, (cogs * dpo) / 365);
  const minimumCash = random.draw(
    multiplesBetween(Math.max(10, percentOfRevenue(2)), percentOfRevenue(6), 5),
  );
  const revolverCommitment = random.draw(multiplesBetween(percentOfRevenue(10), percentOfRevenue(25), 10));
  const openingCash = random.draw(multiplesBetween(minimumCash, minimumCash + percentOfRevenue(5)));
  const openingPpe = random.draw(multiplesBetween(percentOfRevenue(20), percentOfRevenue(60)));
  const openingRevolver = random.pick([true, false])
    ? 0
    : random.draw(multiplesBetween(5, revolverCommitment, 5));
  const ebitda2024 = percentOfRevenue(grossMargin - sgaPct);
  const termDebt = multiplesBetween(ebitda2024 / 2, 3 * ebitda2024, 10);
  if (
    openingReceivables === null ||
    openingInventory === null ||
    openingPayables === null ||
    isEmpty(termDebt)
  )
    return null;
  const openingTermDebt = random.draw(termDebt);
  const repayment = multiplesBetween(5, Math.min(100, openingTermDebt / 3), 5);
  if (isEmpty(repayment)) return null;
  const openingEquity =
    openingCash +
    openingReceivables +
    openingInventory +
    openingPpe -
    (openingPayables + openingRevolver + openingTermDebt);
  if (openingEquity <= 0) return null;
  return {
    engineVersion: ENGINE_VERSION,
    company,
    sector,
    baseRevenue,
    revenueGrowth: drawGrowth(random),
    grossMargin,
    sgaPct,
    daPct: random.draw(F.daPct.range),
    capexPct: random.draw(F.capexPct.range),
    dso,
    dio,
    dpo,
    taxRate: random.draw(F.taxRate.range),
    termDebtRate: random.draw(F.termDebtRate.range),
    revolverRate: random.draw(F.revolverRate.range),
    termDebtRepayment: random.draw(repayment),
    payoutRatio: random.draw(F.payoutRatio.range),
    minimumCash,
    revolverCommitment,
    openingCash,
    openingReceivables,
    openingInventory,
    openingPpe,
    openingPayables,
    openingRevolver,
    openingTermDebt,
    openingEquity,
  };
}

/** A whole number within 10 % of `target`, or null when none is. */
function drawNear(random: Random, target: number): number | null {
  const near = multiplesBetween(0.9 * target, 1.1 * target);
  return isEmpty(near) ? null : random.draw(near);
}

// At most one year below 0.
function drawGrowth(random: Random): number[] {
  for (;;) {
    const growth = random.drawEach(F.revenueGrowth.range, YEARS.length);
    if (growth.filter((value) => value < 0).length <= 1) return growth;
  }
}

/** The spec's redraw conditions, asked of the kind's own formulas. */
function meetsTheConditions(
  s: ThreeStatementModelStatement,
  kind: Context,
  carriesRevolver: boolean,
): boolean {
  const value = kind.answers(s);
  const number = (row: Parameters<typeof value>[0], year: number) => value(row, year) as number;
  let revolverDrawn = false;
  for (const year of YEARS) {
    const revolver = number(B.revolver, year);
    if (revolver > s.revolverCommitment) return false;
    if (number(I.ebitda, year) < 2 * number(I.interestExpense, year)) return false;
    if (revolver >= 1) revolverDrawn = true;
  }
  return revolverDrawn === carriesRevolver;
}
