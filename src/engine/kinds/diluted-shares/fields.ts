import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** The treasury stock method with RSUs and a convertible (docs/drills.md#diluted-shares; shares in millions). */
export const dilutedSharesFields = fields({
  sharePrice: { type: "number", label: "Share price", unit: "$", range: range(10, 100) },
  basicShares: { type: "number", label: "Basic shares", unit: "millions", range: range(50, 1000) },
  // Each tranche: how many options (millions) and at what strike.
  options: {
    type: { listOf: { count: "number", strike: "number" } },
    label: "Option tranches (count, strike)",
  },
  rsus: { type: "number", label: "RSUs", unit: "millions", range: range(0, 10, 0.5) },
  convertible: {
    type: { object: { faceValue: "number", conversionPrice: "number" } },
    label: "Convertible (face value, conversion price)",
  },
});

export type DilutedSharesStatement = StatementOf<typeof dilutedSharesFields>;
export type OptionTranche = DilutedSharesStatement["options"][number];

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
