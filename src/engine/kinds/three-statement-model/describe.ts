import { formatMillions, formatYearly, formatNumber as n, formatPercent as pct } from "../../format";
import type { CasePack } from "../../types";
import { BASE_YEAR } from "../../years";
import type { ThreeStatementModelStatement } from "./fields";
import { THREE_STATEMENT_MODEL_YEARS as YEARS } from "./formulas";

const LAST_YEAR = YEARS[YEARS.length - 1] ?? BASE_YEAR;
const days = (count: number) => `${n(count)} days`;

function prompt(s: ThreeStatementModelStatement): string {
  return (
    `Your team is looking at ${s.company}, a ${s.sector} business: build an integrated three-year model ` +
    `from its ${BASE_YEAR} balance sheet.`
  );
}

/** The rules in words: every convention that decides a cell (docs/modelling-tests.md#three-statement-model). */
const RULES = [
  `Amounts in $ millions, to one decimal. The balance sheet is at 31 December ${BASE_YEAR}; the years run ${YEARS[0]}–${LAST_YEAR}. A line's value in ${BASE_YEAR} is its opening balance, and Revenue ${BASE_YEAR} is the revenue given.`,
  "Gross Profit = Revenue × gross margin; COGS = Revenue − Gross Profit. EBITDA = Gross Profit − SG&A, SG&A a share of revenue. D&A is a share of PP&E at the start of the year, below gross profit and SG&A: EBIT = EBITDA − D&A, which can be negative.",
  "Interest Expense is charged on the balances at the start of the year: the term debt rate on Term Debt and the revolver rate on the Revolver a year before. No interest is earned on cash.",
  "Taxes = tax rate × Pre-Tax Income, paid in the year; a pre-tax loss pays no tax and carries nothing forward. Net Income = Pre-Tax Income − Taxes.",
  "On a 365-day year: Accounts Receivable = Revenue × DSO ÷ 365; Inventory = COGS × DIO ÷ 365; Accounts Payable = COGS × DPO ÷ 365.",
  "Cash-flow lines are signed: inflows positive, outflows negative. Change in Working Capital = −[(Accounts Receivable − its year before) + (Inventory − its year before) − (Accounts Payable − its year before)], negative when working capital grows. Cash from Operations = Net Income + D&A + Change in Working Capital.",
  "Cash from Investing = −capex, capex a share of revenue; PP&E = PP&E a year before − Cash from Investing − D&A.",
  "Dividends = −payout ratio × Net Income, paid in the year; a loss pays none.",
  "Each year the term debt repays Repayment = min(the repayment, Term Debt a year before), a working line; Term Debt = Term Debt a year before − Repayment.",
  "The revolver is the plug, not cash. Cash before the revolver = Cash a year before + Cash from Operations + Cash from Investing − Repayment + Dividends. Below the minimum cash, the revolver is drawn to bring cash up to the minimum; above it, the excess first repays the revolver and the rest builds up as cash: Revolver = max(0, Revolver a year before + minimum cash − cash before the revolver). The cases are drawn so that the revolver stays within its commitment.",
  "Cash from Financing = −Repayment + Dividends + (Revolver − Revolver a year before); Net Change in Cash = Cash from Operations + Cash from Investing + Cash from Financing; Cash = Cash a year before + Net Change in Cash.",
  "There are no other balance-sheet items: Total Assets = Cash + Accounts Receivable + Inventory + PP&E; Total Equity = Total Equity a year before + Net Income + Dividends. Balance Check = Total Assets − (Accounts Payable + Revolver + Term Debt + Total Equity), 0.0 when the model balances.",
  "EBIT, Pre-Tax Income, Net Income, the cash-flow lines and the Balance Check carry their sign; every other line is never negative.",
];

/** The assumptions, one row per field: a single value, or one a year. */
function assumptions(s: ThreeStatementModelStatement): CasePack["assumptions"] {
  const opening = (label: string, amount: number) => ({
    label: `${label} (31 December ${BASE_YEAR})`,
    values: [n(amount)],
  });
  return [
    { label: `Revenue (${BASE_YEAR})`, values: [n(s.baseRevenue)] },
    { label: "Revenue growth", values: s.revenueGrowth.map(pct), yearly: true },
    { label: "Gross margin", values: [pct(s.grossMargin)] },
    { label: "SG&A (% of revenue)", values: [pct(s.sgaPct)] },
    { label: "D&A (% of PP&E at the start of the year)", values: [pct(s.daPct)] },
    { label: "Capex (% of revenue)", values: [pct(s.capexPct)] },
    { label: "Receivable days (DSO, of revenue)", values: [days(s.dso)] },
    { label: "Inventory days (DIO, of COGS)", values: [days(s.dio)] },
    { label: "Payable days (DPO, of COGS)", values: [days(s.dpo)] },
    { label: "Tax rate", values: [pct(s.taxRate)] },
    { label: "Term debt: interest rate", values: [pct(s.termDebtRate)] },
    { label: "Term debt: repayment a year", values: [n(s.termDebtRepayment)] },
    { label: "Revolver: interest rate", values: [pct(s.revolverRate)] },
    { label: "Revolver: commitment", values: [n(s.revolverCommitment)] },
    { label: "Minimum cash", values: [n(s.minimumCash)] },
    { label: "Dividend payout (% of net income)", values: [pct(s.payoutRatio)] },
    opening("Cash", s.openingCash),
    opening("Accounts receivable", s.openingReceivables),
    opening("Inventory", s.openingInventory),
    opening("PP&E", s.openingPpe),
    opening("Accounts payable", s.openingPayables),
    opening("Revolver", s.openingRevolver),
    opening("Term debt", s.openingTermDebt),
    opening("Total equity", s.openingEquity),
  ];
}

/** The case pack: the prompt, the assumptions as a table, the rules in words (docs/modelling-tests.md#the-case-pack). */
export function threeStatementModelCasePack(s: ThreeStatementModelStatement): CasePack {
  return { prompt: prompt(s), assumptions: assumptions(s), rules: RULES };
}

/** The case pack in prose alone. */
export function describeThreeStatementModel(s: ThreeStatementModelStatement): string[] {
  const yearly = (values: readonly number[]) => formatYearly(values, YEARS, pct);
  return [
    prompt(s),
    `Revenue was ${formatMillions(s.baseRevenue)} in ${BASE_YEAR} and grows by ${yearly(s.revenueGrowth)}. The gross margin is ${pct(s.grossMargin)} and SG&A ${pct(s.sgaPct)} of revenue.`,
    `D&A is ${pct(s.daPct)} of PP&E at the start of the year and capex ${pct(s.capexPct)} of revenue. The tax rate is ${pct(s.taxRate)}, and ${pct(s.payoutRatio)} of net income is paid out as dividends.`,
    `Receivables are ${days(s.dso)} of revenue, inventory ${days(s.dio)} of COGS and payables ${days(s.dpo)} of COGS.`,
    `The term debt bears interest at ${pct(s.termDebtRate)} and repays ${formatMillions(s.termDebtRepayment)} a year. The ${formatMillions(s.revolverCommitment)} revolver bears interest at ${pct(s.revolverRate)}; the business keeps a minimum cash balance of ${formatMillions(s.minimumCash)}.`,
    `The balance sheet at 31 December ${BASE_YEAR}: cash ${formatMillions(s.openingCash)}, accounts receivable ${formatMillions(s.openingReceivables)}, inventory ${formatMillions(s.openingInventory)} and PP&E ${formatMillions(s.openingPpe)}; accounts payable ${formatMillions(s.openingPayables)}, revolver ${formatMillions(s.openingRevolver)}, term debt ${formatMillions(s.openingTermDebt)} and total equity ${formatMillions(s.openingEquity)}.`,
    ...RULES,
  ];
}
