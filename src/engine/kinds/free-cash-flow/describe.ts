import { formatValue, formatGrouped as n } from "../../format";
import type { FreeCashFlowStatement } from "./fields";

const millions = (amount: number) => `$${n(Math.abs(amount))} million`;

/** The free-cash-flow drill as an interviewer asks it. */
export function describeFreeCashFlow(s: FreeCashFlowStatement): string[] {
  const workingCapital =
    s.changeInNwc >= 0
      ? `working capital goes up by ${millions(s.changeInNwc)}`
      : `working capital goes down by ${millions(s.changeInNwc)}, releasing cash`;
  const borrowing =
    s.netBorrowing >= 0
      ? `The company borrows a net ${millions(s.netBorrowing)} of new debt.`
      : `The company repays a net ${millions(s.netBorrowing)} of debt.`;
  return [
    `A company has revenue of ${millions(s.revenue)} and an EBITDA margin of ${n(s.ebitdaMargin)} %.`,
    `D&A is ${millions(s.da)}, CapEx ${millions(s.capex)}, and ${workingCapital}.`,
    `Interest expense is ${millions(s.interestExpense)} and the tax rate ${n(s.taxRate)} %. ${borrowing}`,
    "What are the unlevered and the levered free cash flow?",
    `If the unlevered free cash flow grows ${formatValue(s.terminalGrowth, 1)} % a year forever and the WACC is ` +
      `${formatValue(s.wacc, 1)} %, what is the terminal value, and what EV/EBITDA multiple does it imply?`,
    "Amounts in $ millions as whole numbers, the multiple to one decimal.",
  ];
}
