import { formatMillions, formatYearly, formatNumber as n, formatPercent as pct } from "../../format";
import type { CasePack } from "../../types";
import { BASE_YEAR } from "../../years";
import type { LboModelStatement } from "./fields";
import { LBO_MODEL_YEARS as YEARS } from "./formulas";

const LAST_YEAR = YEARS[YEARS.length - 1] ?? BASE_YEAR;
const x = (multiple: number) => `${n(multiple)}x`;

function prompt(s: LboModelStatement): string {
  return (
    `Your fund is considering the acquisition of ${s.company}, a ${s.sector} business with LTM revenue of ` +
    `${formatMillions(s.ltmRevenue)} at a ${pct(s.ltmEbitdaMargin)} EBITDA margin, for ${x(s.entryMultiple)} LTM EBITDA. ` +
    `Build a five-year LBO on the financing below and compute the returns of an exit at ${x(s.exitMultiple)} at ` +
    `the end of ${LAST_YEAR}.`
  );
}

/** The rules in words: every convention that decides a cell (docs/modelling-tests.md#lbo-model). */
const RULES = [
  `Amounts in $ millions, to one decimal; MoM to two decimals, IRR in percent to one decimal. The deal closes on 31 December ${BASE_YEAR}; the years run ${YEARS[0]}–${LAST_YEAR}.`,
  "Signs: Pre-Tax Income, Net Income, Free Cash Flow, Cash Available for Sweep and Net Debt at Exit carry their sign (a loss is negative); every other line is read by its size, so a cost may be typed with or without a minus sign.",
  "The company is bought cash-free and debt-free. Transaction fees are paid at close out of the sources (a use of funds, with no tax effect); financing fees are paid at close too, on the term loan and the notes.",
  "Total Uses = entry enterprise value + transaction fees + financing fees + cash at close; the sponsor's equity funds what the term loan and the notes do not.",
  `D&A and capex are a share of the year's revenue. Net working capital is a share of revenue (in ${BASE_YEAR} too, on LTM revenue), so its increase is that share of the year's growth in revenue.`,
  "Interest is charged on each tranche's balance at the beginning of the year; none is earned on cash or charged on the undrawn revolver.",
  "Financing fees are amortised straight-line over each tranche's term, as non-cash interest: deductible, added back in free cash flow, and still running after the loan is repaid.",
  "A pre-tax loss pays no tax and carries nothing forward.",
  "Free Cash Flow = Net Income + D&A + fee amortisation − capex − increase in NWC.",
  "Each year, pay the term loan's mandatory amortisation (a share of the original principal, at most what is left); Cash Available for Sweep is the cash above the minimum after free cash flow and that payment. If it is negative, the revolver lends the shortfall; if it is positive, it first repays the revolver, then the cash sweep share of what remains prepays the term loan. The rest stays in cash for the next year. The notes are never prepaid.",
  "At exit, Net Debt = revolver + term loan + notes − all the cash on the balance sheet. MoM = exit equity ÷ sponsor equity; IRR = MoM^(1/5) − 1, as the sponsor puts equity in at close and takes it out at the end of the fifth year.",
];

/** The assumptions, one row per field: a single value, or one a year. */
function assumptions(s: LboModelStatement): CasePack["assumptions"] {
  return [
    { label: `LTM revenue (${BASE_YEAR})`, values: [n(s.ltmRevenue)] },
    { label: "LTM EBITDA margin", values: [pct(s.ltmEbitdaMargin)] },
    { label: "Revenue growth", values: s.revenueGrowth.map(pct), yearly: true },
    { label: "EBITDA margin", values: s.ebitdaMargin.map(pct), yearly: true },
    { label: "D&A (% of revenue)", values: [pct(s.daPct)] },
    { label: "Capex (% of revenue)", values: [pct(s.capexPct)] },
    { label: "Net working capital (% of revenue)", values: [pct(s.nwcPct)] },
    { label: "Tax rate", values: [pct(s.taxRate)] },
    { label: "Entry multiple (x LTM EBITDA)", values: [x(s.entryMultiple)] },
    { label: `Exit multiple (x EBITDA ${LAST_YEAR})`, values: [x(s.exitMultiple)] },
    { label: "Transaction fees (% of entry EV)", values: [pct(s.transactionFeesPct)] },
    { label: "Financing fees (% of term loan and notes)", values: [pct(s.financingFeesPct)] },
    { label: "Minimum cash", values: [n(s.minimumCash)] },
    { label: "Cash at close", values: [n(s.openingCash)] },
    { label: "Revolver: commitment, undrawn at close", values: [n(s.revolverCommitment)] },
    { label: "Revolver: interest rate", values: [pct(s.revolverRate)] },
    { label: "Term loan (x LTM EBITDA)", values: [x(s.termLoanMultiple)] },
    { label: "Term loan: interest rate", values: [pct(s.termLoanRate)] },
    {
      label: "Term loan: amortisation (% of original principal a year)",
      values: [pct(s.termLoanAmortisation)],
    },
    { label: "Term loan: cash sweep (% of excess cash)", values: [pct(s.cashSweep)] },
    { label: "Term loan: term", values: [`${s.termLoanYears} years`] },
    { label: "Senior notes (x LTM EBITDA), bullet", values: [x(s.notesMultiple)] },
    { label: "Senior notes: interest rate", values: [pct(s.notesRate)] },
    { label: "Senior notes: term", values: [`${s.notesYears} years`] },
  ];
}

/** The case pack: the prompt, the assumptions as a table, the rules in words (docs/modelling-tests.md#the-case-pack). */
export function lboModelCasePack(s: LboModelStatement): CasePack {
  return { prompt: prompt(s), assumptions: assumptions(s), rules: RULES };
}

/** The case pack in prose alone, as the 180-minute test gives it. */
export function describeLboModel(s: LboModelStatement): string[] {
  const yearly = (values: readonly number[]) => formatYearly(values, YEARS, pct);
  return [
    prompt(s),
    `Revenue grows by ${yearly(s.revenueGrowth)}; the EBITDA margin is ${yearly(s.ebitdaMargin)}.`,
    `D&A is ${pct(s.daPct)} of revenue and capex ${pct(s.capexPct)}; net working capital is ${pct(s.nwcPct)} of revenue. The tax rate is ${pct(s.taxRate)}.`,
    `Transaction fees are ${pct(s.transactionFeesPct)} of the entry enterprise value and financing fees ${pct(s.financingFeesPct)} of the term loan and the notes. The business keeps a minimum cash balance of ${formatMillions(s.minimumCash)} and has ${formatMillions(s.openingCash)} of cash at close.`,
    `The financing: a ${formatMillions(s.revolverCommitment)} revolver at ${pct(s.revolverRate)}, undrawn at close; a term loan of ${x(s.termLoanMultiple)} LTM EBITDA at ${pct(s.termLoanRate)} over ${s.termLoanYears} years, amortising ${pct(s.termLoanAmortisation)} of its original principal a year, with a ${pct(s.cashSweep)} cash sweep; and bullet senior notes of ${x(s.notesMultiple)} LTM EBITDA at ${pct(s.notesRate)} over ${s.notesYears} years.`,
    ...RULES,
  ];
}
