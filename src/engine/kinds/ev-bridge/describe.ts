import { formatNumber as n } from "../../format";
import type { EvBridgeStatement } from "./fields";

function claimsSentence(s: EvBridgeStatement): string {
  const preferred =
    s.preferredStock === 0 ? "no preferred stock" : `$${n(s.preferredStock)} million of preferred stock`;
  const minority =
    s.minorityInterest === 0
      ? "no minority interest"
      : `$${n(s.minorityInterest)} million of minority interest`;
  return `It has $${n(s.debt)} million of debt, ${preferred}, ${minority} and $${n(s.cash)} million of cash.`;
}

/** The question as an interviewer says it. */
export function describeEvBridge(s: EvBridgeStatement): string[] {
  return [
    `A company trades at $${n(s.sharePrice)} a share with ${n(s.dilutedShares)} million diluted shares.`,
    claimsSentence(s),
    `EBITDA is $${n(s.ebitda)} million and net income $${n(s.netIncome)} million.`,
    "What are its equity value, enterprise value, EV/EBITDA and P/E?",
    `Peers trade at ${n(s.peerMultiple, 1)}× EBITDA. What enterprise value, equity value and share price does that imply?`,
    "Amounts in millions, multiples to one decimal, the share price to two.",
  ];
}
