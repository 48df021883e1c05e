import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

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

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(FREE_CASH_FLOW_ROWS) };

/** Seven single cells, the same for every statement. */
export function freeCashFlowGrid(): AnswerGrid {
  return GRID;
}

export function layoutFreeCashFlow(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
