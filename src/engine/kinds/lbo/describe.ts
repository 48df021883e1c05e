import { formatYearly, formatNumber as n, formatPercent as pct } from "../../format";
import { BASE_YEAR, projectionYearList } from "../../years";
import type { LboStatement } from "./fields";
import { capexOf, depreciationOf, nwcChangeOf, salesGrowth } from "./inputs";

// "20 a year" for a flat input, "10 in 2025, 15 in 2026 and 20 in 2027" for a variable one.
function flatOrYearly(
  type: "flat" | "variable",
  years: number[],
  amountOf: (index: number) => number,
): string {
  if (type === "flat") return `${n(amountOf(0))} a year`;
  return formatYearly(
    years.map((_, index) => amountOf(index)),
    years,
  );
}

/** The LBO statement as the sentences a student reads before filling in the grid. */
export function describeLbo(s: LboStatement): string[] {
  const years = projectionYearList(s.projectionYears);
  const first = years[0] ?? BASE_YEAR + 1;
  const last = years[years.length - 1] ?? first;
  const growth = years.map((_, index) => salesGrowth(s, index).value);
  const show = salesGrowth(s, 0).mode === "percentage" ? pct : n;
  const growthText = s.growthType.startsWith("constant")
    ? `${show(growth[0] ?? 0)} a year`
    : formatYearly(growth, years, show);

  const marginText =
    s.ebitdaMarginType === "constant"
      ? `The EBITDA margin is ${pct(s.ebitdaMargin)} of sales every year.`
      : `The EBITDA margin is ${pct(s.ebitdaMargin)} of sales in ${first} and rises by ` +
        `${formatYearly(s.ebitdaMarginIncrements, years.slice(1), (points) => `${n(points)} percentage ${points === 1 ? "point" : "points"}`)}.`;

  const repayment =
    s.debtAmortizationType === "bullet"
      ? "The debt is repaid in full at exit (bullet)."
      : `${n(s.debtRepayment)} of debt is repaid at the end of each year, until none is left.`;

  const depreciation = flatOrYearly(s.daType, years, (index) => depreciationOf(s, index));
  const capex = flatOrYearly(s.capexType, years, (index) => capexOf(s, index));
  const nwcChange = flatOrYearly(s.nwcType, years, (index) => nwcChangeOf(s, index));

  return [
    `Sales in ${BASE_YEAR}: ${n(s.sales)}.`,
    `Sales grow by ${growthText}.`,
    `The projection runs from ${first} to ${last} (${s.projectionYears} years).`,
    marginText,
    `D&A is ${depreciation}.`,
    `CAPEX is ${capex}.`,
    `The change in net working capital is ${nwcChange} (an increase uses cash, a decrease releases it).`,
    `The tax rate is ${pct(s.taxRate)}.`,
    `The company is bought for ${n(s.purchaseMultiple)}x EBITDA ${BASE_YEAR}, where EBITDA ${BASE_YEAR} = ` +
      `Sales ${BASE_YEAR} × the ${first} EBITDA margin.`,
    `The purchase is financed with debt of ${n(s.initialLeverage)}x EBITDA ${BASE_YEAR}; equity pays the rest.`,
    `Interest is ${pct(s.interestRate)} a year on the debt outstanding at the start of each year.`,
    repayment,
    `The company is sold at the end of ${last} for ${n(s.exitEbitdaMultiple)}x EBITDA ${last}.`,
    "MoM = (exit value − initial debt + sum of the Free Cash Flows) / equity invested.",
    "Give amounts as whole numbers and MoM to one decimal.",
  ];
}
