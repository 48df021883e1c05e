import { formatNumber as n } from "../../format";
import type { Sheet } from "../../workbook";
import { EV_BRIDGE_ROWS as R } from "./layout";
import type { EvBridgeStatement } from "./statement";

/** drills.md §2: the bridge from the share price to enterprise value, and back from a peer multiple. */
export function calculateEvBridge(s: EvBridgeStatement, book: Sheet): void {
  const claims = () => `${n(s.debt)} + ${n(s.preferredStock)} + ${n(s.minorityInterest)}`;
  const equityValue = book.answer(
    R.equityValue,
    null,
    s.sharePrice * s.dilutedShares,
    () => `share price × diluted shares = ${n(s.sharePrice)} × ${n(s.dilutedShares)}`,
  );
  const enterpriseValue = book.answer(
    R.enterpriseValue,
    null,
    equityValue + s.debt + s.preferredStock + s.minorityInterest - s.cash,
    () =>
      `Equity Value + debt + preferred stock + minority interest − cash = ${n(equityValue)} + ${claims()} − ${n(s.cash)}`,
  );
  book.answer(
    R.evEbitda,
    null,
    enterpriseValue / s.ebitda,
    () => `Enterprise Value / EBITDA = ${n(enterpriseValue)} / ${n(s.ebitda)}`,
  );
  book.answer(
    R.priceEarnings,
    null,
    equityValue / s.netIncome,
    () => `Equity Value / net income = ${n(equityValue)} / ${n(s.netIncome)}`,
  );
  const impliedEnterpriseValue = book.answer(
    R.impliedEnterpriseValue,
    null,
    s.peerMultiple * s.ebitda,
    () => `peer multiple × EBITDA = ${n(s.peerMultiple, 1)} × ${n(s.ebitda)}`,
  );
  const impliedEquityValue = book.answer(
    R.impliedEquityValue,
    null,
    impliedEnterpriseValue - s.debt - s.preferredStock - s.minorityInterest + s.cash,
    () =>
      `Implied Enterprise Value − debt − preferred stock − minority interest + cash = ${n(impliedEnterpriseValue)} − ${n(s.debt)} − ${n(s.preferredStock)} − ${n(s.minorityInterest)} + ${n(s.cash)}`,
  );
  book.answer(
    R.impliedSharePrice,
    null,
    impliedEquityValue / s.dilutedShares,
    () => `Implied Equity Value / diluted shares = ${n(impliedEquityValue)} / ${n(s.dilutedShares)}`,
  );
}
