import type { GeneratorContext } from "../../define-kind";
import { createRandom, firstKept, type Random, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { WACC_ROWS, WaccStatement, waccFields } from "./fields";

/** docs/drills.md#wacc ranges of each comparable's members. */
const COMPARABLE_RANGES = { leveredBeta: range(0.6, 2, 0.01), debtToEquity: range(0, 150) } as const;

/** Bound on redraws: about four candidates in five are kept. */
const MAX_ATTEMPTS = 100;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_WACC: Readonly<WaccStatement> = {
  engineVersion: ENGINE_VERSION,
  comparables: [
    { name: "A", leveredBeta: 1.2, debtToEquity: 50 },
    { name: "B", leveredBeta: 1, debtToEquity: 25 },
    { name: "C", leveredBeta: 1.4, debtToEquity: 80 },
  ],
  taxRate: 25,
  targetDebtToEquity: 40,
  riskFreeRate: 4,
  equityRiskPremium: 5.5,
  preTaxCostOfDebt: 6,
};

/**
 * A deterministic WACC drill for `seed` (ranges of docs/drills.md#wacc), redrawn until the relevered beta is
 * 0.4–2.5, the cost of equity above the pre-tax cost of debt and the WACC 5–15 %.
 */
export function generateWacc(
  seed: number,
  { fields, rows, answers }: GeneratorContext<typeof waccFields, typeof WACC_ROWS>,
): WaccStatement {
  const random = createRandom(seed);
  const plausible = (s: WaccStatement): boolean => {
    const answer = answers(s);
    const beta = answer(rows.releveredBeta) as number;
    const wacc = answer(rows.wacc) as number;
    return (
      beta >= 0.4 &&
      beta <= 2.5 &&
      (answer(rows.costOfEquity) as number) > s.preTaxCostOfDebt &&
      wacc >= 5 &&
      wacc <= 15
    );
  };
  return firstKept(MAX_ATTEMPTS, () => drawWacc(random, fields), plausible, FALLBACK_WACC);
}

// One candidate; the draw order is part of ENGINE_VERSION.
function drawWacc(random: Random, fields: typeof waccFields): WaccStatement {
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
