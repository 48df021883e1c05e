import { formatValue, formatNumber as n } from "../../format";
import type { WaccStatement } from "./fields";

/** The WACC drill as an interviewer asks it. */
export function describeWacc(s: WaccStatement): string[] {
  return [
    "Your target is private, so you take the betas of three listed comparables.",
    ...s.comparables.map(
      (c) =>
        `${c.name}: levered beta ${formatValue(c.leveredBeta, 2)}, debt-to-equity ${n(c.debtToEquity)} %.`,
    ),
    `The tax rate is ${n(s.taxRate)} % and the target's debt-to-equity is ${n(s.targetDebtToEquity)} %.`,
    `The risk-free rate is ${formatValue(s.riskFreeRate, 1)} %, the equity risk premium ${formatValue(s.equityRiskPremium, 1)} % ` +
      `and the target borrows at ${formatValue(s.preTaxCostOfDebt, 1)} % before tax.`,
    "Unlever each beta, average them, relever at the target's structure and give me the WACC.",
    "Betas to two decimals; rates and the equity weight in percent to one decimal.",
  ];
}
