import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/**
 * An accretion/dilution case: acquirer A buys target B (docs/case-studies.md#accretion-and-dilution field names and
 * ranges; rates in percent).
 */
export const dilutionAccretionFields = fields({
  netIncomeA: {
    type: "number",
    label: "Acquirer net income",
    term: "net income A",
    range: range(100, 500, 50),
  },
  noshA: {
    type: "number",
    label: "Acquirer shares outstanding",
    term: "shares A",
    range: range(100, 1000, 50),
  },
  sharePriceA: { type: "number", label: "Acquirer share price", range: range(5, 20, 5) },
  netIncomeB: { type: "number", label: "Target net income", term: "net income B", range: range(50, 100, 10) },
  noshB: { type: "number", label: "Target shares outstanding", range: range(100, 500, 10) },
  sharePriceB: { type: "number", label: "Target share price", range: range(5, 20, 5) },
  // The pre-tax cost of the debt that finances the cash part.
  costOfDebt: { type: "percent", label: "Cost of debt (before tax)", range: range(5, 20, 5) },
  taxRate: { type: "percent", label: "Tax rate", range: range(20, 40, 5) },
  paidInCashPercent: { type: "percent", label: "Paid in cash", range: range(0, 100, 10) },
  // 100 − paidInCashPercent.
  paidInStockPercent: { type: "percent", label: "Paid in stock" },
  synergies: {
    type: "number",
    label: "Synergies added to net income",
    term: "synergies",
    range: range(0, 100, 50),
  },
});

export type DilutionAccretionStatement = StatementOf<typeof dilutionAccretionFields>;

export const DEAL_TYPES = ["Accretive", "Dilutive"] as const;

/** The accretion/dilution answer cells; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys. */
export const DILUTION_ACCRETION_ROWS = {
  epsBefore: defineRow("EPS Before", "eps"),
  netIncomeProForma: defineRow("Net Income Pro Forma", "amount"),
  noshProForma: defineRow("NOSH Pro Forma", "amount"),
  epsProForma: defineRow("EPS Pro Forma", "eps"),
  dealType: defineRow("Deal Type", "choice", DEAL_TYPES),
};
