import type { StatementShape } from "../../kind";

/** docs/drills.md#free-cash-flow: amounts in millions, rates in percent. */
export interface FreeCashFlowStatement {
  engineVersion: number;
  revenue: number;
  ebitdaMargin: number;
  da: number;
  capex: number;
  /** An increase uses cash; negative when working capital is released. */
  changeInNwc: number;
  taxRate: number;
  interestExpense: number;
  /** New debt less repayments; negative for a net repayment. */
  netBorrowing: number;
  wacc: number;
  terminalGrowth: number;
}

/** The statement's fields and their shapes. */
export const freeCashFlowStatementShape: StatementShape<FreeCashFlowStatement> = {
  revenue: "number",
  ebitdaMargin: "number",
  da: "number",
  capex: "number",
  changeInNwc: "number",
  taxRate: "number",
  interestExpense: "number",
  netBorrowing: "number",
  wacc: "number",
  terminalGrowth: "number",
};
