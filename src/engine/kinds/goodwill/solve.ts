import { formatNumber as n, formatPercent as pct } from "../../format";
import type { Sheet } from "../../workbook";
import { GOODWILL_ROWS as R } from "./layout";
import type { GoodwillStatement } from "./statement";

/**
 * drills.md §7, stated once for both calculation paths: premium = offer / current − 1; purchase equity =
 * offer × shares; adjusted book value = book value − existing goodwill; DTL = write-up × t; Goodwill =
 * purchase equity − adjusted book value − write-up + DTL.
 */
export function calculateGoodwill(s: GoodwillStatement, book: Sheet): void {
  book.answer(
    R.offerPremium,
    null,
    100 * (s.offerPrice / s.currentSharePrice - 1),
    () =>
      `(offer price / current share price − 1) × 100 = (${n(s.offerPrice)} / ${n(s.currentSharePrice)} − 1) × 100`,
  );
  const purchaseEquityValue = book.answer(
    R.purchaseEquityValue,
    null,
    s.offerPrice * s.targetShares,
    () => `offer price × target shares = ${n(s.offerPrice)} × ${n(s.targetShares)}`,
  );
  const adjustedBookValue = book.answer(
    R.adjustedBookValue,
    null,
    s.bookValue - s.existingGoodwill,
    () => `book value − existing goodwill = ${n(s.bookValue)} − ${n(s.existingGoodwill)}`,
    () => "the target's old goodwill is written off and replaced by the new",
  );
  const deferredTaxLiability = book.answer(
    R.deferredTaxLiability,
    null,
    (s.assetWriteUp * s.taxRate) / 100,
    () => `asset write-up × tax rate = ${n(s.assetWriteUp)} × ${pct(s.taxRate)}`,
    () => "the written-up assets will be depreciated in the books but not for tax",
  );
  book.answer(
    R.goodwill,
    null,
    purchaseEquityValue - adjustedBookValue - s.assetWriteUp + deferredTaxLiability,
    () =>
      `Purchase Equity Value − Adjusted Book Value − asset write-up + Deferred Tax Liability = ` +
      `${n(purchaseEquityValue)} − ${n(adjustedBookValue)} − ${n(s.assetWriteUp)} + ${n(deferredTaxLiability)}`,
  );
}
