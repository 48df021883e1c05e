import { valueForYear } from "../../per-year";
import type { LboStatement } from "./fields";

/** Sales growth in projection year `index` (0 = 2025): an amount added or a percent compounded. */
export function salesGrowth(
  s: LboStatement,
  index: number,
): { mode: "absolute" | "percentage"; value: number } {
  switch (s.growthType) {
    case "constant_absolute":
      return { mode: "absolute", value: s.expectedGrowthValue };
    case "variable_absolute":
      return { mode: "absolute", value: valueForYear(s.variableGrowthValues, index, "variableGrowthValues") };
    case "constant_percentage":
      return { mode: "percentage", value: s.expectedGrowthPercent };
    case "variable_percentage":
      return {
        mode: "percentage",
        value: valueForYear(s.variableGrowthValues, index, "variableGrowthValues"),
      };
  }
}

/** Points added to the first-year margin by year `index`: Σ increments of years 2 … index + 1 (docs/case-studies.md#lbo). */
export function marginIncrease(s: LboStatement, index: number): number {
  if (s.ebitdaMarginType === "constant") return 0;
  let points = 0;
  for (let year = 1; year <= index; year++) {
    points += valueForYear(s.ebitdaMarginIncrements, year - 1, "ebitdaMarginIncrements");
  }
  return points;
}

/** EBITDA margin of year `index`, percent: ebitdaMargin + Σ increments so far. */
export function ebitdaMarginOf(s: LboStatement, index: number): number {
  return s.ebitdaMargin + marginIncrease(s, index);
}

/** D&A of year `index`: daAbsolute when flat, else the year's value. */
export function depreciationOf(s: LboStatement, index: number): number {
  return s.daType === "flat" ? s.daAbsolute : valueForYear(s.variableDaValues, index, "variableDaValues");
}

/** CAPEX of year `index`: capexAbsolute when flat, else the year's value. */
export function capexOf(s: LboStatement, index: number): number {
  return s.capexType === "flat"
    ? s.capexAbsolute
    : valueForYear(s.variableCapexValues, index, "variableCapexValues");
}

/** Change in NWC of year `index` (negative releases cash): nwcFlat when flat, else the year's value. */
export function nwcChangeOf(s: LboStatement, index: number): number {
  return s.nwcType === "flat" ? s.nwcFlat : valueForYear(s.variableNWCValues, index, "variableNWCValues");
}

/** The entry: EBITDA 2024 = sales × first-year margin; debt = leverage × it; equity = (multiple − leverage) × it. */
export function entryOf(s: LboStatement): { ebitda: number; debt: number; equity: number } {
  const ebitda = (s.sales * s.ebitdaMargin) / 100;
  return {
    ebitda,
    debt: s.initialLeverage * ebitda,
    equity: (s.purchaseMultiple - s.initialLeverage) * ebitda,
  };
}

/**
 * Debt at the start of year `index`, on which that year's interest is charged (docs/case-studies.md#lbo):
 * debt0 when bullet, max(0, debt0 − debtRepayment × index) when amortizing.
 */
export function openingDebtOf(s: LboStatement, index: number, initialDebt: number): number {
  return s.debtAmortizationType === "bullet"
    ? initialDebt
    : Math.max(0, initialDebt - s.debtRepayment * index);
}
