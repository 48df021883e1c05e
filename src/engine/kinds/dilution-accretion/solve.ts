import { formatResult, formatNumber as n, formatPercent as pct, roundTo } from "../../format";
import { PRECISION_BY_KIND } from "../../types";
import type { Sheet } from "../../workbook";
import { DILUTION_ACCRETION_ROWS as R } from "./layout";
import type { DilutionAccretionStatement } from "./statement";

const EPS_DECIMALS = PRECISION_BY_KIND.eps;

/** Purchase price of B = NOSH B × share price B (all of B's shares at its share price). */
export function purchasePriceOf(s: DilutionAccretionStatement): number {
  return s.noshB * s.sharePriceB;
}

/**
 * Shares A issues = ⌈stock % × purchase price / share price A⌉. Computed from whole numbers so that an
 * exact quotient (30 % × 1500 / 15 = 30) is not pushed to 31 by a floating-point 30.000000000000004.
 */
export function newSharesOf(s: DilutionAccretionStatement): number {
  return Math.ceil((s.paidInStockPercent * s.noshB * s.sharePriceB) / (100 * s.sharePriceA));
}

/**
 * The accretion/dilution formulas (spec §5, DESIGN §5), stated once for both calculation paths:
 * EPS Before = NI A / NOSH A; NI Pro Forma = NI A + NI B + synergies − cash % × price × kd × (1 − tax);
 * NOSH Pro Forma = NOSH A + ⌈stock % × price / price A⌉; EPS Pro Forma = round(NI Pro Forma) / NOSH Pro Forma;
 * Accretive only if EPS Pro Forma > EPS Before at two decimals.
 */
export function calculateDilutionAccretion(s: DilutionAccretionStatement, book: Sheet): void {
  const epsBefore = book.answer(
    R.epsBefore,
    null,
    s.netIncomeA / s.noshA,
    () => `net income A / shares A = ${n(s.netIncomeA)} / ${n(s.noshA)}`,
  );

  const price = purchasePriceOf(s);
  const financingCost = (price * s.paidInCashPercent * s.costOfDebt * (100 - s.taxRate)) / 1_000_000;
  // DESIGN §5: EPS Pro Forma is computed from the rounded Net Income Pro Forma.
  const netIncomeProForma = roundTo(
    book.answer(
      R.netIncomeProForma,
      null,
      s.netIncomeA + s.netIncomeB + s.synergies - financingCost,
      () =>
        `net income A + net income B + synergies − after-tax cost of the debt = ` +
        `${n(s.netIncomeA)} + ${n(s.netIncomeB)} + ${n(s.synergies)} − ${n(financingCost)}`,
      () =>
        `after-tax cost of the debt = ${pct(s.paidInCashPercent)} × purchase price ${n(price)} ` +
        `(${n(s.noshB)} × ${n(s.sharePriceB)}) × ${pct(s.costOfDebt)} × (1 − ${pct(s.taxRate)}) = ${n(financingCost)}`,
    ),
    PRECISION_BY_KIND.amount,
  );

  const newShares = newSharesOf(s);
  const noshProForma = book.answer(
    R.noshProForma,
    null,
    s.noshA + newShares,
    () => `shares A + new shares = ${n(s.noshA)} + ${n(newShares)}`,
    () =>
      `new shares = ${pct(s.paidInStockPercent)} × ${n(price)} / ${n(s.sharePriceA)} = ` +
      `${n((s.paidInStockPercent * price) / (100 * s.sharePriceA), 4)}, rounded up to ${n(newShares)}`,
  );

  const epsProForma = book.answer(
    R.epsProForma,
    null,
    netIncomeProForma / noshProForma,
    () => `Net Income Pro Forma / NOSH Pro Forma = ${n(netIncomeProForma)} / ${n(noshProForma)}`,
  );

  const before = roundTo(epsBefore, EPS_DECIMALS);
  const after = roundTo(epsProForma, EPS_DECIMALS);
  const accretive = after > before;
  book.choice(R.dealType, accretive ? "Accretive" : "Dilutive", () => {
    const shown = `EPS Pro Forma ${formatResult(after, EPS_DECIMALS)}`;
    const versus = `EPS Before ${formatResult(before, EPS_DECIMALS)}`;
    return accretive ? `${shown} is above ${versus}` : `${shown} is not above ${versus}`;
  });
}
