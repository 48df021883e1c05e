import { formatNumber as n, roundTo } from "../../format";
import type { Sheet } from "../../workbook";
import { DILUTED_SHARES_ROWS as R } from "./layout";
import type { DilutedSharesStatement } from "./statement";

/**
 * drills.md §3: only options struck below the share price are exercised; their proceeds buy back shares
 * at the share price; the convertible converts only when its conversion price is below the share price.
 */
export function calculateDilutedShares(s: DilutedSharesStatement, book: Sheet): void {
  const exercised = s.options.filter((tranche) => tranche.strike < s.sharePrice);
  const sum = (texts: string[]) => (texts.length === 0 ? "0" : texts.join(" + "));
  const inTheMoney = book.answer(
    R.inTheMoney,
    null,
    exercised.reduce((total, tranche) => total + tranche.count, 0),
    () =>
      `Σ count of the tranches struck below ${n(s.sharePrice)} = ${sum(exercised.map((t) => n(t.count)))}`,
  );
  const proceeds = book.answer(
    R.proceeds,
    null,
    exercised.reduce((total, tranche) => total + tranche.count * tranche.strike, 0),
    () => `Σ count × strike = ${sum(exercised.map((t) => `${n(t.count)} × ${n(t.strike)}`))}`,
  );
  // Option Proceeds is a whole cash amount, and the buy-back spends that whole amount.
  const cashSpent = roundTo(proceeds, R.proceeds.precision);
  const repurchased = book.answer(
    R.repurchased,
    null,
    cashSpent / s.sharePrice,
    () => `Option Proceeds / share price = ${n(cashSpent)} / ${n(s.sharePrice)}`,
  );
  const netNew = book.answer(
    R.netNew,
    null,
    inTheMoney - repurchased,
    () => `In-the-Money Options − Shares Repurchased = ${n(inTheMoney)} − ${n(repurchased, 4)}`,
  );
  const { faceValue, conversionPrice } = s.convertible;
  const converts = conversionPrice < s.sharePrice;
  const convertible = book.answer(R.convertible, null, converts ? faceValue / conversionPrice : 0, () =>
    converts
      ? `face value / conversion price = ${n(faceValue)} / ${n(conversionPrice)}`
      : `0, because the conversion price ${n(conversionPrice)} is above the share price ${n(s.sharePrice)}`,
  );
  const diluted = book.answer(
    R.diluted,
    null,
    s.basicShares + netNew + s.rsus + convertible,
    () =>
      `basic shares + Net New Shares + RSUs + Shares from Convertible = ${[
        n(s.basicShares),
        n(netNew, 4),
        n(s.rsus),
        n(convertible, 4),
      ].join(" + ")}`,
  );
  book.answer(
    R.equityValue,
    null,
    diluted * s.sharePrice,
    () => `Diluted Shares × share price = ${n(diluted, 4)} × ${n(s.sharePrice)}`,
  );
}
