import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/**
 * A DCF case (docs/case-studies.md#dcf field names and ranges; rates in percent, beta a plain number). Sales grow by
 * an amount added each year, not a percent (docs/case-studies.md#conventions keeps "amount" apart from "rate");
 * depreciation, interest, CAPEX and the change in NWC are the same every year, the change in NWC subtracted in
 * FCF (negative releases cash).
 */
export const dcfFields = fields({
  baseRevenue: { type: "number", label: "Sales 2024", range: range(100, 500, 50) },
  annualGrowth: { type: "number", label: "Sales growth, amount added a year", range: range(3, 10) },
  ebitdaMargin: { type: "percent", label: "EBITDA margin", range: range(10, 40, 5) },
  depreciation: { type: "number", label: "Depreciation a year", range: range(5, 20, 5) },
  interestExpense: { type: "number", label: "Interest expense a year", range: range(2, 10) },
  taxRate: { type: "percent", label: "Tax rate", range: range(25, 35, 5) },
  capexAbsolute: { type: "number", label: "CAPEX a year", range: range(10, 50, 5) },
  nwcAbsolute: { type: "number", label: "Change in NWC a year", range: range(-10, 10, 5) },
  terminalGrowth: { type: "percent", label: "Terminal growth", range: range(1, 3) },
  projectionYears: { type: "count", label: "Projection years", unit: "years", range: range(3, 5) },
  costOfDebt: { type: "percent", label: "Cost of debt (before tax)", range: range(3, 8) },
  debtRatioPct: { type: "percent", label: "Debt / (debt + equity)", range: range(20, 70, 10) },
  evEbitdaMultiple: { type: "number", label: "Exit multiple (EV / EBITDA)", unit: "x", range: range(5, 15) },
  riskFreeRate: { type: "percent", label: "Risk-free rate", range: range(1, 3, 0.5) },
  beta: { type: "number", label: "Beta", range: range(0.8, 1.5, 0.1) },
  marketReturn: { type: "percent", label: "Market return", range: range(7, 10, 0.5) },
  netDebt: { type: "number", label: "Net debt", range: range(50, 200, 10) },
});

export type DcfStatement = StatementOf<typeof dcfFields>;

/** The DCF answer rows; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys. */
export const DCF_ROWS = {
  sales: defineRow("Sales", "amount"),
  ebitda: defineRow("EBITDA", "amount"),
  ebit: defineRow("EBIT", "amount"),
  profitBeforeTax: defineRow("Profit Before Tax", "amount"),
  netIncome: defineRow("Net Income", "amount"),
  freeCashFlow: defineRow("FCF", "amount"),
  discountFactor: defineRow("Discount Factor", "factor"),
  discountedFreeCashFlow: defineRow("Discounted FCF", "amount"),
  costOfEquity: defineRow("Cost of Equity", "rate"),
  wacc: defineRow("WACC", "rate"),
  perpetuityValue: defineRow("Terminal Value (Perpetuity)", "amount"),
  multipleValue: defineRow("Terminal Value (EV/EBITDA)", "amount"),
  averageTerminalValue: defineRow("Average Terminal Value", "amount"),
  enterpriseValue: defineRow("Enterprise Value", "amount"),
  equityValue: defineRow("Equity Value", "amount"),
};

/** The yearly inputs the grid shows read-only; solve lists them too. */
export const DCF_GIVEN = {
  depreciation: defineRow("Depreciation", "amount"),
  interestExpense: defineRow("Interest Expense", "amount"),
  capex: defineRow("CAPEX", "amount"),
  nwcChange: defineRow("Change in NWC", "amount"),
};
