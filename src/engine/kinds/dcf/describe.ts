import { formatNumber as n, formatPercent as pct } from "../../format";
import { BASE_YEAR, projectionYearList } from "../../years";
import type { DcfStatement } from "./fields";

/** The DCF statement as the sentences a student reads before filling in the grid. */
export function describeDcf(s: DcfStatement): string[] {
  const years = projectionYearList(s.projectionYears);
  const first = years[0] ?? BASE_YEAR + 1;
  const last = years[years.length - 1] ?? first;
  return [
    `Sales in ${BASE_YEAR}: ${n(s.baseRevenue)}.`,
    `Sales grow by ${n(s.annualGrowth)} a year (the same amount is added each year).`,
    `The projection runs from ${first} to ${last} (${s.projectionYears} years).`,
    `The EBITDA margin is ${pct(s.ebitdaMargin)} of sales.`,
    `Depreciation is ${n(s.depreciation)} a year and interest expense ${n(s.interestExpense)} a year.`,
    `The tax rate is ${pct(s.taxRate)}.`,
    `CAPEX is ${n(s.capexAbsolute)} a year and the change in net working capital ${n(s.nwcAbsolute)} a year ` +
      "(an increase uses cash, a decrease releases it).",
    "FCF = Net Income + Depreciation − CAPEX − Change in NWC.",
    `Cost of Equity (CAPM): risk-free rate ${pct(s.riskFreeRate)}, beta ${n(s.beta)}, market return ${pct(s.marketReturn)}.`,
    `Cost of debt ${pct(s.costOfDebt)} before tax; debt is ${pct(s.debtRatioPct)} of the capital.`,
    "Give Cost of Equity and WACC in percent to one decimal (X.X) and use those rounded values in the later steps.",
    `Discount year n with 1 / (1 + WACC)^n, starting with n = 1 in ${first}; give Discount Factors to three decimals.`,
    `Terminal value: perpetual growth of ${pct(s.terminalGrowth)} a year after ${last}, or ${n(s.evEbitdaMultiple)}x EBITDA ${last}; ` +
      `use their average, discounted with the ${last} factor.`,
    `Net debt: ${n(s.netDebt)}.`,
    "Give the other amounts as whole numbers.",
  ];
}
