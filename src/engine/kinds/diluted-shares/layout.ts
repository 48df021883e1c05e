import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";

const SHARES = { precision: 2 } as const;

/** The cells of drills.md §3: share counts to two decimals, the two amounts whole. */
export const DILUTED_SHARES_ROWS = {
  inTheMoney: defineRow("In-the-Money Options", "amount", SHARES),
  proceeds: defineRow("Option Proceeds", "amount"),
  repurchased: defineRow("Shares Repurchased", "amount", SHARES),
  netNew: defineRow("Net New Shares from Options", "amount", SHARES),
  convertible: defineRow("Shares from Convertible", "amount", SHARES),
  diluted: defineRow("Diluted Shares", "amount", SHARES),
  equityValue: defineRow("Diluted Equity Value", "amount"),
};

const GRID: AnswerGrid = { years: [], yearlyRows: [], singleRows: Object.values(DILUTED_SHARES_ROWS) };

export function dilutedSharesGrid(): AnswerGrid {
  return GRID;
}

export function layoutDilutedShares(): ExerciseLayout {
  return buildLayout(GRID, [], []);
}
