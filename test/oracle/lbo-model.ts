// The LBO modelling test's independent oracle, written from docs/modelling-tests.md#lbo-model apart from the
// engine: its 81 cells on either path, the ranges and conditions of its statements, and the two worked examples
// of the specification (test/oracle/index.ts and test/oracle/model-lines.ts give the conventions they share).
import {
  checkAtMostOneNegative,
  checkNames,
  checkYearly,
  field,
  lineOn,
  type ModelCell,
  typedModel,
  yearly,
} from "./model-lines";
import type { Checker, DrillOracle, Fields, HandWorkedExample, SolutionPath } from "./shared";

/** docs/modelling-tests.md#lbo-model: percents in percent (taxRate 25 is 25 %), lists one value a year 2025…2029. */
export interface LboModelStatement {
  company: string;
  sector: string;
  ltmRevenue: number;
  ltmEbitdaMargin: number;
  revenueGrowth: number[];
  ebitdaMargin: number[];
  daPct: number;
  capexPct: number;
  nwcPct: number;
  taxRate: number;
  entryMultiple: number;
  exitMultiple: number;
  transactionFeesPct: number;
  financingFeesPct: number;
  minimumCash: number;
  openingCash: number;
  revolverCommitment: number;
  revolverRate: number;
  termLoanMultiple: number;
  termLoanRate: number;
  termLoanAmortisation: number;
  cashSweep: number;
  notesMultiple: number;
  notesRate: number;
  termLoanYears: number;
  notesYears: number;
}

const YEARS = [2025, 2026, 2027, 2028, 2029] as const;

/** One year of the model: the fourteen cells and the working lines. */
interface LboYear {
  revenue: number;
  ebitda: number;
  depreciation: number;
  capex: number;
  increaseInNwc: number;
  ebit: number;
  revolverInterest: number;
  termLoanInterest: number;
  preTaxIncome: number;
  taxes: number;
  netIncome: number;
  freeCashFlow: number;
  mandatoryAmortisation: number;
  cashAvailableForSweep: number;
  revolverEnd: number;
  termLoanSweep: number;
  termLoanEnd: number;
  cashEnd: number;
}

/** Every line of the model on `path`, in the order the formulas depend on each other. */
function lboModelLines(s: LboModelStatement, path: SolutionPath) {
  const line = lineOn(path);
  const pct = (name: keyof LboModelStatement) => field(s, name) / 100;
  const growth = yearly(s, "revenueGrowth", YEARS.length);
  const margins = yearly(s, "ebitdaMargin", YEARS.length);

  const ltmEbitda = line(field(s, "ltmRevenue") * pct("ltmEbitdaMargin"));
  const entryEnterpriseValue = line(field(s, "entryMultiple") * ltmEbitda);
  const termLoan = line(field(s, "termLoanMultiple") * ltmEbitda);
  const seniorNotes = line(field(s, "notesMultiple") * ltmEbitda);
  const totalUses = line(
    entryEnterpriseValue * (1 + pct("transactionFeesPct")) +
      pct("financingFeesPct") * (termLoan + seniorNotes) +
      field(s, "openingCash"),
  );
  const sponsorEquity = line(totalUses - termLoan - seniorNotes);
  const notesInterest = line(pct("notesRate") * seniorNotes);
  const feeAmortisation = line(
    pct("financingFeesPct") * (termLoan / field(s, "termLoanYears") + seniorNotes / field(s, "notesYears")),
  );

  const years: LboYear[] = [];
  let before = {
    revenue: field(s, "ltmRevenue"),
    revolverEnd: 0,
    termLoanEnd: termLoan,
    cashEnd: field(s, "openingCash"),
  };
  YEARS.forEach((_, t) => {
    const revenue = line(before.revenue * (1 + (growth[t] as number) / 100));
    const ebitda = line((revenue * (margins[t] as number)) / 100);
    const depreciation = line(pct("daPct") * revenue);
    const capex = line(pct("capexPct") * revenue);
    const increaseInNwc = line(pct("nwcPct") * (revenue - before.revenue));
    const ebit = line(ebitda - depreciation);
    const revolverInterest = line(pct("revolverRate") * before.revolverEnd);
    const termLoanInterest = line(pct("termLoanRate") * before.termLoanEnd);
    const preTaxIncome = line(ebit - revolverInterest - termLoanInterest - notesInterest - feeAmortisation);
    const taxes = line(pct("taxRate") * Math.max(0, preTaxIncome));
    const netIncome = line(preTaxIncome - taxes);
    const freeCashFlow = line(netIncome + depreciation + feeAmortisation - capex - increaseInNwc);
    const mandatoryAmortisation = line(Math.min(pct("termLoanAmortisation") * termLoan, before.termLoanEnd));
    const cashAvailableForSweep = line(
      before.cashEnd - field(s, "minimumCash") + freeCashFlow - mandatoryAmortisation,
    );
    const revolverEnd = line(Math.max(0, before.revolverEnd - cashAvailableForSweep));
    const termLoanSweep = line(
      Math.min(
        pct("cashSweep") * Math.max(0, cashAvailableForSweep - before.revolverEnd),
        before.termLoanEnd - mandatoryAmortisation,
      ),
    );
    const termLoanEnd = line(before.termLoanEnd - mandatoryAmortisation - termLoanSweep);
    const cashEnd = line(
      before.cashEnd +
        freeCashFlow -
        mandatoryAmortisation +
        (revolverEnd - before.revolverEnd) -
        termLoanSweep,
    );
    const year: LboYear = {
      revenue,
      ebitda,
      depreciation,
      capex,
      increaseInNwc,
      ebit,
      revolverInterest,
      termLoanInterest,
      preTaxIncome,
      taxes,
      netIncome,
      freeCashFlow,
      mandatoryAmortisation,
      cashAvailableForSweep,
      revolverEnd,
      termLoanSweep,
      termLoanEnd,
      cashEnd,
    };
    years.push(year);
    before = year;
  });

  const last = before as LboYear;
  const exitEnterpriseValue = line(field(s, "exitMultiple") * last.ebitda);
  const netDebtAtExit = line(last.revolverEnd + last.termLoanEnd + seniorNotes - last.cashEnd);
  const exitEquity = line(exitEnterpriseValue - netDebtAtExit);
  const multipleOfMoney = line(exitEquity / sponsorEquity, 2);
  // Excel's IRR of −Sponsor Equity, 0, 0, 0, 0, Exit Equity; on the carried path from the two-decimal MoM.
  const irr = 100 * (multipleOfMoney ** (1 / YEARS.length) - 1);

  return {
    ltmEbitda,
    entryEnterpriseValue,
    termLoan,
    seniorNotes,
    totalUses,
    sponsorEquity,
    notesInterest,
    years,
    exitEnterpriseValue,
    netDebtAtExit,
    exitEquity,
    multipleOfMoney,
    irr,
  };
}

/** The fourteen cells of each year, by label, in display order. */
const YEARLY_CELLS: readonly (readonly [label: string, line: keyof LboYear])[] = [
  ["Revenue", "revenue"],
  ["EBITDA", "ebitda"],
  ["EBIT", "ebit"],
  ["Revolver Interest", "revolverInterest"],
  ["Term Loan Interest", "termLoanInterest"],
  ["Pre-Tax Income", "preTaxIncome"],
  ["Taxes", "taxes"],
  ["Net Income", "netIncome"],
  ["Free Cash Flow", "freeCashFlow"],
  ["Cash Available for Sweep", "cashAvailableForSweep"],
  ["Revolver End", "revolverEnd"],
  ["Term Loan Sweep", "termLoanSweep"],
  ["Term Loan End", "termLoanEnd"],
  ["Cash End", "cashEnd"],
];

/** docs/modelling-tests.md#lbo-model: the 81 cells, each typed at its display decimals. */
function lboModelAnswers(s: LboModelStatement, path: SolutionPath = "exact"): Record<string, string> {
  const m = lboModelLines(s, path);
  const cells = new Map<string, ModelCell>([
    ["LTM EBITDA", [m.ltmEbitda, 1]],
    ["Entry Enterprise Value", [m.entryEnterpriseValue, 1]],
    ["Term Loan", [m.termLoan, 1]],
    ["Senior Notes", [m.seniorNotes, 1]],
    ["Total Uses", [m.totalUses, 1]],
    ["Sponsor Equity", [m.sponsorEquity, 1]],
  ]);
  YEARS.forEach((year, t) => {
    for (const [label, line] of YEARLY_CELLS)
      cells.set(`${label} ${year}`, [(m.years[t] as LboYear)[line], 1]);
  });
  cells.set("Exit Enterprise Value", [m.exitEnterpriseValue, 1]);
  cells.set("Net Debt at Exit", [m.netDebtAtExit, 1]);
  cells.set("Exit Equity", [m.exitEquity, 1]);
  cells.set("MoM", [m.multipleOfMoney, 2]);
  cells.set("IRR", [m.irr, 1]);
  return typedModel(cells);
}

const multipleOf = (step: number) => ({ step });

/** The single-number fields the formulas read. */
const NUMBER_FIELDS = [
  "ltmRevenue",
  "ltmEbitdaMargin",
  "daPct",
  "capexPct",
  "nwcPct",
  "taxRate",
  "entryMultiple",
  "exitMultiple",
  "transactionFeesPct",
  "financingFeesPct",
  "minimumCash",
  "openingCash",
  "revolverCommitment",
  "revolverRate",
  "termLoanMultiple",
  "termLoanRate",
  "termLoanAmortisation",
  "cashSweep",
  "notesMultiple",
  "notesRate",
  "termLoanYears",
  "notesYears",
] as const satisfies readonly (keyof LboModelStatement)[];

/** Every range, step and stated condition of docs/modelling-tests.md#lbo-model; computed ones on the exact path. */
function lboModelProblems(s: Fields, c: Checker): void {
  checkNames(c, s);
  const ltmRevenue = c.number(s, "ltmRevenue", { min: 200, max: 2000, step: 10 });
  const ltmEbitdaMargin = c.number(s, "ltmEbitdaMargin", { min: 12, max: 30, whole: true });
  const growth = checkYearly(c, s, "revenueGrowth", YEARS.length, { min: -5, max: 12, step: 0.5 });
  checkAtMostOneNegative(c, "revenueGrowth", growth);
  const margins = checkYearly(c, s, "ebitdaMargin", YEARS.length, { min: 10, max: 35, step: 0.5 });
  if (margins !== undefined && ltmEbitdaMargin !== undefined) {
    margins.forEach((margin, t) => {
      const before = t === 0 ? ltmEbitdaMargin : (margins[t - 1] as number);
      if (Math.abs(margin - before) > 2 + 1e-9)
        c.add(`ebitdaMargin[${t}] = ${margin} is more than 2.0 from the year before (${before})`);
    });
  }
  const daPct = c.number(s, "daPct", { min: 1.5, max: 6, step: 0.5 });
  const capexPct = c.number(s, "capexPct", { min: 1.5, max: 7, step: 0.5 });
  if (daPct !== undefined && capexPct !== undefined && capexPct < daPct - 0.5)
    c.add(`capexPct = ${capexPct} is below daPct − 0.5 = ${daPct - 0.5}`);
  c.number(s, "nwcPct", { min: 0, max: 20, whole: true });
  c.number(s, "taxRate", { min: 20, max: 30, whole: true });
  const entryMultiple = c.number(s, "entryMultiple", { min: 7, max: 12, step: 0.5 });
  c.number(
    s,
    "exitMultiple",
    entryMultiple === undefined
      ? multipleOf(0.5)
      : { min: entryMultiple - 1, max: entryMultiple + 1, step: 0.5 },
  );
  c.number(s, "transactionFeesPct", { min: 1, max: 3, step: 0.5 });
  c.number(s, "financingFeesPct", { min: 1.5, max: 3, step: 0.5 });
  const minimumCash = c.number(s, "minimumCash", { min: 5, step: 5 });
  if (minimumCash !== undefined && ltmRevenue !== undefined) {
    if (minimumCash < 0.01 * ltmRevenue || minimumCash > 0.05 * ltmRevenue)
      c.add(`minimumCash = ${minimumCash} is not 1–5 % of ltmRevenue ${ltmRevenue}`);
  }
  c.number(
    s,
    "openingCash",
    minimumCash === undefined ? multipleOf(5) : { min: minimumCash, max: minimumCash + 25, step: 5 },
  );
  const commitment = c.number(s, "revolverCommitment", multipleOf(5));
  if (commitment !== undefined && ltmRevenue !== undefined && ltmEbitdaMargin !== undefined) {
    const ltmEbitda = (ltmRevenue * ltmEbitdaMargin) / 100;
    if (commitment < 0.25 * ltmEbitda - 1e-9 || commitment > ltmEbitda + 1e-9)
      c.add(`revolverCommitment = ${commitment} is not 25–100 % of LTM EBITDA ${ltmEbitda}`);
  }
  const revolverRate = c.number(s, "revolverRate", { min: 5, max: 9, step: 0.25 });
  const termLoanMultiple = c.number(s, "termLoanMultiple", { min: 2, max: 4.5, step: 0.25 });
  const termLoanRate = c.number(s, "termLoanRate", { min: 6, max: 10, step: 0.25 });
  c.oneOf(s, "termLoanAmortisation", [1, 2.5, 5, 7.5, 10]);
  c.oneOf(s, "cashSweep", [50, 75, 100]);
  const notesMultiple = c.number(s, "notesMultiple", { min: 1, max: 2.5, step: 0.25 });
  const notesRate = c.number(s, "notesRate", { min: 7, max: 12, step: 0.25 });
  c.oneOf(s, "termLoanYears", [6, 7]);
  c.oneOf(s, "notesYears", [7, 8]);
  if (termLoanMultiple !== undefined && notesMultiple !== undefined) {
    const leverage = termLoanMultiple + notesMultiple;
    if (leverage < 4 || leverage > 6.5)
      c.add(`termLoanMultiple + notesMultiple = ${leverage} is not 4.0–6.5`);
  }
  if (revolverRate !== undefined && termLoanRate !== undefined && revolverRate > termLoanRate)
    c.add(`revolverRate = ${revolverRate} is above termLoanRate = ${termLoanRate}`);
  if (termLoanRate !== undefined && notesRate !== undefined && !(termLoanRate < notesRate))
    c.add(`termLoanRate = ${termLoanRate} is not below notesRate = ${notesRate}`);

  const numbers = NUMBER_FIELDS.map((name) => s[name]);
  if (growth === undefined || margins === undefined || commitment === undefined) return;
  if (!numbers.every((value) => typeof value === "number" && Number.isFinite(value))) return;
  computedProblems(s as unknown as LboModelStatement, commitment, c);
}

/** The conditions the generator redraws until, on the exact values. */
function computedProblems(s: LboModelStatement, commitment: number, c: Checker): void {
  const m = lboModelLines(s, "exact");
  const share = (100 * m.sponsorEquity) / m.totalUses;
  if (share < 30 || share > 70) c.add(`Sponsor Equity is ${share.toFixed(2)} % of Total Uses, not 30–70 %`);
  m.years.forEach((year, t) => {
    const cashInterest = year.revolverInterest + year.termLoanInterest + m.notesInterest;
    if (year.ebitda < 1.5 * cashInterest)
      c.add(`EBITDA ${YEARS[t]} = ${year.ebitda} is below 1.5 × cash interest ${cashInterest}`);
    if (year.revolverEnd > commitment)
      c.add(`Revolver End ${YEARS[t]} = ${year.revolverEnd} is above revolverCommitment ${commitment}`);
  });
  const positive = m.years.filter((year) => year.freeCashFlow > 0).length;
  if (positive < 4) c.add(`Free Cash Flow is positive in ${positive} years, not four or five`);
  if (!(m.exitEquity > 0)) c.add(`Exit Equity = ${m.exitEquity} is not positive`);
  if (!(m.irr >= 5 && m.irr <= 40)) c.add(`IRR = ${m.irr.toFixed(3)} % is not 5.0–40.0 %`);
}

// The two worked examples of docs/modelling-tests.md#lbo-model, with the cells it states and their values as it
// gives them (the specification's own arithmetic is copied beside them). Company and sector are not given
// there; any names do.
const examples: readonly HandWorkedExample<"lbo-model", LboModelStatement>[] = [
  // LTM EBITDA 200.0, EV 2,000.0, Term Loan 600.0, Notes 400.0, Total Uses 2,080.0, Sponsor Equity 1,080.0.
  // 2025: Pre-Tax Income 178.5 − 48 − 40 − 2 % × (600/6 + 400/8) = 87.5;
  // FCF 65.625 + 31.5 + 3 − 31.5 − 5 = 63.6; Cash Available 63.6 − 30 = 33.6, all of it swept.
  {
    slug: "lbo-model",
    title: "A: no revolver",
    statement: {
      company: "Example A Holdings",
      sector: "Industrials",
      ltmRevenue: 1000,
      ltmEbitdaMargin: 20,
      revenueGrowth: [5, 5, 5, 5, 5],
      ebitdaMargin: [20, 20, 20, 20, 20],
      daPct: 3,
      capexPct: 3,
      nwcPct: 10,
      taxRate: 25,
      entryMultiple: 10,
      exitMultiple: 10,
      transactionFeesPct: 2,
      financingFeesPct: 2,
      minimumCash: 20,
      openingCash: 20,
      revolverCommitment: 100,
      revolverRate: 6,
      termLoanMultiple: 3,
      termLoanRate: 8,
      termLoanAmortisation: 5,
      cashSweep: 100,
      termLoanYears: 6,
      notesMultiple: 2,
      notesRate: 10,
      notesYears: 8,
    },
    answers: {
      "LTM EBITDA": "200.0",
      "Entry Enterprise Value": "2000.0",
      "Term Loan": "600.0",
      "Senior Notes": "400.0",
      "Total Uses": "2080.0",
      "Sponsor Equity": "1080.0",
      "Revenue 2025": "1050.0",
      "EBITDA 2025": "210.0",
      "EBIT 2025": "178.5",
      "Term Loan Interest 2025": "48.0",
      "Pre-Tax Income 2025": "87.5",
      "Taxes 2025": "21.9",
      "Net Income 2025": "65.6",
      "Free Cash Flow 2025": "63.6",
      "Cash Available for Sweep 2025": "33.6",
      "Term Loan Sweep 2025": "33.6",
      "Term Loan End 2025": "536.4",
      "Cash End 2025": "20.0",
      "Term Loan Interest 2026": "42.9",
      "EBITDA 2029": "255.3",
      "Term Loan End 2029": "169.5",
      "Exit Enterprise Value": "2552.6",
      "Net Debt at Exit": "549.5",
      "Exit Equity": "2003.0",
      MoM: "1.85",
      IRR: "13.1",
    },
  },
  // LTM EBITDA 80.0, EV 720.0, Term Loan 320.0, Notes 160.0, Total Uses 766.4, Sponsor Equity 286.4;
  // fee amortisation 2.5 % × (320/7 + 160/8) = 1.643.
  // 2025: Pre-Tax Income 42.75 − 25.6 − 16 − 1.643 = −0.5; FCF −0.493 + 23.75 + 1.643 − 23.75 + 3.75 = 4.9;
  // Cash Available 5 + 4.9 − 16 = −6.1, which the revolver lends.
  // 2029: Sweep 50 % × (16.62 − 7.92) = 4.3.
  {
    slug: "lbo-model",
    title: "B: a loss, the revolver, a partial sweep",
    statement: {
      company: "Example B Group",
      sector: "Consumer",
      ltmRevenue: 500,
      ltmEbitdaMargin: 16,
      revenueGrowth: [-5, 8, 10, 8, 6],
      ebitdaMargin: [14, 16, 17.5, 18, 18.5],
      daPct: 5,
      capexPct: 5,
      nwcPct: 15,
      taxRate: 25,
      entryMultiple: 9,
      exitMultiple: 9,
      transactionFeesPct: 2,
      financingFeesPct: 2.5,
      minimumCash: 15,
      openingCash: 20,
      revolverCommitment: 50,
      revolverRate: 6,
      termLoanMultiple: 4,
      termLoanRate: 8,
      termLoanAmortisation: 5,
      cashSweep: 50,
      termLoanYears: 7,
      notesMultiple: 2,
      notesRate: 10,
      notesYears: 8,
    },
    answers: {
      "LTM EBITDA": "80.0",
      "Entry Enterprise Value": "720.0",
      "Term Loan": "320.0",
      "Senior Notes": "160.0",
      "Total Uses": "766.4",
      "Sponsor Equity": "286.4",
      "Revenue 2025": "475.0",
      "EBITDA 2025": "66.5",
      "EBIT 2025": "42.8",
      "Term Loan Interest 2025": "25.6",
      "Pre-Tax Income 2025": "-0.5",
      "Taxes 2025": "0.0",
      "Net Income 2025": "-0.5",
      "Free Cash Flow 2025": "4.9",
      "Cash Available for Sweep 2025": "-6.1",
      "Revolver End 2025": "6.1",
      "Term Loan End 2025": "304.0",
      "Cash End 2025": "15.0",
      "Revolver Interest 2026": "0.4",
      "Taxes 2026": "3.5",
      "Cash Available for Sweep 2026": "-9.5",
      "Revolver End 2026": "15.6",
      "Cash Available for Sweep 2027": "-0.4",
      "Revolver End 2027": "15.9",
      "Cash Available for Sweep 2028": "8.0",
      "Revolver End 2028": "7.9",
      "EBITDA 2029": "119.5",
      "Cash Available for Sweep 2029": "16.6",
      "Revolver End 2029": "0.0",
      "Term Loan Sweep 2029": "4.3",
      "Term Loan End 2029": "235.7",
      "Cash End 2029": "19.3",
      "Exit Enterprise Value": "1075.6",
      "Net Debt at Exit": "376.3",
      "Exit Equity": "699.3",
      MoM: "2.44",
      IRR: "19.5",
    },
  },
];

export const lboModelOracle: DrillOracle<"lbo-model", LboModelStatement> = {
  answers: lboModelAnswers,
  problems: lboModelProblems,
  examples,
};
