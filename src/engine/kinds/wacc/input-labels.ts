import type { InputLabels } from "../../kind";
import type { WaccStatement } from "./statement";

/** The WACC drill's fields as the workbook labels them; each comparable is a row of name, beta and D/E. */
export const waccInputLabels: InputLabels<WaccStatement> = {
  comparables: { label: "Comparable: name, levered beta, debt-to-equity (%)", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
  targetDebtToEquity: { label: "Target debt-to-equity", unit: "%" },
  riskFreeRate: { label: "Risk-free rate", unit: "%" },
  equityRiskPremium: { label: "Equity risk premium", unit: "%" },
  preTaxCostOfDebt: { label: "Cost of debt (before tax)", unit: "%" },
};
