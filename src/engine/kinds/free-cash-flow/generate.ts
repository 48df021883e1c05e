import type { GeneratorContext } from "../../define-kind";
import { createRandom } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { FREE_CASH_FLOW_ROWS, FreeCashFlowStatement, freeCashFlowFields } from "./fields";

// The other amounts as tenths of a percent of revenue, so they stay in proportion to the business.
const PER_MILLE = {
  da: [10, 80],
  capex: [10, 100],
  changeInNwc: [-30, 40],
  interestExpense: [5, 40],
  netBorrowing: [-50, 50],
} as const;

/** Bound on redraws: about one candidate in two passes. */
const MAX_ATTEMPTS = 200;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_FREE_CASH_FLOW: Readonly<FreeCashFlowStatement> = {
  engineVersion: ENGINE_VERSION,
  revenue: 1000,
  ebitdaMargin: 25,
  da: 40,
  capex: 50,
  changeInNwc: 10,
  taxRate: 25,
  interestExpense: 20,
  netBorrowing: -15,
  wacc: 9,
  terminalGrowth: 2,
};

/**
 * A deterministic free-cash-flow drill for `seed` meeting docs/drills.md#free-cash-flow's conditions by the kind's
 * own formulas: EBIT > interest expense, unlevered FCF > 0 and an implied EV/EBITDA of 3–25. The draw order is
 * part of ENGINE_VERSION.
 */
export function generateFreeCashFlow(
  seed: number,
  { fields, rows, answer }: GeneratorContext<typeof freeCashFlowFields, typeof FREE_CASH_FLOW_ROWS>,
): FreeCashFlowStatement {
  const random = createRandom(seed);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const revenue = random.draw(fields.revenue.range);
    const share = ([low, high]: readonly [number, number]) =>
      Math.round((revenue * random.int(low, high)) / 1000);
    const positive = (bounds: readonly [number, number]) => Math.max(1, share(bounds));
    const statement: FreeCashFlowStatement = {
      engineVersion: ENGINE_VERSION,
      revenue,
      ebitdaMargin: random.draw(fields.ebitdaMargin.range),
      da: positive(PER_MILLE.da),
      capex: positive(PER_MILLE.capex),
      changeInNwc: share(PER_MILLE.changeInNwc),
      taxRate: random.draw(fields.taxRate.range),
      interestExpense: positive(PER_MILLE.interestExpense),
      netBorrowing: share(PER_MILLE.netBorrowing),
      wacc: random.draw(fields.wacc.range),
      terminalGrowth: random.draw(fields.terminalGrowth.range),
    };
    const ebit = answer(statement, rows.ebit) as number;
    const unlevered = answer(statement, rows.unlevered) as number;
    const impliedMultiple = answer(statement, rows.impliedMultiple) as number;
    if (ebit > statement.interestExpense && unlevered > 0 && impliedMultiple >= 3 && impliedMultiple <= 25)
      return statement;
  }
  return { ...FALLBACK_FREE_CASH_FLOW };
}
