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
  power,
  single,
  subtract,
  working,
} from "../../formula/expression";
import { BASE_YEAR, projectionYearList } from "../../years";
import { type LboModelStatement, lboModelFields } from "./fields";
import { LBO_MODEL_ROWS } from "./rows";

const { f, input } = fieldRefs(lboModelFields);
const { sourcesAndUses: U, yearly: Y, returns: X, working: W } = LBO_MODEL_ROWS;

/** The projection years, 2025 … 2029. */
export const LBO_MODEL_YEARS = projectionYearList(5);
const LAST_YEAR = BASE_YEAR + 5;

/** A yearly input's entry, as a percent: "revenue growth 2026 (5 %)". */
const yearly = (field: "revenueGrowth" | "ebitdaMargin", words: string, year: number): Expr =>
  input(field, "percent", `${words} ${year}`, year - BASE_YEAR - 1);

/** x % of `of`, as an explanation reads it: "3 % × Revenue 2025". */
const share = (rate: Expr, of: Expr): Expr => percentOf(multiply(rate, of));

/**
 * The LBO modelling test's formulas (docs/modelling-tests.md#lbo-model): sources and uses, fourteen lines a
 * year with their working lines, then the exit and the returns. A line's value in 2024 is the close: revenue
 * the LTM revenue, no revolver, the whole term loan, the cash at close.
 */
function lboModelFormulas(): Model {
  const cells: CellFormula[] = [];
  const ltmEbitda = cell(U.ltmEbitda, null);
  const termLoan = cell(U.termLoan, null);
  const seniorNotes = cell(U.seniorNotes, null);
  cells.push(
    single(U.ltmEbitda, share(f.ltmEbitdaMargin, f.ltmRevenue)),
    single(U.entryValue, multiply(f.entryMultiple, ltmEbitda)),
    single(U.termLoan, multiply(f.termLoanMultiple, ltmEbitda)),
    single(U.seniorNotes, multiply(f.notesMultiple, ltmEbitda)),
    single(
      U.totalUses,
      add(
        add(
          named(
            "Entry EV × (1 + transaction fees)",
            add(cell(U.entryValue, null), share(f.transactionFeesPct, cell(U.entryValue, null))),
          ),
          named("financing fees", share(f.financingFeesPct, add(termLoan, seniorNotes))),
        ),
        f.openingCash,
      ),
    ),
    single(U.sponsorEquity, subtract(subtract(cell(U.totalUses, null), termLoan), seniorNotes)),
  );

  for (const year of LBO_MODEL_YEARS) {
    const first = year === BASE_YEAR + 1;
    const before = (row: (typeof Y)[keyof typeof Y]) => cell(row, year - 1);
    const revenueBefore = first ? named(`Revenue ${BASE_YEAR}`, f.ltmRevenue) : before(Y.revenue);
    const revolverBefore = first ? named(`Revolver End ${BASE_YEAR}`, num(0)) : before(Y.revolverEnd);
    const termLoanBefore = first ? named(`Term Loan End ${BASE_YEAR}`, termLoan) : before(Y.termLoanEnd);
    const cashBefore = first ? named(`Cash End ${BASE_YEAR}`, f.openingCash) : before(Y.cashEnd);
    const revenue = cell(Y.revenue, year);
    const line = (row: (typeof Y)[keyof typeof Y] | (typeof W)[keyof typeof W]) => cell(row, year, "operand");

    cells.push(
      {
        row: Y.revenue,
        year,
        expr: multiply(
          revenueBefore,
          named(
            ["(1 + revenue growth)"],
            add(num(1), percentOf(yearly("revenueGrowth", "revenue growth", year))),
            "decimal4",
          ),
        ),
      },
      { row: Y.ebitda, year, expr: share(yearly("ebitdaMargin", "EBITDA margin", year), revenue) },
      working(W.depreciation, year, share(f.daPct, revenue)),
      working(W.capex, year, share(f.capexPct, revenue)),
      working(W.nwcIncrease, year, share(f.nwcPct, subtract(revenue, revenueBefore))),
      { row: Y.ebit, year, expr: subtract(cell(Y.ebitda, year), line(W.depreciation)) },
      { row: Y.revolverInterest, year, expr: share(f.revolverRate, revolverBefore) },
      { row: Y.termLoanInterest, year, expr: share(f.termLoanRate, termLoanBefore) },
      working(W.notesInterest, year, share(f.notesRate, seniorNotes)),
      working(
        W.feeAmortisation,
        year,
        share(f.financingFeesPct, add(divide(termLoan, f.termLoanYears), divide(seniorNotes, f.notesYears))),
      ),
      {
        row: Y.preTaxIncome,
        year,
        expr: subtract(
          subtract(
            subtract(subtract(cell(Y.ebit, year), line(Y.revolverInterest)), line(Y.termLoanInterest)),
            line(W.notesInterest),
          ),
          line(W.feeAmortisation),
        ),
      },
      { row: Y.taxes, year, expr: share(f.taxRate, max(num(0), cell(Y.preTaxIncome, year))) },
      { row: Y.netIncome, year, expr: subtract(cell(Y.preTaxIncome, year), line(Y.taxes)) },
      {
        row: Y.freeCashFlow,
        year,
        expr: subtract(
          subtract(
            add(add(cell(Y.netIncome, year), line(W.depreciation)), line(W.feeAmortisation)),
            line(W.capex),
          ),
          line(W.nwcIncrease),
        ),
      },
      working(W.mandatoryAmortisation, year, min(share(f.termLoanAmortisation, termLoan), termLoanBefore)),
      {
        row: Y.cashAvailable,
        year,
        expr: subtract(
          add(subtract(cashBefore, f.minimumCash), line(Y.freeCashFlow)),
          line(W.mandatoryAmortisation),
        ),
      },
      { row: Y.revolverEnd, year, expr: max(num(0), subtract(revolverBefore, line(Y.cashAvailable))) },
      {
        row: Y.termLoanSweep,
        year,
        expr: min(
          share(f.cashSweep, max(num(0), subtract(line(Y.cashAvailable), revolverBefore))),
          subtract(termLoanBefore, line(W.mandatoryAmortisation)),
        ),
      },
      {
        row: Y.termLoanEnd,
        year,
        expr: subtract(subtract(termLoanBefore, line(W.mandatoryAmortisation)), line(Y.termLoanSweep)),
      },
      {
        row: Y.cashEnd,
        year,
        expr: subtract(
          add(
            subtract(add(cashBefore, line(Y.freeCashFlow)), line(W.mandatoryAmortisation)),
            named("(Revolver End − its year before)", subtract(cell(Y.revolverEnd, year), revolverBefore)),
          ),
          line(Y.termLoanSweep),
        ),
      },
    );
  }

  const lastYear = (row: (typeof Y)[keyof typeof Y]) => cell(row, LAST_YEAR, "operand");
  cells.push(
    single(X.exitValue, multiply(f.exitMultiple, cell(Y.ebitda, LAST_YEAR))),
    single(
      X.netDebtAtExit,
      subtract(add(add(lastYear(Y.revolverEnd), lastYear(Y.termLoanEnd)), seniorNotes), lastYear(Y.cashEnd)),
    ),
    single(X.exitEquity, subtract(cell(X.exitValue, null), cell(X.netDebtAtExit, null, "operand"))),
    single(X.mom, divide(cell(X.exitEquity, null), cell(U.sponsorEquity, null))),
    single(
      X.irr,
      multiply(subtract(power(cell(X.mom, null), named("(1/5)", divide(num(1), num(5)))), num(1)), num(100)),
    ),
  );
  return { given: [], cells, wholeModel: true };
}

const model = lboModelFormulas();

/** Every LBO modelling test has the same lines: one model for all. */
export const lboModelModel = (_statement: LboModelStatement): Model => model;
