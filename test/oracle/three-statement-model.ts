// The three-statement modelling test's independent oracle, written from
// docs/modelling-tests.md#three-statement-model apart from the engine: its 75 cells on either path, the ranges and
// conditions of its statements, and the two worked examples of the specification (test/oracle/index.ts and
// test/oracle/model-lines.ts give the conventions they share).
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

/** docs/modelling-tests.md#three-statement-model: percents in percent, `revenueGrowth` one value a year 2025…2027. */
export interface ThreeStatementModelStatement {
  company: string;
  sector: string;
  baseRevenue: number;
  revenueGrowth: number[];
  grossMargin: number;
  sgaPct: number;
  daPct: number;
  capexPct: number;
  dso: number;
  dio: number;
  dpo: number;
  taxRate: number;
  termDebtRate: number;
  revolverRate: number;
  termDebtRepayment: number;
  payoutRatio: number;
  minimumCash: number;
  revolverCommitment: number;
  openingCash: number;
  openingReceivables: number;
  openingInventory: number;
  openingPpe: number;
  openingPayables: number;
  openingRevolver: number;
  openingTermDebt: number;
  openingEquity: number;
}

const YEARS = [2025, 2026, 2027] as const;
const DAYS_IN_YEAR = 365;

/** One year of the model: its 25 cells, in display order, and the working line Repayment. */
interface ThreeStatementYear {
  revenue: number;
  grossProfit: number;
  ebitda: number;
  depreciation: number;
  ebit: number;
  interestExpense: number;
  preTaxIncome: number;
  taxes: number;
  netIncome: number;
  changeInWorkingCapital: number;
  cashFromOperations: number;
  cashFromInvesting: number;
  dividends: number;
  cashFromFinancing: number;
  netChangeInCash: number;
  cash: number;
  receivables: number;
  inventory: number;
  ppe: number;
  totalAssets: number;
  payables: number;
  revolver: number;
  termDebt: number;
  totalEquity: number;
  balanceCheck: number;
  repayment: number;
}

/** The 2024 balance sheet and revenue, as the formulas read the year before 2025. */
function openingYear(s: ThreeStatementModelStatement) {
  return {
    revenue: field(s, "baseRevenue"),
    cash: field(s, "openingCash"),
    receivables: field(s, "openingReceivables"),
    inventory: field(s, "openingInventory"),
    ppe: field(s, "openingPpe"),
    payables: field(s, "openingPayables"),
    revolver: field(s, "openingRevolver"),
    termDebt: field(s, "openingTermDebt"),
    totalEquity: field(s, "openingEquity"),
  };
}

/** Every line of the three years on `path`, in the order the formulas depend on each other. */
function threeStatementLines(s: ThreeStatementModelStatement, path: SolutionPath): ThreeStatementYear[] {
  const line = lineOn(path);
  const pct = (name: keyof ThreeStatementModelStatement) => field(s, name) / 100;
  const growth = yearly(s, "revenueGrowth", YEARS.length);
  const years: ThreeStatementYear[] = [];
  let before: ReturnType<typeof openingYear> = openingYear(s);
  YEARS.forEach((_, t) => {
    const revenue = line(before.revenue * (1 + (growth[t] as number) / 100));
    const grossProfit = line(revenue * pct("grossMargin"));
    const ebitda = line(grossProfit - pct("sgaPct") * revenue);
    const depreciation = line(pct("daPct") * before.ppe);
    const ebit = line(ebitda - depreciation);
    const interestExpense = line(
      pct("termDebtRate") * before.termDebt + pct("revolverRate") * before.revolver,
    );
    const preTaxIncome = line(ebit - interestExpense);
    const taxes = line(pct("taxRate") * Math.max(0, preTaxIncome));
    const netIncome = line(preTaxIncome - taxes);
    const cogs = revenue - grossProfit; // COGS = Revenue − Gross Profit: one decimal already on the carried path
    const receivables = line((revenue * field(s, "dso")) / DAYS_IN_YEAR);
    const inventory = line((cogs * field(s, "dio")) / DAYS_IN_YEAR);
    const payables = line((cogs * field(s, "dpo")) / DAYS_IN_YEAR);
    const changeInWorkingCapital = line(
      -(receivables - before.receivables + (inventory - before.inventory) - (payables - before.payables)),
    );
    const cashFromOperations = line(netIncome + depreciation + changeInWorkingCapital);
    const cashFromInvesting = line(-pct("capexPct") * revenue);
    const dividends = line(-pct("payoutRatio") * Math.max(0, netIncome));
    const repayment = line(Math.min(field(s, "termDebtRepayment"), before.termDebt));
    const revolver = line(
      Math.max(
        0,
        before.revolver +
          field(s, "minimumCash") -
          (before.cash + cashFromOperations + cashFromInvesting - repayment + dividends),
      ),
    );
    const cashFromFinancing = line(-repayment + dividends + (revolver - before.revolver));
    const netChangeInCash = line(cashFromOperations + cashFromInvesting + cashFromFinancing);
    const cash = line(before.cash + netChangeInCash);
    const ppe = line(before.ppe - cashFromInvesting - depreciation);
    const totalAssets = line(cash + receivables + inventory + ppe);
    const termDebt = line(before.termDebt - repayment);
    const totalEquity = line(before.totalEquity + netIncome + dividends);
    const balanceCheck = line(totalAssets - (payables + revolver + termDebt + totalEquity));
    const year: ThreeStatementYear = {
      revenue,
      grossProfit,
      ebitda,
      depreciation,
      ebit,
      interestExpense,
      preTaxIncome,
      taxes,
      netIncome,
      changeInWorkingCapital,
      cashFromOperations,
      cashFromInvesting,
      dividends,
      cashFromFinancing,
      netChangeInCash,
      cash,
      receivables,
      inventory,
      ppe,
      totalAssets,
      payables,
      revolver,
      termDebt,
      totalEquity,
      balanceCheck,
      repayment,
    };
    years.push(year);
    before = year;
  });
  return years;
}

/** The 25 cells of each year, by label, in display order: income statement, cash flow, balance sheet. */
const YEARLY_CELLS: readonly (readonly [label: string, line: keyof ThreeStatementYear])[] = [
  ["Revenue", "revenue"],
  ["Gross Profit", "grossProfit"],
  ["EBITDA", "ebitda"],
  ["D&A", "depreciation"],
  ["EBIT", "ebit"],
  ["Interest Expense", "interestExpense"],
  ["Pre-Tax Income", "preTaxIncome"],
  ["Taxes", "taxes"],
  ["Net Income", "netIncome"],
  ["Change in Working Capital", "changeInWorkingCapital"],
  ["Cash from Operations", "cashFromOperations"],
  ["Cash from Investing", "cashFromInvesting"],
  ["Dividends", "dividends"],
  ["Cash from Financing", "cashFromFinancing"],
  ["Net Change in Cash", "netChangeInCash"],
  ["Cash", "cash"],
  ["Accounts Receivable", "receivables"],
  ["Inventory", "inventory"],
  ["PP&E", "ppe"],
  ["Total Assets", "totalAssets"],
  ["Accounts Payable", "payables"],
  ["Revolver", "revolver"],
  ["Term Debt", "termDebt"],
  ["Total Equity", "totalEquity"],
  ["Balance Check", "balanceCheck"],
];

/** docs/modelling-tests.md#three-statement-model: the 75 cells, each typed at one decimal. */
function threeStatementModelAnswers(
  s: ThreeStatementModelStatement,
  path: SolutionPath = "exact",
): Record<string, string> {
  const years = threeStatementLines(s, path);
  const cells = new Map<string, ModelCell>();
  YEARS.forEach((year, t) => {
    for (const [label, line] of YEARLY_CELLS) {
      cells.set(`${label} ${year}`, [(years[t] as ThreeStatementYear)[line], 1]);
    }
  });
  return typedModel(cells);
}

/** The single-number fields the formulas read. */
const NUMBER_FIELDS = [
  "baseRevenue",
  "grossMargin",
  "sgaPct",
  "daPct",
  "capexPct",
  "dso",
  "dio",
  "dpo",
  "taxRate",
  "termDebtRate",
  "revolverRate",
  "termDebtRepayment",
  "payoutRatio",
  "minimumCash",
  "revolverCommitment",
  "openingCash",
  "openingReceivables",
  "openingInventory",
  "openingPpe",
  "openingPayables",
  "openingRevolver",
  "openingTermDebt",
  "openingEquity",
] as const satisfies readonly (keyof ThreeStatementModelStatement)[];

/** `value` within 10 % of `target` (a balance against its days target). */
function checkNearTarget(c: Checker, name: string, value: number | undefined, target: number): void {
  if (value !== undefined && Math.abs(value - target) > 0.1 * target + 1e-9)
    c.add(`${name} = ${value} is not within 10 % of its days target ${target.toFixed(2)}`);
}

/** Every range, step and stated condition of docs/modelling-tests.md#three-statement-model; computed ones exact. */
function threeStatementModelProblems(s: Fields, c: Checker): void {
  checkNames(c, s);
  const revenue = c.number(s, "baseRevenue", { min: 200, max: 1500, step: 10 });
  const growth = checkYearly(c, s, "revenueGrowth", YEARS.length, { min: -5, max: 12, step: 0.5 });
  checkAtMostOneNegative(c, "revenueGrowth", growth);
  const grossMargin = c.number(s, "grossMargin", { min: 25, max: 60, whole: true });
  const sgaPct = c.number(s, "sgaPct", { min: 0, whole: true });
  if (grossMargin !== undefined && sgaPct !== undefined) {
    const spread = grossMargin - sgaPct;
    if (spread < 8 || spread > 25) c.add(`grossMargin − sgaPct = ${spread} is not 8–25`);
  }
  c.number(s, "daPct", { min: 8, max: 15, whole: true });
  c.number(s, "capexPct", { min: 2, max: 8, step: 0.5 });
  const dso = c.number(s, "dso", { min: 30, max: 75, whole: true });
  const dio = c.number(s, "dio", { min: 20, max: 90, whole: true });
  const dpo = c.number(s, "dpo", { min: 25, max: 60, whole: true });
  c.number(s, "taxRate", { min: 20, max: 30, whole: true });
  c.number(s, "termDebtRate", { min: 4, max: 9, step: 0.5 });
  c.number(s, "revolverRate", { min: 4, max: 9, step: 0.5 });
  const repayment = c.number(s, "termDebtRepayment", { min: 5, max: 100, step: 5 });
  c.number(s, "payoutRatio", { min: 0, max: 50, step: 10 });
  const minimumCash = c.number(s, "minimumCash", { min: 10, step: 5 });
  const commitment = c.number(s, "revolverCommitment", { min: 10, step: 10 });
  const openingCash = c.number(s, "openingCash", { whole: true });
  const receivables = c.number(s, "openingReceivables", { whole: true });
  const inventory = c.number(s, "openingInventory", { whole: true });
  const ppe = c.number(s, "openingPpe", { whole: true });
  const payables = c.number(s, "openingPayables", { whole: true });
  const revolver = c.number(s, "openingRevolver", { min: 0, step: 5 });
  const termDebt = c.number(s, "openingTermDebt", { min: 0, step: 10 });
  const equity = c.number(s, "openingEquity", { whole: true });

  if (repayment !== undefined && termDebt !== undefined && 3 * repayment > termDebt)
    c.add(`three termDebtRepayment = ${3 * repayment} exceed openingTermDebt ${termDebt}`);
  if (revolver !== undefined && commitment !== undefined && revolver > commitment)
    c.add(`openingRevolver = ${revolver} is above revolverCommitment ${commitment}`);
  if (revenue !== undefined) {
    const ofRevenue = (name: string, value: number | undefined, low: number, high: number) => {
      if (value !== undefined && (value < low * revenue - 1e-9 || value > high * revenue + 1e-9))
        c.add(`${name} = ${value} is not ${100 * low}–${100 * high} % of baseRevenue ${revenue}`);
    };
    ofRevenue("minimumCash", minimumCash, 0.02, 0.06);
    ofRevenue("revolverCommitment", commitment, 0.1, 0.25);
    ofRevenue("openingPpe", ppe, 0.2, 0.6);
    if (minimumCash !== undefined && openingCash !== undefined) {
      if (openingCash < minimumCash || openingCash > minimumCash + 0.05 * revenue + 1e-9)
        c.add(`openingCash = ${openingCash} is not minimumCash … minimumCash + 5 % of baseRevenue`);
    }
    if (grossMargin !== undefined) {
      const cogs = revenue * (1 - grossMargin / 100);
      if (dso !== undefined)
        checkNearTarget(c, "openingReceivables", receivables, (revenue * dso) / DAYS_IN_YEAR);
      if (dio !== undefined) checkNearTarget(c, "openingInventory", inventory, (cogs * dio) / DAYS_IN_YEAR);
      if (dpo !== undefined) checkNearTarget(c, "openingPayables", payables, (cogs * dpo) / DAYS_IN_YEAR);
      if (sgaPct !== undefined && termDebt !== undefined) {
        const ebitda = (revenue * (grossMargin - sgaPct)) / 100;
        if (termDebt < 0.5 * ebitda - 1e-9 || termDebt > 3 * ebitda + 1e-9)
          c.add(`openingTermDebt = ${termDebt} is not 0.5–3.0x 2024 EBITDA ${ebitda}`);
      }
    }
  }
  const sides = [openingCash, receivables, inventory, ppe, payables, revolver, termDebt];
  if (equity !== undefined && sides.every((value) => value !== undefined)) {
    const [cash, ar, inv, fixed, ap, rev, debt] = sides as number[];
    const netAssets = (cash as number) + (ar as number) + (inv as number) + (fixed as number);
    const liabilities = (ap as number) + (rev as number) + (debt as number);
    if (equity !== netAssets - liabilities)
      c.add(`openingEquity = ${equity} is not assets − liabilities = ${netAssets - liabilities}`);
    if (!(equity > 0)) c.add(`openingEquity = ${equity} is not positive`);
  }

  const numbers = NUMBER_FIELDS.map((name) => s[name]);
  if (growth === undefined || commitment === undefined) return;
  if (!numbers.every((value) => typeof value === "number" && Number.isFinite(value))) return;
  threeStatementLines(s as unknown as ThreeStatementModelStatement, "exact").forEach((year, t) => {
    if (year.revolver > commitment)
      c.add(`Revolver ${YEARS[t]} = ${year.revolver} is above revolverCommitment ${commitment}`);
    if (year.ebitda < 2 * year.interestExpense)
      c.add(`EBITDA ${YEARS[t]} = ${year.ebitda} is below 2 × Interest Expense ${year.interestExpense}`);
  });
}

// The two worked examples of docs/modelling-tests.md#three-statement-model, with the cells it states and their
// values as it gives them (its shortened names written out: "Change in WC" is "Change in Working Capital", "CFO"
// "Cash from Operations", "AR" "Accounts Receivable", …). Company and sector are not given there; any names do.
const examples: readonly HandWorkedExample<"three-statement-model", ThreeStatementModelStatement>[] = [
  {
    slug: "three-statement-model",
    title: "A: cash builds, no revolver",
    statement: {
      company: "Example A Industries",
      sector: "Industrials",
      baseRevenue: 1000,
      revenueGrowth: [10, 8, 6],
      grossMargin: 40,
      sgaPct: 25,
      daPct: 10,
      capexPct: 5,
      dso: 73,
      dio: 73,
      dpo: 45,
      taxRate: 25,
      termDebtRate: 6,
      revolverRate: 7,
      termDebtRepayment: 25,
      payoutRatio: 20,
      minimumCash: 30,
      revolverCommitment: 100,
      openingCash: 60,
      openingReceivables: 200,
      openingInventory: 120,
      openingPpe: 400,
      openingPayables: 74,
      openingRevolver: 0,
      openingTermDebt: 300,
      openingEquity: 406,
    },
    answers: {
      "Revenue 2025": "1100.0",
      "Gross Profit 2025": "440.0",
      "EBITDA 2025": "165.0",
      "D&A 2025": "40.0",
      "EBIT 2025": "125.0",
      "Interest Expense 2025": "18.0",
      "Pre-Tax Income 2025": "107.0",
      "Taxes 2025": "26.8",
      "Net Income 2025": "80.3",
      "Accounts Receivable 2025": "220.0",
      "Inventory 2025": "132.0",
      "Accounts Payable 2025": "81.4",
      "Change in Working Capital 2025": "-24.6",
      "Cash from Operations 2025": "95.6",
      "Cash from Investing 2025": "-55.0",
      "Dividends 2025": "-16.1",
      "Cash from Financing 2025": "-41.1",
      "Net Change in Cash 2025": "-0.4",
      "Cash 2025": "59.6",
      "PP&E 2025": "415.0",
      "Total Assets 2025": "826.6",
      "Term Debt 2025": "275.0",
      "Total Equity 2025": "470.2",
      "Balance Check 2025": "0.0",
      "Net Income 2027": "98.0",
      "Cash 2027": "83.3",
      "Total Equity 2027": "620.7",
    },
  },
  {
    slug: "three-statement-model",
    title: "B: the revolver draws, then is repaid",
    statement: {
      company: "Example B Foods",
      sector: "Consumer",
      baseRevenue: 400,
      revenueGrowth: [12, 4, -3],
      grossMargin: 35,
      sgaPct: 24,
      daPct: 12,
      capexPct: 4,
      dso: 60,
      dio: 75,
      dpo: 40,
      taxRate: 25,
      termDebtRate: 7,
      revolverRate: 8,
      termDebtRepayment: 10,
      payoutRatio: 20,
      minimumCash: 20,
      revolverCommitment: 60,
      openingCash: 22,
      openingReceivables: 66,
      openingInventory: 53,
      openingPpe: 150,
      openingPayables: 28,
      openingRevolver: 0,
      openingTermDebt: 120,
      openingEquity: 143,
    },
    answers: {
      "Revenue 2025": "448.0",
      "EBITDA 2025": "49.3",
      "D&A 2025": "18.0",
      "Interest Expense 2025": "8.4",
      "Net Income 2025": "17.2",
      "Change in Working Capital 2025": "-10.6",
      "Cash from Operations 2025": "24.6",
      "Cash from Investing 2025": "-17.9",
      "Dividends 2025": "-3.4",
      "Revolver 2025": "4.8",
      "Cash from Financing 2025": "-8.7",
      "Net Change in Cash 2025": "-2.0",
      "Cash 2025": "20.0",
      "PP&E 2025": "149.9",
      "Total Assets 2025": "303.4",
      "Total Equity 2025": "156.7",
      "Interest Expense 2026": "8.1",
      "Revolver 2026": "4.4",
      "Change in Working Capital 2027": "3.2",
      "Revolver 2027": "0.0",
      "Cash 2027": "23.4",
      "Total Equity 2027": "186.4",
      "Balance Check 2027": "0.0",
    },
  },
];

export const threeStatementModelOracle: DrillOracle<"three-statement-model", ThreeStatementModelStatement> = {
  answers: threeStatementModelAnswers,
  problems: threeStatementModelProblems,
  examples,
};
