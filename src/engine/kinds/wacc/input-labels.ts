import type { InputLabels } from "../../kind";
import type { WaccStatement } from "./statement";

/** The statement's fields as the workbook labels them; each comparable is a row: name, levered beta, D/E %. */
export const waccInputLabels: InputLabels<WaccStatement> = {
  comparables: { label: "Comparable: name, levered beta, debt / equity", unit: "%" },
  taxRate: { label: "Tax rate", unit: "%" },
  targetDebtToEquity: { label: "Target debt / equity", unit: "%" },
  riskFreeRate: { label: "Risk-free rate", unit: "%" },
  equityRiskPremium: { label: "Equity risk premium", unit: "%" },
  preTaxCostOfDebt: { label: "Cost of debt (before tax)", unit: "%" },
};
