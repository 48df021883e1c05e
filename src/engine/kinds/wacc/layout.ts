import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

/** The comparables' names, in the statement's order. */
export const COMPARABLE_NAMES = ["A", "B", "C"] as const;

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

const R = WACC_ROWS;
const GRID: AnswerGrid = {
  years: [],
  yearlyRows: [],
  singleRows: [
    ...R.unleveredBetas,
    R.averageBeta,
    R.releveredBeta,
    R.costOfEquity,
    R.afterTaxCostOfDebt,
    R.equityWeight,
    R.wacc,
  ],
};

/** Nine single cells, the same for every statement. */
export function waccGrid(): AnswerGrid {
  return GRID;
}

export function layoutWacc(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
