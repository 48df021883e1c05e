import type { StatementShape } from "../../kind";
import type { LboStatement } from "./statement";

/** The statement's fields and their shapes. */
export const lboStatementShape: StatementShape<LboStatement> = {
  purchaseMultiple: "number",
  sales: "number",
  growthType: ["constant_absolute", "variable_absolute", "constant_percentage", "variable_percentage"],
  expectedGrowthValue: "number",
  expectedGrowthPercent: "number",
  variableGrowthValues: "numbers",
  projectionYears: "count",
  ebitdaMargin: "number",
  ebitdaMarginType: ["constant", "increasing"],
  ebitdaMarginIncrements: "numbers",
  daType: ["flat", "variable"],
  daAbsolute: "number",
  variableDaValues: "numbers",
  capexType: ["flat", "variable"],
  capexAbsolute: "number",
  variableCapexValues: "numbers",
  taxRate: "number",
  initialLeverage: "number",
  interestRate: "number",
  exitEbitdaMultiple: "number",
  debtAmortizationType: ["bullet", "amortizing"],
  debtRepayment: "number",
  nwcType: ["flat", "variable"],
  nwcFlat: "number",
  variableNWCValues: "numbers",
};
