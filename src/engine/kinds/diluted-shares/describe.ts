import { formatList, formatNumber as n } from "../../format";
import type { DilutedSharesStatement } from "./fields";

/** The question as an interviewer says it. */
export function describeDilutedShares(s: DilutedSharesStatement): string[] {
  const tranches = s.options.map(
    (tranche) => `${n(tranche.count, 1)} million at a strike of $${n(tranche.strike)}`,
  );
  const { faceValue, conversionPrice } = s.convertible;
  return [
    `The share price is $${n(s.sharePrice)} and there are ${n(s.basicShares)} million basic shares.`,
    `There are options on ${formatList(tranches)}.`,
    `There are ${n(s.rsus, 1)} million RSUs and a $${n(faceValue)} million convertible bond that converts at $${n(conversionPrice)} a share.`,
    "What is the diluted share count, by the treasury stock method, and the diluted equity value?",
    "Share counts in millions to two decimals; amounts in millions.",
  ];
}
