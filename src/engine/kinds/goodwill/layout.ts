import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

/** The goodwill drill's cells; labels are the cell keys of docs/drills.md. The premium is in percent. */
export const GOODWILL_ROWS = {
  offerPremium: defineRow("Offer Premium", "rate"),
  purchaseEquityValue: defineRow("Purchase Equity Value", "amount"),
  adjustedBookValue: defineRow("Adjusted Book Value", "amount"),
  deferredTaxLiability: defineRow("Deferred Tax Liability", "amount"),
  goodwill: defineRow("Goodwill", "amount"),
};

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(GOODWILL_ROWS) };

/** Five single cells, the same for every statement. */
export function goodwillGrid(): AnswerGrid {
  return GRID;
}

export function layoutGoodwill(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
