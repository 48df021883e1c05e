import { fieldRefs } from "../../define-kind";
import {
  add,
  type CellFormula,
  cell,
  type Expr,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  single,
  subtract,
  type Text,
  textFor,
} from "../../formula/expression";
import { defineRow } from "../../rows";
import { EVENTS, threeStatementsFields } from "./fields";
import { MOVES, WHY } from "./moves";

/** The eight changes of docs/drills.md#three-statements, signed whole numbers. */
export const THREE_STATEMENTS_ROWS = {
  netIncome: defineRow("Net Income", "amount"),
  cfo: defineRow("Cash from Operations", "amount"),
  cfi: defineRow("Cash from Investing", "amount"),
  cff: defineRow("Cash from Financing", "amount"),
  cash: defineRow("Net Change in Cash", "amount"),
  assets: defineRow("Total Assets", "amount"),
  liabilities: defineRow("Total Liabilities", "amount"),
  equity: defineRow("Total Equity", "amount"),
};

const R = THREE_STATEMENTS_ROWS;
const { f, input } = fieldRefs(threeStatementsFields);

/** One sentence on why, for the statement's event (docs/drills.md#three-statements). */
const why: Text = [
  textFor(input("event"), Object.fromEntries(EVENTS.map((event) => [event, [WHY[event]]])), []),
];

// 100 % − tax rate, read as "(1 − 25 %)": the whole is shown as the rate 1, the tax rate as a percent.
const afterTax = subtract(named("1", num(100), "rate"), f.taxRate);

/** A cell's formula, with the sentence on why as its note. */
const answer = (row: (typeof R)[keyof typeof R], expr: Expr): CellFormula => single(row, expr, why);

/**
 * docs/drills.md#three-statements from the event's moves (moves.ts): Net Income = pre-tax change × (1 − t), taxes paid in cash;
 * CFO = Net Income + non-cash items + working capital; cash = CFO + CFI + CFF; assets = cash + other
 * assets; equity = Net Income − dividends + paid-in capital. One model: each move selects on the event.
 */
export const threeStatementsModel = oneModel([
  answer(
    R.netIncome,
    percentOf(multiply(named("pre-tax income change", MOVES.preTaxIncome, "operand"), afterTax)),
  ),
  answer(
    R.cfo,
    add(
      add(cell(R.netIncome, null), named("non-cash items", MOVES.nonCashItems, "operand")),
      named("working capital", MOVES.workingCapital, "operand"),
    ),
  ),
  answer(R.cfi, named("investing flows", MOVES.investing)),
  answer(R.cff, named("financing flows", MOVES.financing)),
  answer(
    R.cash,
    add(
      add(cell(R.cfo, null, "number", "CFO"), cell(R.cfi, null, "operand", "CFI")),
      cell(R.cff, null, "operand", "CFF"),
    ),
  ),
  answer(
    R.assets,
    add(
      cell(R.cash, null, "number", "change in cash"),
      named("change in other assets", MOVES.nonCashAssets, "operand"),
    ),
  ),
  answer(R.liabilities, named("change in liabilities", MOVES.liabilities)),
  answer(
    R.equity,
    add(
      subtract(cell(R.netIncome, null), named("dividends", MOVES.dividends, "operand")),
      named("paid-in capital", MOVES.paidInCapital, "operand"),
    ),
  ),
]);
