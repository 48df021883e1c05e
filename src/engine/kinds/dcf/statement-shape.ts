import type { StatementShape } from "../../kind";
import type { DcfStatement } from "./statement";

/** The statement's fields and their shapes. */
export const dcfStatementShape: StatementShape<DcfStatement> = {
  baseRevenue: "number",
  annualGrowth: "number",
  ebitdaMargin: "number",
  depreciation: "number",
  interestExpense: "number",
  taxRate: "number",
  capexAbsolute: "number",
  nwcAbsolute: "number",
  terminalGrowth: "number",
  projectionYears: "count",
  costOfDebt: "number",
  debtRatioPct: "number",
  evEbitdaMultiple: "number",
  riskFreeRate: "number",
  beta: "number",
  marketReturn: "number",
  netDebt: "number",
};
