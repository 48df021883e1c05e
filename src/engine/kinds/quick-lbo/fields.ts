import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** docs/drills.md#quick-lbo: amounts in millions, multiples of EBITDA, the growth in percent a year. */
export const quickLboFields = fields({
  ebitda: { type: "number", label: "EBITDA at entry", term: "EBITDA", unit: "m", range: range(50, 500) },
  entryMultiple: {
    type: "number",
    label: "Entry multiple (EV / EBITDA)",
    term: "entry multiple",
    unit: "x",
    range: range(6, 14, 0.5),
  },
  // Drawn up to the entry multiple − 2.
  debtMultiple: {
    type: "number",
    label: "Debt (× EBITDA at entry)",
    term: "debt multiple",
    unit: "x",
    range: range(2, 6, 0.5),
  },
  ebitdaGrowth: { type: "percent", label: "EBITDA growth a year", range: range(0, 15) },
  exitMultiple: {
    type: "number",
    label: "Exit multiple (EV / EBITDA)",
    term: "exit multiple",
    unit: "x",
    range: range(6, 14, 0.5),
  },
  years: { type: "count", label: "Holding period", term: "years", unit: "years", range: range(3, 7) },
  annualDebtPaydown: { type: "number", label: "Debt repaid a year", term: "annual paydown", unit: "m" },
});

export type QuickLboStatement = StatementOf<typeof quickLboFields>;

/** The quick LBO's cells; labels are the cell keys of docs/drills.md. IRR is a whole percent. */
export const QUICK_LBO_ROWS = {
  entryEnterpriseValue: defineRow("Entry Enterprise Value", "amount"),
  entryDebt: defineRow("Entry Debt", "amount"),
  entryEquity: defineRow("Entry Equity", "amount"),
  exitEbitda: defineRow("Exit EBITDA", "amount"),
  exitEnterpriseValue: defineRow("Exit Enterprise Value", "amount"),
  exitDebt: defineRow("Exit Debt", "amount"),
  exitEquity: defineRow("Exit Equity", "amount"),
  multipleOfMoney: defineRow("MoM", "multiple"),
  irr: defineRow("IRR", "rate", undefined, 0),
};
