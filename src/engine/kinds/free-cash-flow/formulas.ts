import {
  add,
  cell,
  divide,
  type Expr,
  input,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  single,
  subtract,
} from "../../formula/expression";
import { FREE_CASH_FLOW_ROWS as R } from "./layout";

const keep = named("(1 − tax rate)", subtract(num(100), input("taxRate")), "rate");
/** amount × (1 − t), computed as amount × (100 − t) / 100. */
const afterTax = (amount: Expr) => percentOf(multiply(amount, keep));
const da = input("da", "number", "D&A");
const capex = input("capex", "number", "CapEx");
const changeInNwc = input("changeInNwc", "operand", "change in NWC");

/**
 * The free-cash-flow drill's formulas (docs/drills.md#free-cash-flow), the same for every statement: EBITDA = revenue ×
 * margin; EBIT = EBITDA − D&A; NOPAT = EBIT × (1 − t); unlevered FCF = NOPAT + D&A − CapEx − ΔNWC;
 * levered FCF = (EBIT − interest) × (1 − t) + D&A − CapEx − ΔNWC + net borrowing; TV = unlevered FCF ×
 * (1 + g) / (WACC − g); implied multiple = TV / EBITDA.
 */
export const freeCashFlowModel = oneModel([
  single(
    R.ebitda,
    percentOf(
      multiply(input("revenue", "number", "revenue"), input("ebitdaMargin", "percent", "EBITDA margin")),
    ),
  ),
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
        subtract(
          add(afterTax(subtract(cell(R.ebit, null), input("interestExpense", "number", "interest"))), da),
          capex,
        ),
        changeInNwc,
      ),
      input("netBorrowing", "operand", "net borrowing"),
    ),
    [
      "the cash left for shareholders after interest and debt flows, so it is discounted at the cost of equity",
    ],
  ),
  single(
    R.terminalValue,
    divide(
      multiply(cell(R.unlevered, null), named("(1 + g)", add(num(100), input("terminalGrowth")), "rate")),
      subtract(input("wacc", "rate", "WACC"), input("terminalGrowth", "rate", "g")),
    ),
  ),
  single(R.impliedMultiple, divide(cell(R.terminalValue, null), cell(R.ebitda, null))),
]);
