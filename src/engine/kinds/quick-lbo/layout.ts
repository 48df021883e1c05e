import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

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

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(QUICK_LBO_ROWS) };

/** Nine single cells, the same for every statement. */
export function quickLboGrid(): AnswerGrid {
  return GRID;
}

export function layoutQuickLbo(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
