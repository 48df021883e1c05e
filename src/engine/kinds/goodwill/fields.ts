import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** docs/drills.md#goodwill: prices per share, amounts and shares in millions, the tax rate in percent. */
export const goodwillFields = fields({
  offerPrice: { type: "number", label: "Offer price per share", term: "offer price" },
  currentSharePrice: { type: "number", label: "Current share price", range: range(10, 100) },
  targetShares: { type: "number", label: "Target shares", unit: "m", range: range(10, 500) },
  bookValue: { type: "number", label: "Book value of equity", term: "book value", unit: "m" },
  existingGoodwill: { type: "number", label: "Existing goodwill", unit: "m" },
  assetWriteUp: { type: "number", label: "Asset write-up", unit: "m" },
  taxRate: { type: "percent", label: "Tax rate", range: range(20, 35) },
});

export type GoodwillStatement = StatementOf<typeof goodwillFields>;

/** The goodwill drill's cells; labels are the cell keys of docs/drills.md. The premium is in percent. */
export const GOODWILL_ROWS = {
  offerPremium: defineRow("Offer Premium", "rate"),
  purchaseEquityValue: defineRow("Purchase Equity Value", "amount"),
  adjustedBookValue: defineRow("Adjusted Book Value", "amount"),
  deferredTaxLiability: defineRow("Deferred Tax Liability", "amount"),
  goodwill: defineRow("Goodwill", "amount"),
};
