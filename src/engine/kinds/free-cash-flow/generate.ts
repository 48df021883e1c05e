import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { FreeCashFlowStatement } from "./statement";

/** docs/drills.md#free-cash-flow ranges; revenue in round tens. */
export const FREE_CASH_FLOW_RANGES = {
  revenue: range(200, 5000, 10),
  ebitdaMargin: range(10, 40),
  taxRate: range(20, 35),
  wacc: range(6, 12, 0.1),
  terminalGrowth: range(1, 3, 0.1),
} as const;

// The other amounts as tenths of a percent of revenue, so they stay in proportion to the business.
const PER_MILLE = {
  da: [10, 80],
  capex: [10, 100],
  changeInNwc: [-30, 40],
  interestExpense: [5, 40],
  netBorrowing: [-50, 50],
} as const;

/** Bound on redraws: about one candidate in two passes (EBIT > interest, unlevered FCF > 0). */
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

/** docs/drills.md#free-cash-flow conditions: EBIT > interestExpense and unlevered FCF > 0. */
export function meetsFreeCashFlowConditions(s: FreeCashFlowStatement): boolean {
  const ebit = (s.revenue * s.ebitdaMargin) / 100 - s.da;
  const unlevered = (ebit * (100 - s.taxRate)) / 100 + s.da - s.capex - s.changeInNwc;
  return ebit > s.interestExpense && unlevered > 0;
}

/** A deterministic free-cash-flow drill for `seed`; the draw order is part of ENGINE_VERSION. */
export function generateFreeCashFlow(seed: number): FreeCashFlowStatement {
  const random = createRandom(seed);
  const r = FREE_CASH_FLOW_RANGES;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const revenue = random.draw(r.revenue);
    const share = ([low, high]: readonly [number, number]) =>
      Math.round((revenue * random.int(low, high)) / 1000);
    const positive = (bounds: readonly [number, number]) => Math.max(1, share(bounds));
    const statement: FreeCashFlowStatement = {
      engineVersion: ENGINE_VERSION,
      revenue,
      ebitdaMargin: random.draw(r.ebitdaMargin),
      da: positive(PER_MILLE.da),
      capex: positive(PER_MILLE.capex),
      changeInNwc: share(PER_MILLE.changeInNwc),
      taxRate: random.draw(r.taxRate),
      interestExpense: positive(PER_MILLE.interestExpense),
      netBorrowing: share(PER_MILLE.netBorrowing),
      wacc: random.draw(r.wacc),
      terminalGrowth: random.draw(r.terminalGrowth),
    };
    if (meetsFreeCashFlowConditions(statement)) return statement;
  }
  return { ...FALLBACK_FREE_CASH_FLOW };
}
