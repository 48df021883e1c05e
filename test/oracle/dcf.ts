// The DCF case study's independent oracle: the right answers of a generated exercise, computed here from its
// statement by the formulas of docs/case-studies.md#dcf, written out again on purpose: the tests must not
// lean on the engine they are checking.
import { type CaseStudyOracle, handedOn, num, roundHalfAway, type SolutionPath } from "./shared";

/** DCF (docs/case-studies.md#dcf; Cost of Equity and WACC carried at one decimal). */
function dcfValues(
  s: Record<string, unknown>,
  years: number[],
  path: SolutionPath,
): Map<string, number | string> {
  const h = handedOn(path);
  const values = new Map<string, number | string>();
  const tax = num(s, "taxRate") / 100;
  const riskFree = num(s, "riskFreeRate");
  const costOfEquity = roundHalfAway(riskFree + num(s, "beta") * (num(s, "marketReturn") - riskFree), 1);
  const debtRatio = num(s, "debtRatioPct") / 100;
  const wacc = roundHalfAway(
    (1 - debtRatio) * costOfEquity + debtRatio * num(s, "costOfDebt") * (1 - tax),
    1,
  );
  values.set("Cost of Equity", costOfEquity);
  values.set("WACC", wacc);

  let lastCashFlow = 0;
  let lastEbitda = 0;
  let lastFactor = 1;
  let discounted = 0;
  years.forEach((year, t) => {
    const sales = num(s, "baseRevenue") + num(s, "annualGrowth") * (t + 1);
    const ebitda = (sales * num(s, "ebitdaMargin")) / 100;
    const ebit = h(ebitda) - num(s, "depreciation");
    const profitBeforeTax = h(ebit) - num(s, "interestExpense");
    const netIncome = h(profitBeforeTax) * (1 - tax);
    const cashFlow = h(netIncome) + num(s, "depreciation") - num(s, "capexAbsolute") - num(s, "nwcAbsolute");
    const factor = 1 / (1 + wacc / 100) ** (t + 1);
    discounted += h(h(cashFlow) * h(factor, 3));
    values.set(`Sales ${year}`, sales);
    values.set(`EBITDA ${year}`, ebitda);
    values.set(`EBIT ${year}`, ebit);
    values.set(`Profit Before Tax ${year}`, profitBeforeTax);
    values.set(`Net Income ${year}`, netIncome);
    values.set(`FCF ${year}`, cashFlow);
    values.set(`Discount Factor ${year}`, factor);
    values.set(`Discounted FCF ${year}`, h(cashFlow) * h(factor, 3));
    lastCashFlow = cashFlow;
    lastEbitda = ebitda;
    lastFactor = factor;
  });
  const g = num(s, "terminalGrowth");
  const perpetuity = (h(lastCashFlow) * (1 + g / 100)) / ((wacc - g) / 100);
  const multiple = h(lastEbitda) * num(s, "evEbitdaMultiple");
  const average = (h(perpetuity) + h(multiple)) / 2;
  const enterpriseValue = discounted + h(average) * h(lastFactor, 3);
  values.set("Terminal Value (Perpetuity)", perpetuity);
  values.set("Terminal Value (EV/EBITDA)", multiple);
  values.set("Average Terminal Value", average);
  values.set("Enterprise Value", enterpriseValue);
  values.set("Equity Value", h(enterpriseValue) - num(s, "netDebt"));
  return values;
}

export const dcfOracle: CaseStudyOracle = {
  type: "DCF",
  decimalsByLabel: { "Cost of Equity": 1, WACC: 1, "Discount Factor": 3 },
  values: dcfValues,
};
