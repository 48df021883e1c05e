import { fieldRefs } from "../../define-kind";
import {
  add,
  type CellFormula,
  cell,
  divide,
  type Expr,
  type Model,
  max,
  min,
  multiply,
  named,
  num,
  percentOf,
  subtract,
  working,
} from "../../formula/expression";
import type { Row } from "../../rows";
import { BASE_YEAR, projectionYearList } from "../../years";
import { type ThreeStatementModelStatement, threeStatementModelFields } from "./fields";
import { THREE_STATEMENT_MODEL_ROWS } from "./rows";

const { f, input } = fieldRefs(threeStatementModelFields);
const { incomeStatement: I, balanceSheet: B, cashFlow: C, working: W } = THREE_STATEMENT_MODEL_ROWS;

/** The projection years, 2025 … 2027. */
export const THREE_STATEMENT_MODEL_YEARS = projectionYearList(3);

/** x % of `of`, as an explanation reads it: "25 % × Revenue 2025". */
const share = (rate: Expr, of: Expr): Expr => percentOf(multiply(rate, of));
/** A share paid out, negative: "−capex % × Revenue 2025" reads "−5 % × 1100". */
const outflowShare = (words: string, rate: Expr, of: Expr): Expr =>
  share(named(`−${words}`, subtract(num(0), rate), "percent"), of);
/** `days` of a year's `flow`, on a 365-day year. */
const daysOf = (flow: Expr, days: Expr): Expr => divide(multiply(flow, days), num(365));

/** Each balance-sheet line and revenue at 31 December 2024: the statement's opening balance sheet. */
const OPENING: ReadonlyMap<Row, Expr> = new Map([
  [I.revenue, f.baseRevenue],
  [B.cash, f.openingCash],
  [B.receivables, f.openingReceivables],
  [B.inventory, f.openingInventory],
  [B.ppe, f.openingPpe],
  [B.payables, f.openingPayables],
  [B.revolver, f.openingRevolver],
  [B.termDebt, f.openingTermDebt],
  [B.totalEquity, f.openingEquity],
]);

/** A line a year before `year`: its cell, or its opening value in 2025, named "Cash 2024". */
function before(row: Row, year: number): Expr {
  if (year - 1 > BASE_YEAR) return cell(row, year - 1, "operand");
  const opening = OPENING.get(row);
  if (!opening) throw new RangeError(`${row.label} has no value in ${BASE_YEAR}`);
  return named(`${row.label} ${BASE_YEAR}`, opening);
}

/**
 * One year of the three-statement modelling test (docs/modelling-tests.md#three-statement-model), each cell
 * after the cells it reads: the income statement, working capital, the cash flows before the revolver, the
 * revolver as the plug, then financing, cash and the balance sheet.
 */
function yearFormulas(year: number): CellFormula[] {
  const line = (row: Row) => cell(row, year, "operand");
  const revenue = cell(I.revenue, year);
  const cogs = subtract(revenue, cell(I.grossProfit, year));
  const change = (row: Row) => subtract(cell(row, year), before(row, year));
  const drop = (row: Row) => subtract(before(row, year), cell(row, year));
  const growth = input("revenueGrowth", "percent", `revenue growth ${year}`, year - BASE_YEAR - 1);
  const at = (row: Row, expr: Expr, note?: string): CellFormula =>
    note ? { row, year, expr, note: [note] } : { row, year, expr };
  return [
    at(
      I.revenue,
      multiply(
        before(I.revenue, year),
        named(["(1 + revenue growth)"], add(num(1), percentOf(growth)), "decimal4"),
      ),
    ),
    at(I.grossProfit, share(f.grossMargin, revenue)),
    at(I.ebitda, subtract(cell(I.grossProfit, year), share(f.sgaPct, revenue))),
    at(I.depreciation, share(f.daPct, before(B.ppe, year))),
    at(I.ebit, subtract(cell(I.ebitda, year), line(I.depreciation))),
    at(
      I.interestExpense,
      add(share(f.termDebtRate, before(B.termDebt, year)), share(f.revolverRate, before(B.revolver, year))),
      "interest is charged on the balances at the start of the year, none is earned on cash",
    ),
    at(I.preTaxIncome, subtract(cell(I.ebit, year), line(I.interestExpense))),
    at(I.taxes, share(f.taxRate, max(num(0), cell(I.preTaxIncome, year))), "a loss pays no tax"),
    at(I.netIncome, subtract(cell(I.preTaxIncome, year), line(I.taxes))),
    at(B.receivables, daysOf(revenue, f.dso)),
    at(B.inventory, daysOf(cogs, f.dio)),
    at(B.payables, daysOf(cogs, f.dpo)),
    at(
      C.workingCapital,
      add(add(drop(B.receivables), drop(B.inventory)), change(B.payables)),
      "working capital that grows takes cash: the line is negative",
    ),
    at(C.operations, add(add(cell(I.netIncome, year), line(I.depreciation)), line(C.workingCapital))),
    at(C.investing, outflowShare("capex %", f.capexPct, revenue), "capex is an outflow: negative"),
    at(
      C.dividends,
      outflowShare("payout ratio", f.payoutRatio, max(num(0), cell(I.netIncome, year))),
      "an outflow, negative; a loss pays none",
    ),
    working(W.repayment, year, min(f.termDebtRepayment, before(B.termDebt, year))),
    at(
      B.revolver,
      max(
        num(0),
        subtract(
          add(before(B.revolver, year), f.minimumCash),
          add(
            subtract(
              add(add(before(B.cash, year), line(C.operations)), line(C.investing)),
              line(W.repayment),
            ),
            line(C.dividends),
          ),
        ),
      ),
      "the revolver is drawn to hold cash at the minimum and repaid first from cash above it",
    ),
    at(
      C.financing,
      add(
        subtract(line(C.dividends), line(W.repayment)),
        subtract(cell(B.revolver, year), before(B.revolver, year)),
      ),
    ),
    at(C.netChange, add(add(line(C.operations), line(C.investing)), line(C.financing))),
    at(B.cash, add(before(B.cash, year), line(C.netChange))),
    at(B.ppe, subtract(subtract(before(B.ppe, year), line(C.investing)), line(I.depreciation))),
    at(B.totalAssets, add(add(add(cell(B.cash, year), line(B.receivables)), line(B.inventory)), line(B.ppe))),
    at(B.termDebt, subtract(before(B.termDebt, year), line(W.repayment))),
    at(B.totalEquity, add(add(before(B.totalEquity, year), line(I.netIncome)), line(C.dividends))),
    at(
      B.balanceCheck,
      subtract(
        cell(B.totalAssets, year),
        add(add(add(line(B.payables), line(B.revolver)), line(B.termDebt)), line(B.totalEquity)),
      ),
      "0.0 when the balance sheet balances",
    ),
  ];
}

/** Every three-statement modelling test has the same lines: one model for all. */
const model: Model = {
  given: [],
  cells: THREE_STATEMENT_MODEL_YEARS.flatMap(yearFormulas),
  wholeModel: true,
};

export const threeStatementModelModel = (_statement: ThreeStatementModelStatement): Model => model;
