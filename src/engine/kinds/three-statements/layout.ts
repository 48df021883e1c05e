import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

/** The eight changes of docs/drills.md#three-statements, signed whole numbers. */
export const THREE_STATEMENTS_ROWS = {
  netIncome: defineRow("Net Income", "amount"),
  cfo: defineRow("Cash from Operations", "amount"),
  cfi: defineRow("Cash from Investing", "amount"),
  cff: defineRow("Cash from Financing", "amount"),
  cash: defineRow("Net Change in Cash", "amount"),
  assets: defineRow("Total Assets", "amount"),
  liabilities: defineRow("Total Liabilities", "amount"),
  equity: defineRow("Total Equity", "amount"),
};

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(THREE_STATEMENTS_ROWS) };

/** The same eight cells for every event. */
export function threeStatementsGrid(): AnswerGrid {
  return GRID;
}

export function layoutThreeStatements(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
