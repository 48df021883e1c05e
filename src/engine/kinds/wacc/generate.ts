import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { COMPARABLE_NAMES } from "./layout";
import type { WaccStatement } from "./statement";

/** docs/drills.md#wacc ranges. */
export const WACC_RANGES = {
  leveredBeta: range(0.6, 2, 0.01),
  debtToEquity: range(0, 150),
  taxRate: range(15, 35),
  targetDebtToEquity: range(0, 100),
  riskFreeRate: range(1, 5, 0.1),
  equityRiskPremium: range(4, 7, 0.1),
  preTaxCostOfDebt: range(3, 10, 0.1),
} as const;

/** A deterministic WACC drill for `seed`; the draw order is part of ENGINE_VERSION. */
export function generateWacc(seed: number): WaccStatement {
  const random = createRandom(seed);
  const r = WACC_RANGES;
  return {
    engineVersion: ENGINE_VERSION,
    comparables: COMPARABLE_NAMES.map((name) => ({
      name,
      leveredBeta: random.draw(r.leveredBeta),
      debtToEquity: random.draw(r.debtToEquity),
    })),
    taxRate: random.draw(r.taxRate),
    targetDebtToEquity: random.draw(r.targetDebtToEquity),
    riskFreeRate: random.draw(r.riskFreeRate),
    equityRiskPremium: random.draw(r.equityRiskPremium),
    preTaxCostOfDebt: random.draw(r.preTaxCostOfDebt),
  };
}
