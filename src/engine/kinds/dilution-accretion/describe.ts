import { formatNumber as n, formatPercent as pct } from "../../format";
import type { DilutionAccretionStatement } from "./fields";

function paymentSentence(s: DilutionAccretionStatement): string {
  const debt = `borrowed at a cost of debt of ${pct(s.costOfDebt)}`;
  const shares = "new A shares issued at A's share price";
  if (s.paidInStockPercent === 0) return `The price is paid entirely in cash, ${debt}.`;
  if (s.paidInCashPercent === 0) return `The price is paid entirely in ${shares}.`;
  return `The price is paid ${pct(s.paidInCashPercent)} in cash, ${debt}, and ${pct(s.paidInStockPercent)} in ${shares}.`;
}

/** The accretion/dilution statement as the sentences a student reads before answering. */
export function describeDilutionAccretion(s: DilutionAccretionStatement): string[] {
  return [
    `Company A: net income ${n(s.netIncomeA)}, ${n(s.noshA)} shares, share price ${n(s.sharePriceA)}.`,
    `Company B: net income ${n(s.netIncomeB)}, ${n(s.noshB)} shares, share price ${n(s.sharePriceB)}.`,
    "A buys all of B's shares at B's share price.",
    paymentSentence(s),
    `The tax rate is ${pct(s.taxRate)}; interest on the new debt is tax-deductible.`,
    s.synergies === 0 ? "There are no synergies." : `Synergies add ${n(s.synergies)} to net income.`,
    "Round the number of new shares up to a whole share, Net Income Pro Forma and NOSH Pro Forma to " +
      "whole numbers, and EPS to two decimals.",
    "The deal is Accretive only if EPS Pro Forma is above EPS Before (both at two decimals), otherwise Dilutive.",
  ];
}
