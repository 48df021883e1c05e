import { formatGrouped as n } from "../../format";
import type { GoodwillStatement } from "./fields";

/** The goodwill drill as an interviewer asks it. */
export function describeGoodwill(s: GoodwillStatement): string[] {
  const oldGoodwill =
    s.existingGoodwill === 0
      ? "none of it goodwill"
      : `of which $${n(s.existingGoodwill)} million is existing goodwill`;
  const writeUp =
    s.assetWriteUp === 0
      ? "No assets are written up."
      : `You write up its PP&E by $${n(s.assetWriteUp)} million.`;
  return [
    `A target trades at $${n(s.currentSharePrice)} a share with ${n(s.targetShares)} million shares, ` +
      `and you offer $${n(s.offerPrice)} a share for all of them.`,
    `Its balance sheet shows $${n(s.bookValue)} million of shareholders' equity, ${oldGoodwill}.`,
    `${writeUp} The tax rate is ${n(s.taxRate)} %.`,
    "What premium are you paying, and how much goodwill does the deal create?",
    "The premium in percent to one decimal, amounts in $ millions as whole numbers.",
  ];
}
