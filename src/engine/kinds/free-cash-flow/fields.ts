import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** docs/drills.md#free-cash-flow: amounts in millions, rates in percent; revenue in round tens. */
export const freeCashFlowFields = fields({
  revenue: { type: "number", label: "Revenue", unit: "m", range: range(200, 5000, 10) },
  ebitdaMargin: { type: "percent", label: "EBITDA margin", range: range(10, 40) },
  da: { type: "number", label: "D&A", unit: "m" },
  capex: { type: "number", label: "CAPEX", term: "CapEx", unit: "m" },
  changeInNwc: {
    type: "number",
    label: "Change in NWC (an increase uses cash)",
    term: "change in NWC",
    show: "operand",
    unit: "m",
  },
  taxRate: { type: "percent", label: "Tax rate", range: range(20, 35) },
  interestExpense: { type: "number", label: "Interest expense", term: "interest", unit: "m" },
  netBorrowing: {
    type: "number",
    label: "Net borrowing (negative: net repayment)",
    term: "net borrowing",
    show: "operand",
    unit: "m",
  },
  wacc: {
    type: "percent",
    label: "Discount rate (WACC)",
    term: "WACC",
    show: "rate",
    range: range(6, 12, 0.1),
  },
  terminalGrowth: {
    type: "percent",
    label: "Terminal growth",
    term: "g",
    show: "rate",
    range: range(1, 3, 0.1),
  },
});

export type FreeCashFlowStatement = StatementOf<typeof freeCashFlowFields>;

/** The free-cash-flow drill's cells; labels are the cell keys of docs/drills.md. */
export const FREE_CASH_FLOW_ROWS = {
  ebitda: defineRow("EBITDA", "amount"),
  ebit: defineRow("EBIT", "amount"),
  nopat: defineRow("NOPAT", "amount"),
  unlevered: defineRow("Unlevered Free Cash Flow", "amount"),
  levered: defineRow("Levered Free Cash Flow", "amount"),
  terminalValue: defineRow("Terminal Value", "amount"),
  impliedMultiple: defineRow("Implied EV/EBITDA", "multiple"),
};
