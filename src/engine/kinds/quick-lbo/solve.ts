import { formatRate, formatNumber as n, formatOperand as o } from "../../format";
import type { Sheet } from "../../workbook";
import { QUICK_LBO_ROWS as R } from "./layout";
import type { QuickLboStatement } from "./statement";

/**
 * drills.md §4, stated once for both calculation paths: Entry EV = EBITDA × entry multiple, Entry Debt =
 * EBITDA × debt multiple, Exit EBITDA = EBITDA × (1 + g)^years, Exit Debt = Entry Debt − years × paydown,
 * MoM = Exit Equity / Entry Equity, IRR = MoM^(1/years) − 1 (in percent).
 */
export function calculateQuickLbo(s: QuickLboStatement, book: Sheet): void {
  const entryEnterpriseValue = book.answer(
    R.entryEnterpriseValue,
    null,
    s.ebitda * s.entryMultiple,
    () => `EBITDA × entry multiple = ${n(s.ebitda)} × ${n(s.entryMultiple)}`,
  );
  const entryDebt = book.answer(
    R.entryDebt,
    null,
    s.ebitda * s.debtMultiple,
    () => `EBITDA × debt multiple = ${n(s.ebitda)} × ${n(s.debtMultiple)}`,
  );
  const entryEquity = book.answer(
    R.entryEquity,
    null,
    entryEnterpriseValue - entryDebt,
    () => `Entry Enterprise Value − Entry Debt = ${n(entryEnterpriseValue)} − ${n(entryDebt)}`,
  );
  const exitEbitda = book.answer(
    R.exitEbitda,
    null,
    s.ebitda * (1 + s.ebitdaGrowth / 100) ** s.years,
    () => `EBITDA × (1 + growth)^years = ${n(s.ebitda)} × ${formatRate(100 + s.ebitdaGrowth)}^${s.years}`,
  );
  const exitEnterpriseValue = book.answer(
    R.exitEnterpriseValue,
    null,
    exitEbitda * s.exitMultiple,
    () => `Exit EBITDA × exit multiple = ${n(exitEbitda)} × ${n(s.exitMultiple)}`,
  );
  const exitDebt = book.answer(
    R.exitDebt,
    null,
    entryDebt - s.years * s.annualDebtPaydown,
    () => `Entry Debt − years × annual paydown = ${n(entryDebt)} − ${s.years} × ${n(s.annualDebtPaydown)}`,
  );
  const exitEquity = book.answer(
    R.exitEquity,
    null,
    exitEnterpriseValue - exitDebt,
    () => `Exit Enterprise Value − Exit Debt = ${n(exitEnterpriseValue)} − ${o(exitDebt)}`,
  );
  const multipleOfMoney = book.answer(
    R.multipleOfMoney,
    null,
    exitEquity / entryEquity,
    () => `Exit Equity / Entry Equity = ${n(exitEquity)} / ${n(entryEquity)}`,
  );
  book.answer(
    R.irr,
    null,
    100 * (multipleOfMoney ** (1 / s.years) - 1),
    () => `(MoM^(1 / years) − 1) × 100 = (${n(multipleOfMoney, 4)}^(1/${s.years}) − 1) × 100`,
    () => "rule of thumb: 2x in 3 years ≈ 26 %, 2x in 5 years ≈ 15 %, 3x in 5 years ≈ 25 %",
  );
}
