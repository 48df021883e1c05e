import { formatValue, formatGrouped as n } from "../../format";
import type { QuickLboStatement } from "./fields";

const times = (multiple: number) => `${formatValue(multiple, 1)}x`;

/** The quick LBO as an interviewer asks it. */
export function describeQuickLbo(s: QuickLboStatement): string[] {
  const growth = s.ebitdaGrowth === 0 ? "EBITDA stays flat" : `EBITDA grows ${n(s.ebitdaGrowth)} % a year`;
  const paydown =
    s.annualDebtPaydown === 0
      ? "No debt is repaid before the exit."
      : `The company pays down $${n(s.annualDebtPaydown)} million of debt every year.`;
  return [
    `A PE firm buys a company with $${n(s.ebitda)} million of EBITDA at ${times(s.entryMultiple)} EBITDA, ` +
      `financed with ${times(s.debtMultiple)} EBITDA of debt and the rest in equity.`,
    `${growth}, and the firm sells after ${s.years} years at ${times(s.exitMultiple)} EBITDA.`,
    paydown,
    "Walk me through the equity at entry and at exit. What are the money multiple and the IRR?",
    "Amounts in $ millions as whole numbers, MoM to one decimal, IRR as a whole percent.",
  ];
}
