import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** The comparables' names, in the statement's order. */
const COMPARABLE_NAMES = ["A", "B", "C"] as const;

/** docs/drills.md#wacc: rates and ratios in percent. */
export const waccFields = fields({
  // Each comparable is a row: its name, its observed (levered) beta and its debt-to-equity ratio in percent.
  comparables: {
    type: { listOf: { name: COMPARABLE_NAMES, leveredBeta: "number", debtToEquity: "percent" } },
    label: "Comparable: name, levered beta, debt / equity",
    unit: "%",
  },
  taxRate: { type: "percent", label: "Tax rate", range: range(15, 35) },
  targetDebtToEquity: {
    type: "percent",
    label: "Target debt / equity",
    term: "target D/E",
    show: "rate",
    range: range(0, 100),
  },
  riskFreeRate: { type: "percent", label: "Risk-free rate", range: range(1, 5, 0.1) },
  equityRiskPremium: { type: "percent", label: "Equity risk premium", range: range(4, 7, 0.1) },
  preTaxCostOfDebt: {
    type: "percent",
    label: "Cost of debt (before tax)",
    term: "pre-tax cost of debt",
    range: range(3, 10, 0.1),
  },
});

export type WaccStatement = StatementOf<typeof waccFields>;

const BETA_DECIMALS = 2;
const beta = (label: string) => defineRow(label, "factor", undefined, BETA_DECIMALS);

/** The WACC drill's cells; labels are the cell keys of docs/drills.md. Rates and the equity weight are in percent. */
export const WACC_ROWS = {
  unleveredBetas: COMPARABLE_NAMES.map((name) => beta(`Unlevered Beta ${name}`)),
  averageBeta: beta("Average Unlevered Beta"),
  releveredBeta: beta("Relevered Beta"),
  costOfEquity: defineRow("Cost of Equity", "rate"),
  afterTaxCostOfDebt: defineRow("After-tax Cost of Debt", "rate"),
  equityWeight: defineRow("Equity Weight", "rate"),
  wacc: defineRow("WACC", "rate"),
};
