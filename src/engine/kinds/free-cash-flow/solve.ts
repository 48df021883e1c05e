import { formatRate, formatNumber as n, formatOperand as o, formatPercent as pct } from "../../format";
import type { Sheet } from "../../workbook";
import { FREE_CASH_FLOW_ROWS as R } from "./layout";
import type { FreeCashFlowStatement } from "./statement";

/**
 * drills.md §6, stated once for both calculation paths: EBITDA = revenue × margin; EBIT = EBITDA − D&A;
 * NOPAT = EBIT × (1 − t); unlevered FCF = NOPAT + D&A − CapEx − ΔNWC; levered FCF = (EBIT − interest) ×
 * (1 − t) + D&A − CapEx − ΔNWC + net borrowing; TV = unlevered FCF × (1 + g) / (WACC − g).
 */
export function calculateFreeCashFlow(s: FreeCashFlowStatement, book: Sheet): void {
  const keep = formatRate(100 - s.taxRate);
  const ebitda = book.answer(
    R.ebitda,
    null,
    (s.revenue * s.ebitdaMargin) / 100,
    () => `revenue × EBITDA margin = ${n(s.revenue)} × ${pct(s.ebitdaMargin)}`,
  );
  const ebit = book.answer(R.ebit, null, ebitda - s.da, () => `EBITDA − D&A = ${n(ebitda)} − ${n(s.da)}`);
  const nopat = book.answer(
    R.nopat,
    null,
    (ebit * (100 - s.taxRate)) / 100,
    () => `EBIT × (1 − tax rate) = ${n(ebit)} × ${keep}`,
    () => "the tax the company would pay with no debt: interest is left out",
  );
  const reinvestment = () => `${n(s.da)} − ${n(s.capex)} − ${o(s.changeInNwc)}`;
  const unlevered = book.answer(
    R.unlevered,
    null,
    nopat + s.da - s.capex - s.changeInNwc,
    () => `NOPAT + D&A − CapEx − change in NWC = ${n(nopat)} + ${reinvestment()}`,
    () =>
      "the cash available to all investors, lenders and shareholders alike, so it is discounted at the WACC",
  );
  book.answer(
    R.levered,
    null,
    ((ebit - s.interestExpense) * (100 - s.taxRate)) / 100 + s.da - s.capex - s.changeInNwc + s.netBorrowing,
    () =>
      `(EBIT − interest) × (1 − tax rate) + D&A − CapEx − change in NWC + net borrowing = ` +
      `(${n(ebit)} − ${n(s.interestExpense)}) × ${keep} + ${reinvestment()} + ${o(s.netBorrowing)}`,
    () =>
      "the cash left for shareholders after interest and debt flows, so it is discounted at the cost of equity",
  );
  const terminalValue = book.answer(
    R.terminalValue,
    null,
    (unlevered * (100 + s.terminalGrowth)) / (s.wacc - s.terminalGrowth),
    () =>
      `Unlevered Free Cash Flow × (1 + g) / (WACC − g) = ${n(unlevered)} × ${formatRate(100 + s.terminalGrowth)} / ` +
      `(${formatRate(s.wacc)} − ${formatRate(s.terminalGrowth)})`,
  );
  book.answer(
    R.impliedMultiple,
    null,
    terminalValue / ebitda,
    () => `Terminal Value / EBITDA = ${n(terminalValue)} / ${n(ebitda)}`,
  );
}
