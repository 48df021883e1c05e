import { formatNumber as n, formatOperand as o, formatPercent as pct } from "../../format";
import type { Sheet } from "../../workbook";
import { flowOf } from "./flow";
import { THREE_STATEMENTS_ROWS as R } from "./layout";
import { WHY } from "./moves";
import type { ThreeStatementsStatement } from "./statement";

/** The eight cells of drills.md §1, each a line of the flow, explained with the event's why. */
export function calculateThreeStatements(s: ThreeStatementsStatement, book: Sheet): void {
  const f = flowOf(s);
  const why = () => WHY[s.event];
  const answer = (row: (typeof R)[keyof typeof R], value: number, formula: () => string) =>
    book.answer(row, null, value, formula, why);
  answer(
    R.netIncome,
    f.netIncome,
    () => `pre-tax income change × (1 − tax rate) = ${o(f.preTaxIncome)} × (1 − ${pct(s.taxRate)})`,
  );
  answer(
    R.cfo,
    f.cfo,
    () =>
      `Net Income + non-cash items + working capital = ${n(f.netIncome)} + ${o(f.nonCashItems)} + ${o(f.workingCapital)}`,
  );
  answer(R.cfi, f.cfi, () => `investing flows = ${n(f.cfi)}`);
  answer(R.cff, f.cff, () => `financing flows = ${n(f.cff)}`);
  answer(R.cash, f.cash, () => `CFO + CFI + CFF = ${n(f.cfo)} + ${o(f.cfi)} + ${o(f.cff)}`);
  answer(
    R.assets,
    f.assets,
    () => `change in cash + change in other assets = ${n(f.cash)} + ${o(f.otherAssets)}`,
  );
  answer(R.liabilities, f.liabilities, () => `change in liabilities = ${n(f.liabilities)}`);
  answer(
    R.equity,
    f.equity,
    () =>
      `Net Income − dividends + paid-in capital = ${n(f.netIncome)} − ${o(f.dividends)} + ${o(f.paidInCapital)}`,
  );
}
