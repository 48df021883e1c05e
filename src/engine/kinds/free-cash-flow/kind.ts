import { freeCashFlowMeta } from "../../../contract/kind-metas/free-cash-flow";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  afterTaxShare,
  cell,
  divide,
  type Expr,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  single,
  subtract,
} from "../../formula/expression";
import { describeFreeCashFlow } from "./describe";
import { FREE_CASH_FLOW_ROWS, freeCashFlowFields } from "./fields";
import { generateFreeCashFlow } from "./generate";

const R = FREE_CASH_FLOW_ROWS;
const { f, input } = fieldRefs(freeCashFlowFields);
const keep = afterTaxShare(input("taxRate"));
/** amount × (1 − t), computed as amount × (100 − t) / 100. */
const afterTax = (amount: Expr) => percentOf(multiply(amount, keep));
const { da, capex, changeInNwc } = f;

/**
 * The free-cash-flow drill's formulas (docs/drills.md#free-cash-flow), the same for every statement: EBITDA = revenue ×
 * margin; EBIT = EBITDA − D&A; NOPAT = EBIT × (1 − t); unlevered FCF = NOPAT + D&A − CapEx − ΔNWC;
 * levered FCF = (EBIT − interest) × (1 − t) + D&A − CapEx − ΔNWC + net borrowing; TV = unlevered FCF ×
 * (1 + g) / (WACC − g); implied multiple = TV / EBITDA.
 */
const freeCashFlowModel = oneModel([
  single(R.ebitda, percentOf(multiply(f.revenue, f.ebitdaMargin))),
  single(R.ebit, subtract(cell(R.ebitda, null), da)),
  single(R.nopat, afterTax(cell(R.ebit, null)), [
    "the tax the company would pay with no debt: interest is left out",
  ]),
  single(R.unlevered, subtract(subtract(add(cell(R.nopat, null), da), capex), changeInNwc), [
    "the cash available to all investors, lenders and shareholders alike, so it is discounted at the WACC",
  ]),
  single(
    R.levered,
    add(
      subtract(
        subtract(add(afterTax(subtract(cell(R.ebit, null), f.interestExpense)), da), capex),
        changeInNwc,
      ),
      f.netBorrowing,
    ),
    [
      "the cash left for shareholders after interest and debt flows, so it is discounted at the cost of equity",
    ],
  ),
  single(
    R.terminalValue,
    divide(
      multiply(cell(R.unlevered, null), named("(1 + g)", add(num(100), input("terminalGrowth")), "rate")),
      subtract(f.wacc, f.terminalGrowth),
    ),
  ),
  single(R.impliedMultiple, divide(cell(R.terminalValue, null), cell(R.ebitda, null))),
]);

export const freeCashFlowKind = defineKind({
  meta: freeCashFlowMeta,
  fields: freeCashFlowFields,
  rows: FREE_CASH_FLOW_ROWS,
  generate: generateFreeCashFlow,
  describe: describeFreeCashFlow,
  model: freeCashFlowModel,
});
