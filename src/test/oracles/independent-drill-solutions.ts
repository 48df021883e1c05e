// The right answers of the eight drills, computed here from a statement by the formulas of
// docs/drills.md, written out again on purpose: the acceptance and browser tests must not lean on the
// engine they are checking.
//
// API:
//   independentDrillAnswers(slug, statement): Record<cellKey, string>
//     `statement` is the `statement` of GET /api/case-studies/<slug>/new; the result maps every cell key
//     of docs/drills.md, in its order, to the text a strong student types: the value at the cell's
//     display precision, rounded half away from zero, without thousands separators or a "%" sign
//     ("%" cells are typed in percent: "8.5" for 8.5 %). Throws on an unknown slug, event or kind, or
//     when a field is missing (a value that is not a finite number).
//   threeStatementsAnswers(statement), evBridgeAnswers(…), dilutedSharesAnswers(…), quickLboAnswers(…),
//   waccAnswers(…), freeCashFlowAnswers(…), goodwillAnswers(…), mentalMathAnswers(…): the same per drill.
//
// Every chained cell is computed on the exact path (every earlier cell at full precision) or, given the path
// "carried", from the earlier answers at their displayed values (docs/marking.md#the-exact-and-the-carried-paths);
// the checker accepts both. Three-statements and mental math chain no answer into another. Where docs/drills.md leaves a choice, the choice is
// written beside the formula and marked "Choice:"; the engine must make the same one.
import { handedOn, roundHalfAway, type SolutionPath } from "./independent-solutions";

export const DRILL_SLUGS = [
  "three-statements",
  "ev-bridge",
  "diluted-shares",
  "quick-lbo",
  "wacc",
  "free-cash-flow",
  "goodwill",
  "mental-math",
] as const;

export type DrillSlug = (typeof DRILL_SLUGS)[number];

export const THREE_STATEMENT_EVENTS = [
  "depreciation-up",
  "cash-expense-up",
  "revenue-up",
  "credit-sale",
  "accrued-expense",
  "inventory-writedown",
  "stock-comp",
  "buy-inventory",
  "capex",
  "asset-sale",
  "raise-debt",
  "repay-debt",
  "issue-shares",
  "pay-dividend",
] as const;

export type ThreeStatementEvent = (typeof THREE_STATEMENT_EVENTS)[number];

export const MENTAL_MATH_KINDS = ["percent", "multiply", "divide", "compound", "irr"] as const;

export type MentalMathKind = (typeof MENTAL_MATH_KINDS)[number];

/** docs/drills.md#three-statements; `bookValue` only for `asset-sale`. */
export interface ThreeStatementsStatement {
  event: ThreeStatementEvent;
  amount: number;
  taxRate: number;
  bookValue?: number;
}

/** docs/drills.md#enterprise-value-bridge. */
export interface EvBridgeStatement {
  sharePrice: number;
  dilutedShares: number;
  debt: number;
  preferredStock: number;
  minorityInterest: number;
  cash: number;
  ebitda: number;
  netIncome: number;
  peerMultiple: number;
}

/** docs/drills.md#diluted-shares. */
export interface DilutedSharesStatement {
  sharePrice: number;
  basicShares: number;
  options: { count: number; strike: number }[];
  rsus: number;
  convertible: { faceValue: number; conversionPrice: number };
}

/** docs/drills.md#quick-lbo. */
export interface QuickLboStatement {
  ebitda: number;
  entryMultiple: number;
  debtMultiple: number;
  ebitdaGrowth: number;
  exitMultiple: number;
  years: number;
  annualDebtPaydown: number;
}

/** docs/drills.md#wacc. */
export interface WaccStatement {
  comparables: { name: string; leveredBeta: number; debtToEquity: number }[];
  taxRate: number;
  targetDebtToEquity: number;
  riskFreeRate: number;
  equityRiskPremium: number;
  preTaxCostOfDebt: number;
}

/** docs/drills.md#free-cash-flow. */
export interface FreeCashFlowStatement {
  revenue: number;
  ebitdaMargin: number;
  da: number;
  capex: number;
  changeInNwc: number;
  taxRate: number;
  interestExpense: number;
  netBorrowing: number;
  wacc: number;
  terminalGrowth: number;
}

/** docs/drills.md#goodwill. */
export interface GoodwillStatement {
  offerPrice: number;
  currentSharePrice: number;
  targetShares: number;
  bookValue: number;
  existingGoodwill: number;
  assetWriteUp: number;
  taxRate: number;
}

/** docs/drills.md#mental-math. */
export interface MentalMathStatement {
  problems: { kind: MentalMathKind; a: number; b: number }[];
}

export interface DrillStatements {
  "three-statements": ThreeStatementsStatement;
  "ev-bridge": EvBridgeStatement;
  "diluted-shares": DilutedSharesStatement;
  "quick-lbo": QuickLboStatement;
  wacc: WaccStatement;
  "free-cash-flow": FreeCashFlowStatement;
  goodwill: GoodwillStatement;
  "mental-math": MentalMathStatement;
}

/** A value and its display precision (decimals); a "%" cell holds the percent, not the fraction. */
type Cell = readonly [value: number, decimals: number];

/** Formats each cell as typed: "-30", "2.5", "14.67"; never "-0". */
function typed(cells: Record<string, Cell>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, [value, decimals]] of Object.entries(cells)) {
    if (!Number.isFinite(value)) throw new Error(`${key} is not finite: a statement field is missing`);
    answers[key] = roundHalfAway(value, decimals).toFixed(decimals);
  }
  return answers;
}

/**
 * docs/drills.md#three-statements, the table transcribed row by row: [NI, CFO, CFI, CFF] and [Assets, Liabilities, Equity],
 * with A = amount, t = taxRate / 100, G = A − bookValue. Net Change in Cash = CFO + CFI + CFF, which is the
 * table's "Cash" column in every row (A − Gt for `asset-sale`).
 */
export function threeStatementsAnswers(s: ThreeStatementsStatement): Record<string, string> {
  const A = s.amount;
  const At = (A * s.taxRate) / 100; // whole for every amount and rate in range (multiples of 20 × 20/25/30/40 %)
  const afterTax = A - At; // A(1 − t)
  const G = s.event === "asset-sale" ? A - num(s.bookValue, "bookValue") : 0;
  const Gt = (G * s.taxRate) / 100;
  const gainAfterTax = G - Gt; // G(1 − t)

  type Row = [ni: number, cfo: number, cfi: number, cff: number, assets: number, liab: number, eq: number];
  const rows: Record<ThreeStatementEvent, Row> = {
    "depreciation-up": [-afterTax, At, 0, 0, -afterTax, 0, -afterTax],
    "cash-expense-up": [-afterTax, -afterTax, 0, 0, -afterTax, 0, -afterTax],
    "revenue-up": [afterTax, afterTax, 0, 0, afterTax, 0, afterTax],
    "credit-sale": [afterTax, -At, 0, 0, afterTax, 0, afterTax],
    "accrued-expense": [-afterTax, At, 0, 0, At, A, -afterTax],
    "inventory-writedown": [-afterTax, At, 0, 0, -afterTax, 0, -afterTax],
    "stock-comp": [-afterTax, At, 0, 0, At, 0, At],
    "buy-inventory": [0, -A, 0, 0, 0, 0, 0],
    capex: [0, 0, -A, 0, 0, 0, 0],
    "asset-sale": [gainAfterTax, -Gt, A, 0, gainAfterTax, 0, gainAfterTax],
    "raise-debt": [0, 0, 0, A, A, A, 0],
    "repay-debt": [0, 0, 0, -A, -A, -A, 0],
    "issue-shares": [0, 0, 0, A, A, 0, A],
    "pay-dividend": [0, 0, 0, -A, -A, 0, -A],
  };
  const row = rows[s.event];
  if (row === undefined) throw new Error(`Unknown three-statements event: ${String(s.event)}`);
  const [ni, cfo, cfi, cff, assets, liabilities, equity] = row;
  return typed({
    "Net Income": [ni, 0],
    "Cash from Operations": [cfo, 0],
    "Cash from Investing": [cfi, 0],
    "Cash from Financing": [cff, 0],
    "Net Change in Cash": [cfo + cfi + cff, 0],
    "Total Assets": [assets, 0],
    "Total Liabilities": [liabilities, 0],
    "Total Equity": [equity, 0],
  });
}

/** docs/drills.md#enterprise-value-bridge: market multiples from the share price, then the bridge back from a peer multiple. */
export function evBridgeAnswers(s: EvBridgeStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const claims = s.debt + s.preferredStock + s.minorityInterest;
  const equityValue = s.sharePrice * s.dilutedShares;
  const enterpriseValue = h(equityValue) + claims - s.cash;
  // Exact path: Implied EV may end in .5 (a multiple in steps of 0.5); it is carried unrounded.
  const impliedEnterpriseValue = s.peerMultiple * s.ebitda;
  const impliedEquityValue = h(impliedEnterpriseValue) - claims + s.cash;
  return typed({
    "Equity Value": [equityValue, 0],
    "Enterprise Value": [enterpriseValue, 0],
    "EV/EBITDA": [h(enterpriseValue) / s.ebitda, 1],
    "P/E": [h(equityValue) / s.netIncome, 1],
    "Implied Enterprise Value": [impliedEnterpriseValue, 0],
    "Implied Equity Value": [impliedEquityValue, 0],
    "Implied Share Price": [h(impliedEquityValue) / s.dilutedShares, 2],
  });
}

/** docs/drills.md#diluted-shares: treasury stock method, plus RSUs and an if-converted convertible. */
export function dilutedSharesAnswers(
  s: DilutedSharesStatement,
  path: SolutionPath = "exact",
): Record<string, string> {
  const h = handedOn(path);
  const inTheMoney = s.options.filter((tranche) => tranche.strike < s.sharePrice);
  const inTheMoneyOptions = inTheMoney.reduce((sum, tranche) => sum + tranche.count, 0);
  const optionProceeds = inTheMoney.reduce((sum, tranche) => sum + tranche.count * tranche.strike, 0);
  // The buy-back spends the whole proceeds: 16.5 on the exact path, the displayed 17 on the carried one.
  const sharesRepurchased = h(optionProceeds) / s.sharePrice;
  const netNewShares = h(inTheMoneyOptions, 2) - h(sharesRepurchased, 2);
  const { faceValue, conversionPrice } = s.convertible;
  const convertibleShares = conversionPrice < s.sharePrice ? faceValue / conversionPrice : 0;
  const dilutedShares = s.basicShares + h(netNewShares, 2) + s.rsus + h(convertibleShares, 2);
  return typed({
    "In-the-Money Options": [inTheMoneyOptions, 2],
    "Option Proceeds": [optionProceeds, 0],
    "Shares Repurchased": [sharesRepurchased, 2],
    "Net New Shares from Options": [netNewShares, 2],
    "Shares from Convertible": [convertibleShares, 2],
    "Diluted Shares": [dilutedShares, 2],
    "Diluted Equity Value": [h(dilutedShares, 2) * s.sharePrice, 0],
  });
}

/** docs/drills.md#quick-lbo: the five-minute LBO. */
export function quickLboAnswers(s: QuickLboStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const entryEnterpriseValue = s.ebitda * s.entryMultiple;
  const entryDebt = s.ebitda * s.debtMultiple;
  const entryEquity = h(entryEnterpriseValue) - h(entryDebt);
  const exitEbitda = s.ebitda * (1 + s.ebitdaGrowth / 100) ** s.years;
  const exitEnterpriseValue = h(exitEbitda) * s.exitMultiple;
  const exitDebt = h(entryDebt) - s.years * s.annualDebtPaydown;
  const exitEquity = h(exitEnterpriseValue) - h(exitDebt);
  const multipleOfMoney = h(exitEquity) / h(entryEquity);
  // Choice: IRR from the MoM, typed as a whole percent ("20" for 20 %); on the carried path from the
  // one-decimal MoM.
  const irr = 100 * (h(multipleOfMoney, 1) ** (1 / s.years) - 1);
  return typed({
    "Entry Enterprise Value": [entryEnterpriseValue, 0],
    "Entry Debt": [entryDebt, 0],
    "Entry Equity": [entryEquity, 0],
    "Exit EBITDA": [exitEbitda, 0],
    "Exit Enterprise Value": [exitEnterpriseValue, 0],
    "Exit Debt": [exitDebt, 0],
    "Exit Equity": [exitEquity, 0],
    MoM: [multipleOfMoney, 1],
    IRR: [irr, 0],
  });
}

/** docs/drills.md#wacc: unlever each comparable, average, relever at the target D/E, then CAPM and WACC. */
export function waccAnswers(s: WaccStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const t = s.taxRate / 100;
  const unlevered = (name: string): number => {
    const comparable = s.comparables.find((c) => c.name === name);
    if (comparable === undefined) throw new Error(`No comparable named ${name}`);
    return comparable.leveredBeta / (1 + (1 - t) * (comparable.debtToEquity / 100));
  };
  const betaA = unlevered("A");
  const betaB = unlevered("B");
  const betaC = unlevered("C");
  // On the exact path the average, the relevered beta, Cost of Equity, After-tax Cost of Debt and Equity
  // Weight all go downstream at full precision; on the carried path at their displayed two or one decimals.
  const averageBeta = (h(betaA, 2) + h(betaB, 2) + h(betaC, 2)) / 3;
  const targetDebtToEquity = s.targetDebtToEquity / 100;
  const releveredBeta = h(averageBeta, 2) * (1 + (1 - t) * targetDebtToEquity);
  const costOfEquity = s.riskFreeRate + h(releveredBeta, 2) * s.equityRiskPremium;
  const afterTaxCostOfDebt = s.preTaxCostOfDebt * (1 - t);
  const equityWeight = 1 / (1 + targetDebtToEquity);
  const weight = h(100 * equityWeight, 1) / 100;
  const wacc = weight * h(costOfEquity, 1) + (1 - weight) * h(afterTaxCostOfDebt, 1);
  return typed({
    "Unlevered Beta A": [betaA, 2],
    "Unlevered Beta B": [betaB, 2],
    "Unlevered Beta C": [betaC, 2],
    "Average Unlevered Beta": [averageBeta, 2],
    "Relevered Beta": [releveredBeta, 2],
    "Cost of Equity": [costOfEquity, 1],
    "After-tax Cost of Debt": [afterTaxCostOfDebt, 1],
    "Equity Weight": [100 * equityWeight, 1],
    WACC: [wacc, 1],
  });
}

/** docs/drills.md#free-cash-flow: unlevered and levered free cash flow, and a Gordon-growth terminal value. */
export function freeCashFlowAnswers(
  s: FreeCashFlowStatement,
  path: SolutionPath = "exact",
): Record<string, string> {
  const h = handedOn(path);
  const t = s.taxRate / 100;
  const ebitda = (s.revenue * s.ebitdaMargin) / 100;
  const ebit = h(ebitda) - s.da;
  const nopat = h(ebit) * (1 - t);
  const reinvestment = s.capex + s.changeInNwc; // a negative change in NWC releases cash
  const unleveredFcf = h(nopat) + s.da - reinvestment;
  const leveredFcf = (h(ebit) - s.interestExpense) * (1 - t) + s.da - reinvestment + s.netBorrowing;
  const g = s.terminalGrowth / 100;
  const terminalValue = (h(unleveredFcf) * (1 + g)) / (s.wacc / 100 - g);
  return typed({
    EBITDA: [ebitda, 0],
    EBIT: [ebit, 0],
    NOPAT: [nopat, 0],
    "Unlevered Free Cash Flow": [unleveredFcf, 0],
    "Levered Free Cash Flow": [leveredFcf, 0],
    "Terminal Value": [terminalValue, 0],
    "Implied EV/EBITDA": [h(terminalValue) / h(ebitda), 1],
  });
}

/** docs/drills.md#goodwill: purchase price over the adjusted book value, the asset write-up and its deferred tax. */
export function goodwillAnswers(s: GoodwillStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const purchaseEquityValue = s.offerPrice * s.targetShares;
  const adjustedBookValue = s.bookValue - s.existingGoodwill;
  const deferredTaxLiability = (s.assetWriteUp * s.taxRate) / 100;
  const goodwill = h(purchaseEquityValue) - h(adjustedBookValue) - s.assetWriteUp + h(deferredTaxLiability);
  return typed({
    "Offer Premium": [100 * (s.offerPrice / s.currentSharePrice - 1), 1],
    "Purchase Equity Value": [purchaseEquityValue, 0],
    "Adjusted Book Value": [adjustedBookValue, 0],
    "Deferred Tax Liability": [deferredTaxLiability, 0],
    Goodwill: [goodwill, 0],
  });
}

/** docs/drills.md#mental-math: Q1 … Q10, one per problem in order. */
export function mentalMathAnswers(s: MentalMathStatement): Record<string, string> {
  const cells: Record<string, Cell> = {};
  s.problems.forEach(({ kind, a, b }, index) => {
    cells[`Q${index + 1}`] = mentalMathAnswer(kind, a, b);
  });
  return typed(cells);
}

function mentalMathAnswer(kind: MentalMathKind, a: number, b: number): Cell {
  switch (kind) {
    case "percent":
      return [(a * b) / 100, 1];
    case "multiply":
      return [a * b, 0];
    case "divide":
      return [a / b, 1];
    case "compound":
      return [(1 + a / 100) ** b, 2];
    case "irr":
      return [100 * (a ** (1 / b) - 1), 0]; // a whole percent
    default:
      throw new Error(`Unknown mental-math kind: ${String(kind)}`);
  }
}

function num(value: number | undefined, field: string): number {
  if (typeof value !== "number") throw new Error(`statement.${field} is not a number`);
  return value;
}

const SOLVERS: {
  [S in DrillSlug]: (statement: DrillStatements[S], path: SolutionPath) => Record<string, string>;
} = {
  "three-statements": threeStatementsAnswers,
  "ev-bridge": evBridgeAnswers,
  "diluted-shares": dilutedSharesAnswers,
  "quick-lbo": quickLboAnswers,
  wacc: waccAnswers,
  "free-cash-flow": freeCashFlowAnswers,
  goodwill: goodwillAnswers,
  "mental-math": mentalMathAnswers,
};

export function isDrillSlug(slug: string): slug is DrillSlug {
  return (DRILL_SLUGS as readonly string[]).includes(slug);
}

/** Every cell's answer as a strong student types it, from the statement the API returned, on either path. */
export function independentDrillAnswers(
  slug: string,
  statement: unknown,
  path: SolutionPath = "exact",
): Record<string, string> {
  if (!isDrillSlug(slug)) throw new Error(`Unknown drill: ${slug}`);
  if (typeof statement !== "object" || statement === null) throw new Error("The statement is not an object");
  const solve = SOLVERS[slug] as (s: unknown, path: SolutionPath) => Record<string, string>;
  return solve(statement, path);
}
