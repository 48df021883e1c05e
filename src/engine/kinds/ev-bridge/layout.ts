import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

/** The cells of docs/drills.md#enterprise-value-bridge. */
export const EV_BRIDGE_ROWS = {
  equityValue: defineRow("Equity Value", "amount"),
  enterpriseValue: defineRow("Enterprise Value", "amount"),
  evEbitda: defineRow("EV/EBITDA", "multiple"),
  priceEarnings: defineRow("P/E", "multiple"),
  impliedEnterpriseValue: defineRow("Implied Enterprise Value", "amount"),
  impliedEquityValue: defineRow("Implied Equity Value", "amount"),
  impliedSharePrice: defineRow("Implied Share Price", "amount", undefined, 2),
};

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(EV_BRIDGE_ROWS) };

export function evBridgeGrid(): AnswerGrid {
  return GRID;
}

export function layoutEvBridge(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
