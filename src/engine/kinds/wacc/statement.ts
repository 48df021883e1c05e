import type { StatementShape } from "../../kind";

/** One comparable company: its observed (levered) beta and its debt-to-equity ratio in percent. */
export interface Comparable {
  name: string;
  leveredBeta: number;
  debtToEquity: number;
}

/** docs/drills.md#wacc: rates and ratios in percent. */
export interface WaccStatement {
  engineVersion: number;
  comparables: Comparable[];
  taxRate: number;
  targetDebtToEquity: number;
  riskFreeRate: number;
  equityRiskPremium: number;
  preTaxCostOfDebt: number;
}

/** The statement's fields and their shapes. */
export const waccStatementShape: StatementShape<WaccStatement> = {
  comparables: { listOf: { name: ["A", "B", "C"], leveredBeta: "number", debtToEquity: "number" } },
  taxRate: "number",
  targetDebtToEquity: "number",
  riskFreeRate: "number",
  equityRiskPremium: "number",
  preTaxCostOfDebt: "number",
};
