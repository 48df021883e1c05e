import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

// Share counts are shown to two decimals.
const SHARES = 2;

/** The cells of docs/drills.md#diluted-shares: share counts to two decimals, the two amounts whole. */
export const DILUTED_SHARES_ROWS = {
  inTheMoney: defineRow("In-the-Money Options", "amount", undefined, SHARES),
  proceeds: defineRow("Option Proceeds", "amount"),
  repurchased: defineRow("Shares Repurchased", "amount", undefined, SHARES),
  netNew: defineRow("Net New Shares from Options", "amount", undefined, SHARES),
  convertible: defineRow("Shares from Convertible", "amount", undefined, SHARES),
  diluted: defineRow("Diluted Shares", "amount", undefined, SHARES),
  equityValue: defineRow("Diluted Equity Value", "amount"),
};

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(DILUTED_SHARES_ROWS) };

export function dilutedSharesGrid(): AnswerGrid {
  return GRID;
}

export function layoutDilutedShares(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
