import type { InputLabels } from "../../kind";
import type { GoodwillStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const goodwillInputLabels: InputLabels<GoodwillStatement> = {
  offerPrice: { label: "Offer price per share", unit: "" },
  currentSharePrice: { label: "Current share price", unit: "" },
  targetShares: { label: "Target shares", unit: "m" },
  bookValue: { label: "Book value of equity", unit: "m" },
  existingGoodwill: { label: "Existing goodwill", unit: "m" },
  assetWriteUp: { label: "Asset write-up", unit: "m" },
  taxRate: { label: "Tax rate", unit: "%" },
};
