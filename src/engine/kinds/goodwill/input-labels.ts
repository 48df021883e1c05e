import type { InputLabels } from "../../kind";
import type { GoodwillStatement } from "./statement";

/** The goodwill drill's fields as the workbook labels them. */
export const goodwillInputLabels: InputLabels<GoodwillStatement> = {
  offerPrice: { label: "Offer price per share", unit: "" },
  currentSharePrice: { label: "Current share price", unit: "" },
  targetShares: { label: "Target shares", unit: "" },
  bookValue: { label: "Book value of equity", unit: "" },
  existingGoodwill: { label: "Existing goodwill", unit: "" },
  assetWriteUp: { label: "Asset write-up", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
};
