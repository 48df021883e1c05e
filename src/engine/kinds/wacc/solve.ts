import { formatRate, formatNumber as n } from "../../format";
import type { Sheet } from "../../workbook";
import { WACC_ROWS as R } from "./layout";
import type { WaccStatement } from "./statement";

/**
 * drills.md §5, stated once for both calculation paths (percent used as fractions inside the formulas):
 * βu = βl / (1 + (1 − t) × D/E); the average of the three; βr = average × (1 + (1 − t) × target D/E);
 * Cost of Equity = rf + βr × ERP; after-tax Kd = Kd × (1 − t); Equity Weight = 1 / (1 + target D/E);
 * WACC = E × Ke + (1 − E) × Kd after tax.
 */
export function calculateWacc(s: WaccStatement, book: Sheet): void {
  const keep = formatRate(100 - s.taxRate);
  const unlevered = s.comparables.map((comparable, index) => {
    const row = R.unleveredBetas[index];
    if (row === undefined) throw new RangeError("A WACC drill has exactly three comparables");
    return book.answer(
      row,
      null,
      comparable.leveredBeta / (1 + ((100 - s.taxRate) / 100) * (comparable.debtToEquity / 100)),
      () =>
        `levered beta / (1 + (1 − tax rate) × D/E) = ${n(comparable.leveredBeta)} / ` +
        `(1 + ${keep} × ${formatRate(comparable.debtToEquity)})`,
      () => "taking the debt out leaves the risk of the business alone",
    );
  });
  const [betaA = 0, betaB = 0, betaC = 0] = unlevered;
  const averageBeta = book.answer(
    R.averageBeta,
    null,
    (betaA + betaB + betaC) / 3,
    () => `(A + B + C) / 3 = (${n(betaA, 4)} + ${n(betaB, 4)} + ${n(betaC, 4)}) / 3`,
  );
  const releveredBeta = book.answer(
    R.releveredBeta,
    null,
    averageBeta * (1 + ((100 - s.taxRate) / 100) * (s.targetDebtToEquity / 100)),
    () =>
      `Average Unlevered Beta × (1 + (1 − tax rate) × target D/E) = ${n(averageBeta, 4)} × ` +
      `(1 + ${keep} × ${formatRate(s.targetDebtToEquity)})`,
    () => "the target's own debt puts financial risk back into the beta",
  );
  const costOfEquity = book.answer(
    R.costOfEquity,
    null,
    s.riskFreeRate + releveredBeta * s.equityRiskPremium,
    () =>
      `risk-free rate + Relevered Beta × equity risk premium = ${n(s.riskFreeRate, 1)} % + ` +
      `${n(releveredBeta, 4)} × ${n(s.equityRiskPremium, 1)} %`,
  );
  const afterTaxCostOfDebt = book.answer(
    R.afterTaxCostOfDebt,
    null,
    (s.preTaxCostOfDebt * (100 - s.taxRate)) / 100,
    () => `pre-tax cost of debt × (1 − tax rate) = ${n(s.preTaxCostOfDebt, 1)} % × ${keep}`,
    () => "interest is tax-deductible",
  );
  const equityWeight = book.answer(
    R.equityWeight,
    null,
    100 / (1 + s.targetDebtToEquity / 100),
    () => `1 / (1 + target D/E) = 1 / (1 + ${formatRate(s.targetDebtToEquity)})`,
  );
  book.answer(
    R.wacc,
    null,
    (equityWeight * costOfEquity + (100 - equityWeight) * afterTaxCostOfDebt) / 100,
    () =>
      `Equity Weight × Cost of Equity + (1 − Equity Weight) × After-tax Cost of Debt = ` +
      `${formatRate(equityWeight)} × ${n(costOfEquity, 2)} % + ${formatRate(100 - equityWeight)} × ${n(afterTaxCostOfDebt, 2)} %`,
  );
}
