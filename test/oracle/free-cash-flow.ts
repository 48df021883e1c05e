// The free-cash-flow drill's independent oracle, written from docs/drills.md#free-cash-flow apart from the
// engine: its answers, the ranges and conditions of its statements, and hand-worked examples
// (test/oracle/index.ts gives the conventions they share).
import {
  type Checker,
  type DrillOracle,
  type Fields,
  type HandWorkedExample,
  handedOn,
  type SolutionPath,
  stepped,
  typed,
  whole,
} from "./shared";

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

/** docs/drills.md#free-cash-flow: unlevered and levered free cash flow, and a Gordon-growth terminal value. */
function freeCashFlowAnswers(s: FreeCashFlowStatement, path: SolutionPath = "exact"): Record<string, string> {
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

/** docs/drills.md#free-cash-flow: EBIT > interestExpense and Unlevered FCF > 0. */
function freeCashFlowProblems(s: Fields, c: Checker): void {
  const revenue = c.number(s, "revenue", whole(200, 5000));
  const margin = c.number(s, "ebitdaMargin", whole(10, 40));
  const da = c.number(s, "da", { whole: true, positive: true });
  const capex = c.number(s, "capex", { whole: true, positive: true });
  const changeInNwc = c.number(s, "changeInNwc", whole());
  const taxRate = c.number(s, "taxRate", whole(20, 35));
  const interestExpense = c.number(s, "interestExpense", { whole: true, positive: true });
  c.number(s, "netBorrowing", whole());
  c.number(s, "wacc", stepped(6, 12, 0.1));
  c.number(s, "terminalGrowth", stepped(1, 3, 0.1));
  if (revenue === undefined || margin === undefined || da === undefined) return;
  const ebit = (revenue * margin) / 100 - da;
  if (interestExpense !== undefined && !(ebit > interestExpense)) {
    c.add(`EBIT = ${ebit} is not above interestExpense = ${interestExpense}`);
  }
  if (taxRate === undefined || capex === undefined || changeInNwc === undefined) return;
  const unleveredFcf = ebit * (1 - taxRate / 100) + da - capex - changeInNwc;
  if (!(unleveredFcf > 0)) c.add(`Unlevered Free Cash Flow = ${unleveredFcf} is not positive`);
}

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"free-cash-flow", FreeCashFlowStatement>[] = [
  // EBITDA = 1,000 × 20 % = 200; EBIT = 200 − 50 = 150
  // NOPAT = 150 × 0.75 = 112.5 → 113 (tie)
  // Unlevered FCF = 112.5 + 50 − 60 − 10 = 92.5 → 93 (tie)
  // Levered FCF = (150 − 30) × 0.75 + 50 − 60 − 10 + 20 = 90 + 0 = 90
  // Terminal Value = 92.5 × 1.02 / (0.09 − 0.02) = 94.35 / 0.07 = 1,347.86 → 1,348
  // Implied EV/EBITDA = 1,347.86 / 200 = 6.74 → 6.7
  {
    slug: "free-cash-flow",
    title: "half-unit NOPAT and unlevered FCF",
    statement: {
      revenue: 1000,
      ebitdaMargin: 20,
      da: 50,
      capex: 60,
      changeInNwc: 10,
      taxRate: 25,
      interestExpense: 30,
      netBorrowing: 20,
      wacc: 9,
      terminalGrowth: 2,
    },
    answers: {
      EBITDA: "200",
      EBIT: "150",
      NOPAT: "113",
      "Unlevered Free Cash Flow": "93",
      "Levered Free Cash Flow": "90",
      "Terminal Value": "1348",
      "Implied EV/EBITDA": "6.7",
    },
  },
  // EBITDA = 2,500 × 32 % = 800; EBIT = 800 − 120 = 680; NOPAT = 680 × 0.7 = 476
  // Unlevered FCF = 476 + 120 − 150 − (−40) = 486 (working capital released)
  // Levered FCF = (680 − 90) × 0.7 + 120 − 150 + 40 + (−100) = 413 − 90 = 323 (net repayment)
  // Terminal Value = 486 × 1.02 / (0.085 − 0.02) = 495.72 / 0.065 = 7,626.46 → 7,626
  // Implied EV/EBITDA = 7,626.46 / 800 = 9.533 → 9.5
  {
    slug: "free-cash-flow",
    title: "working capital released and debt repaid",
    statement: {
      revenue: 2500,
      ebitdaMargin: 32,
      da: 120,
      capex: 150,
      changeInNwc: -40,
      taxRate: 30,
      interestExpense: 90,
      netBorrowing: -100,
      wacc: 8.5,
      terminalGrowth: 2,
    },
    answers: {
      EBITDA: "800",
      EBIT: "680",
      NOPAT: "476",
      "Unlevered Free Cash Flow": "486",
      "Levered Free Cash Flow": "323",
      "Terminal Value": "7626",
      "Implied EV/EBITDA": "9.5",
    },
  },
  // EBITDA = 200 × 10 % = 20; EBIT = 20 − 5 = 15 (> interest 14); NOPAT = 15 × 0.8 = 12
  // Unlevered FCF = 12 + 5 − 3 + 2 = 16
  // Levered FCF = (15 − 14) × 0.8 + 5 − 3 + 2 + 0 = 0.8 + 4 = 4.8 → 5
  // Terminal Value = 16 × 1.03 / (0.06 − 0.03) = 16.48 / 0.03 = 549.33 → 549
  // Implied EV/EBITDA = 549.33 / 20 = 27.47 → 27.5
  {
    slug: "free-cash-flow",
    title: "smallest company, narrowest WACC − g spread",
    statement: {
      revenue: 200,
      ebitdaMargin: 10,
      da: 5,
      capex: 3,
      changeInNwc: -2,
      taxRate: 20,
      interestExpense: 14,
      netBorrowing: 0,
      wacc: 6,
      terminalGrowth: 3,
    },
    answers: {
      EBITDA: "20",
      EBIT: "15",
      NOPAT: "12",
      "Unlevered Free Cash Flow": "16",
      "Levered Free Cash Flow": "5",
      "Terminal Value": "549",
      "Implied EV/EBITDA": "27.5",
    },
  },
  // EBITDA = 5,000 × 40 % = 2,000; EBIT = 2,000 − 300 = 1,700; NOPAT = 1,700 × 0.65 = 1,105
  // Unlevered FCF = 1,105 + 300 − 400 − 150 = 855
  // Levered FCF = (1,700 − 500) × 0.65 + 300 − 400 − 150 − 900 = 780 − 1,150 = −370
  // Terminal Value = 855 × 1.01 / (0.12 − 0.01) = 863.55 / 0.11 = 7,850.45 → 7,850
  // Implied EV/EBITDA = 7,850.45 / 2,000 = 3.925 → 3.9
  {
    slug: "free-cash-flow",
    title: "negative levered FCF after a large repayment",
    statement: {
      revenue: 5000,
      ebitdaMargin: 40,
      da: 300,
      capex: 400,
      changeInNwc: 150,
      taxRate: 35,
      interestExpense: 500,
      netBorrowing: -900,
      wacc: 12,
      terminalGrowth: 1,
    },
    answers: {
      EBITDA: "2000",
      EBIT: "1700",
      NOPAT: "1105",
      "Unlevered Free Cash Flow": "855",
      "Levered Free Cash Flow": "-370",
      "Terminal Value": "7850",
      "Implied EV/EBITDA": "3.9",
    },
  },
];

export const freeCashFlowOracle: DrillOracle<"free-cash-flow", FreeCashFlowStatement> = {
  answers: freeCashFlowAnswers,
  problems: freeCashFlowProblems,
  examples,
};
