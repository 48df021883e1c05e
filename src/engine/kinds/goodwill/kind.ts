import { goodwillMeta } from "../../../contract/kind-metas/goodwill";
import { defineKind, fieldRefs } from "../../define-kind";
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
import { describeGoodwill } from "./describe";
import { GOODWILL_ROWS, goodwillFields } from "./fields";
import { generateGoodwill } from "./generate";

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
