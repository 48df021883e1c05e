// The LBO case study's independent oracle: the right answers of a generated exercise, computed here from its
// statement by the formulas of docs/case-studies.md#lbo, written out again on purpose: the tests must not
// lean on the engine they are checking.
import { type CaseStudyOracle, handedOn, list, num, type SolutionPath, text } from "./shared";

/** LBO (docs/case-studies.md#lbo; interest on the opening debt). */
function lboValues(
  s: Record<string, unknown>,
  years: number[],
  path: SolutionPath,
): Map<string, number | string> {
  const h = handedOn(path);
  const values = new Map<string, number | string>();
  const growthType = text(s, "growthType");
  const percentGrowth = growthType.endsWith("_percentage");
  const constantGrowth = growthType.startsWith("constant_");
  const margin0 = num(s, "ebitdaMargin");
  const increasing = text(s, "ebitdaMarginType") === "increasing";
  const increments = list(s, "ebitdaMarginIncrements");
  const perYear = (typeField: string, flatField: string, listField: string, t: number) =>
    text(s, typeField) === "flat" ? num(s, flatField) : (list(s, listField)[t] ?? Number.NaN);

  const ebitda2024 = (num(s, "sales") * margin0) / 100;
  const initialDebt = num(s, "initialLeverage") * ebitda2024;
  const equity = (num(s, "purchaseMultiple") - num(s, "initialLeverage")) * ebitda2024;
  const amortizing = text(s, "debtAmortizationType") !== "bullet";

  let sales = num(s, "sales");
  let ebitda = 0;
  let cashFlows = 0;
  years.forEach((year, t) => {
    sales = h(sales);
    const growth = constantGrowth
      ? num(s, percentGrowth ? "expectedGrowthPercent" : "expectedGrowthValue")
      : (list(s, "variableGrowthValues")[t] ?? Number.NaN);
    sales = percentGrowth ? sales * (1 + growth / 100) : sales + growth;
    let margin = margin0;
    if (increasing) for (let k = 0; k < t; k++) margin += increments[k] ?? Number.NaN;
    ebitda = (h(sales) * margin) / 100;
    const depreciation = perYear("daType", "daAbsolute", "variableDaValues", t);
    const ebit = h(ebitda) - depreciation;
    const openingDebt = amortizing ? Math.max(0, initialDebt - num(s, "debtRepayment") * t) : initialDebt;
    const profitBeforeTax = h(ebit) - (openingDebt * num(s, "interestRate")) / 100;
    const netIncome = h(profitBeforeTax) * (1 - num(s, "taxRate") / 100);
    const capex = perYear("capexType", "capexAbsolute", "variableCapexValues", t);
    const nwcChange = perYear("nwcType", "nwcFlat", "variableNWCValues", t);
    const freeCashFlow = h(netIncome) + depreciation - capex - nwcChange;
    cashFlows += h(freeCashFlow);
    values.set(`Sales ${year}`, sales);
    values.set(`EBITDA ${year}`, ebitda);
    values.set(`EBIT ${year}`, ebit);
    values.set(`Profit Before Tax ${year}`, profitBeforeTax);
    values.set(`Net Income ${year}`, netIncome);
    values.set(`Free Cash Flow ${year}`, freeCashFlow);
  });
  values.set("MoM", (num(s, "exitEbitdaMultiple") * h(ebitda) - initialDebt + cashFlows) / equity);
  return values;
}

export const lboOracle: CaseStudyOracle = {
  type: "LBO",
  decimalsByLabel: { MoM: 1 },
  values: lboValues,
};
