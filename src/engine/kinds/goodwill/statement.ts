import type { StatementShape } from "../../kind";

/** docs/drills.md#goodwill: prices per share, amounts in millions, taxRate in percent. */
export interface GoodwillStatement {
  engineVersion: number;
  offerPrice: number;
  currentSharePrice: number;
  /** Millions of shares. */
  targetShares: number;
  bookValue: number;
  existingGoodwill: number;
  assetWriteUp: number;
  taxRate: number;
}

/** The statement's fields and their shapes. */
export const goodwillStatementShape: StatementShape<GoodwillStatement> = {
  offerPrice: "number",
  currentSharePrice: "number",
  targetShares: "number",
  bookValue: "number",
  existingGoodwill: "number",
  assetWriteUp: "number",
  taxRate: "number",
};
