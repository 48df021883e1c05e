import {
  add,
  cell,
  divide,
  input,
  multiply,
  num,
  oneModel,
  percentOf,
  single,
  subtract,
} from "../../formula/expression";
import { GOODWILL_ROWS as R } from "./layout";

const offerPrice = input("offerPrice", "number", "offer price");
const assetWriteUp = input("assetWriteUp", "number", "asset write-up");

/**
 * The goodwill drill's formulas (docs/drills.md#goodwill), the same for every statement: premium = offer / current − 1
 * (in percent); purchase equity = offer × shares; adjusted book value = book value − existing goodwill;
 * DTL = write-up × t; Goodwill = purchase equity − adjusted book value − write-up + DTL.
 */
export const goodwillModel = oneModel([
  single(
    R.offerPremium,
    multiply(
      subtract(divide(offerPrice, input("currentSharePrice", "number", "current share price")), num(1)),
      num(100),
    ),
  ),
  single(R.purchaseEquityValue, multiply(offerPrice, input("targetShares", "number", "target shares"))),
  single(
    R.adjustedBookValue,
    subtract(
      input("bookValue", "number", "book value"),
      input("existingGoodwill", "number", "existing goodwill"),
    ),
    ["the target's old goodwill is written off and replaced by the new"],
  ),
  single(R.deferredTaxLiability, percentOf(multiply(assetWriteUp, input("taxRate", "percent", "tax rate"))), [
    "the written-up assets will be depreciated in the books but not for tax",
  ]),
  single(
    R.goodwill,
    add(
      subtract(subtract(cell(R.purchaseEquityValue, null), cell(R.adjustedBookValue, null)), assetWriteUp),
      cell(R.deferredTaxLiability, null),
    ),
  ),
]);
