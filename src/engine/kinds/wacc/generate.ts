import type { GeneratorContext } from "../../define-kind";
import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { WaccStatement, waccFields } from "./fields";

/** docs/drills.md#wacc ranges of each comparable's members. */
const COMPARABLE_RANGES = { leveredBeta: range(0.6, 2, 0.01), debtToEquity: range(0, 150) } as const;

/** A deterministic WACC drill for `seed` (ranges of docs/drills.md#wacc); the draw order is part of ENGINE_VERSION. */
export function generateWacc(seed: number, { fields }: GeneratorContext<typeof waccFields>): WaccStatement {
  const random = createRandom(seed);
  return {
    engineVersion: ENGINE_VERSION,
    comparables: fields.comparables.type.listOf.name.map((name) => ({
      name,
      leveredBeta: random.draw(COMPARABLE_RANGES.leveredBeta),
      debtToEquity: random.draw(COMPARABLE_RANGES.debtToEquity),
    })),
    taxRate: random.draw(fields.taxRate.range),
    targetDebtToEquity: random.draw(fields.targetDebtToEquity.range),
    riskFreeRate: random.draw(fields.riskFreeRate.range),
    equityRiskPremium: random.draw(fields.equityRiskPremium.range),
    preTaxCostOfDebt: random.draw(fields.preTaxCostOfDebt.range),
  };
}
