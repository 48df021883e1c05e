import { goodwillMeta } from "../../../contract/kind-metas/goodwill";
import { defineKind, fieldRefs, fields, type StatementOf } from "../../define-kind";
import {
  add,
  cell,
  divide,
  multiply,
  num,
  oneModel,
  percentOf,
  single,
  subtract,
} from "../../formula/expression";
import { range } from "../../random";
import { defineRow } from "../../rows";
import { describeGoodwill } from "./describe";
import { generateGoodwill } from "./generate";

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

const R = GOODWILL_ROWS;
const { f } = fieldRefs(goodwillFields);

/**
 * The goodwill drill's formulas (docs/drills.md#goodwill), the same for every statement: premium = offer / current − 1
 * (in percent); purchase equity = offer × shares; adjusted book value = book value − existing goodwill;
 * DTL = write-up × t; Goodwill = purchase equity − adjusted book value − write-up + DTL.
 */
const goodwillModel = oneModel([
  single(R.offerPremium, multiply(subtract(divide(f.offerPrice, f.currentSharePrice), num(1)), num(100))),
  single(R.purchaseEquityValue, multiply(f.offerPrice, f.targetShares)),
  single(R.adjustedBookValue, subtract(f.bookValue, f.existingGoodwill), [
    "the target's old goodwill is written off and replaced by the new",
  ]),
  single(R.deferredTaxLiability, percentOf(multiply(f.assetWriteUp, f.taxRate)), [
    "the written-up assets will be depreciated in the books but not for tax",
  ]),
  single(
    R.goodwill,
    add(
      subtract(subtract(cell(R.purchaseEquityValue, null), cell(R.adjustedBookValue, null)), f.assetWriteUp),
      cell(R.deferredTaxLiability, null),
    ),
  ),
]);

export const goodwillKind = defineKind({
  meta: goodwillMeta,
  fields: goodwillFields,
  generate: generateGoodwill,
  rows: GOODWILL_ROWS,
  describe: describeGoodwill,
  model: goodwillModel,
});
