import { formatNumber as n, formatOperand as o, formatPercent as pct } from "../../format";
import type { Sheet } from "../../workbook";
import { THREE_STATEMENTS_ROWS as R } from "./layout";
import { movesOf, WHY } from "./moves";
import type { ThreeStatementsStatement } from "./statement";

/**
 * drills.md §1 from the event's moves: Net Income = pre-tax change × (1 − t); Cash from Operations = Net
 * Income + non-cash items + working capital; Net Change in Cash = CFO + CFI + CFF; Total Assets = change in
 * cash + other assets; Total Equity = Net Income − dividends + paid-in capital. Every value is whole.
 */
export function calculateThreeStatements(s: ThreeStatementsStatement, book: Sheet): void {
  const m = movesOf(s);
  const why = () => WHY[s.event];
  const netIncome = book.answer(
    R.netIncome,
    null,
    (m.preTaxIncome * (100 - s.taxRate)) / 100,
    () => `pre-tax income change × (1 − tax rate) = ${o(m.preTaxIncome)} × (1 − ${pct(s.taxRate)})`,
    why,
  );
  const cfo = book.answer(
    R.cfo,
    null,
    netIncome + m.nonCashItems + m.workingCapital,
    () =>
      `Net Income + non-cash items + working capital = ${n(netIncome)} + ${o(m.nonCashItems)} + ${o(m.workingCapital)}`,
    why,
  );
  const cfi = book.answer(R.cfi, null, m.investing, () => `investing flows = ${n(m.investing)}`, why);
  const cff = book.answer(R.cff, null, m.financing, () => `financing flows = ${n(m.financing)}`, why);
  const cash = book.answer(
    R.cash,
    null,
    cfo + cfi + cff,
    () => `CFO + CFI + CFF = ${n(cfo)} + ${o(cfi)} + ${o(cff)}`,
    why,
  );
  book.answer(
    R.assets,
    null,
    cash + m.nonCashAssets,
    () => `change in cash + change in other assets = ${n(cash)} + ${o(m.nonCashAssets)}`,
    why,
  );
  book.answer(R.liabilities, null, m.liabilities, () => `change in liabilities = ${n(m.liabilities)}`, why);
  book.answer(
    R.equity,
    null,
    netIncome - m.dividends + m.paidInCapital,
    () =>
      `Net Income − dividends + paid-in capital = ${n(netIncome)} − ${o(m.dividends)} + ${o(m.paidInCapital)}`,
    why,
  );
}
