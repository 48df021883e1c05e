// The WACC drill's independent oracle, written from docs/drills.md#wacc apart from the engine: its answers,
// the ranges and conditions of its statements, and hand-worked examples (test/oracle/index.ts gives the
// conventions they share).
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

/** docs/drills.md#wacc. */
export interface WaccStatement {
  comparables: { name: string; leveredBeta: number; debtToEquity: number }[];
  taxRate: number;
  targetDebtToEquity: number;
  riskFreeRate: number;
  equityRiskPremium: number;
  preTaxCostOfDebt: number;
}

/** docs/drills.md#wacc: unlever each comparable, average, relever at the target D/E, then CAPM and WACC. */
function waccAnswers(s: WaccStatement, path: SolutionPath = "exact"): Record<string, string> {
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

/** docs/drills.md#wacc: exactly three comparables named A, B, C. */
function waccProblems(s: Fields, c: Checker): void {
  const comparables = c.list(s, "comparables");
  if (comparables !== undefined) {
    if (comparables.length !== 3) c.add(`comparables has ${comparables.length} entries, not 3`);
    const names = comparables.map((comparable) => comparable.name);
    for (const name of ["A", "B", "C"]) {
      const count = names.filter((n) => n === name).length;
      if (count !== 1) c.add(`comparable ${name} appears ${count} times, not once`);
    }
    for (const name of names) {
      if (name !== "A" && name !== "B" && name !== "C")
        c.add(`comparable name ${JSON.stringify(name)} is not A, B or C`);
    }
    comparables.forEach((comparable, index) => {
      const inner = c.nested(`comparables[${index}]`);
      inner.number(comparable, "leveredBeta", stepped(0.6, 2, 0.01));
      inner.number(comparable, "debtToEquity", whole(0, 150));
    });
  }
  c.number(s, "taxRate", whole(15, 35));
  c.number(s, "targetDebtToEquity", whole(0, 100));
  c.number(s, "riskFreeRate", stepped(1, 5, 0.1));
  c.number(s, "equityRiskPremium", stepped(4, 7, 0.1));
  c.number(s, "preTaxCostOfDebt", stepped(3, 10, 0.1));
}

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"wacc", WaccStatement>[] = [
  // t = 20 %, 1 − t = 0.8
  // βu A = 1.20 / (1 + 0.8 × 0.50) = 1.20 / 1.4 = 0.8571 → 0.86
  // βu B = 0.90 / (1 + 0.8 × 0) = 0.90 (no debt)
  // βu C = 1.50 / (1 + 0.8 × 1.00) = 1.50 / 1.8 = 0.8333 → 0.83
  // Average = (0.85714 + 0.9 + 0.83333) / 3 = 2.59048 / 3 = 0.86349 → 0.86
  // Relevered = 0.86349 × (1 + 0.8 × 0.25) = 0.86349 × 1.2 = 1.03619 → 1.04
  // Cost of Equity = 4.0 + 1.03619 × 5.0 = 9.18095 → 9.2
  // After-tax Cost of Debt = 6.0 × 0.8 = 4.8
  // Equity Weight = 1 / 1.25 = 80.0 %
  // WACC = 0.8 × 9.18095 + 0.2 × 4.8 = 7.34476 + 0.96 = 8.30476 → 8.3
  {
    slug: "wacc",
    title: "one comparable without debt",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 1.2, debtToEquity: 50 },
        { name: "B", leveredBeta: 0.9, debtToEquity: 0 },
        { name: "C", leveredBeta: 1.5, debtToEquity: 100 },
      ],
      taxRate: 20,
      targetDebtToEquity: 25,
      riskFreeRate: 4,
      equityRiskPremium: 5,
      preTaxCostOfDebt: 6,
    },
    answers: {
      "Unlevered Beta A": "0.86",
      "Unlevered Beta B": "0.90",
      "Unlevered Beta C": "0.83",
      "Average Unlevered Beta": "0.86",
      "Relevered Beta": "1.04",
      "Cost of Equity": "9.2",
      "After-tax Cost of Debt": "4.8",
      "Equity Weight": "80.0",
      WACC: "8.3",
    },
  },
  // t = 35 %, 1 − t = 0.65
  // βu A = 0.60 / 1 = 0.60 (no debt)
  // βu B = 2.00 / (1 + 0.65 × 1.5) = 2.00 / 1.975 = 1.01266 → 1.01
  // βu C = 1.10 / (1 + 0.65 × 0.3) = 1.10 / 1.195 = 0.92050 → 0.92
  // Average = (0.6 + 1.01266 + 0.92050) / 3 = 2.53316 / 3 = 0.84439 → 0.84
  // Relevered = 0.84439 × (1 + 0) = 0.84 (an all-equity target)
  // Cost of Equity = 1.0 + 0.84439 × 7.0 = 1 + 5.91071 = 6.91071 → 6.9
  // After-tax Cost of Debt = 10.0 × 0.65 = 6.5
  // Equity Weight = 1 / (1 + 0) = 100.0 %
  // WACC = 1 × 6.91071 + 0 × 6.5 = 6.9
  {
    slug: "wacc",
    title: "all-equity target, extreme betas and leverage",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 0.6, debtToEquity: 0 },
        { name: "B", leveredBeta: 2, debtToEquity: 150 },
        { name: "C", leveredBeta: 1.1, debtToEquity: 30 },
      ],
      taxRate: 35,
      targetDebtToEquity: 0,
      riskFreeRate: 1,
      equityRiskPremium: 7,
      preTaxCostOfDebt: 10,
    },
    answers: {
      "Unlevered Beta A": "0.60",
      "Unlevered Beta B": "1.01",
      "Unlevered Beta C": "0.92",
      "Average Unlevered Beta": "0.84",
      "Relevered Beta": "0.84",
      "Cost of Equity": "6.9",
      "After-tax Cost of Debt": "6.5",
      "Equity Weight": "100.0",
      WACC: "6.9",
    },
  },
  // t = 30 %, 1 − t = 0.7
  // βu A = 1.35 / (1 + 0.7 × 0.4) = 1.35 / 1.28 = 1.0546875 → 1.05
  // βu B = 0.75 (no debt)
  // βu C = 1.80 / (1 + 0.7 × 1.2) = 1.80 / 1.84 = 0.97826 → 0.98
  // Average = (1.0546875 + 0.75 + 0.97826) / 3 = 2.78295 / 3 = 0.92765 → 0.93
  // Relevered = 0.92765 × (1 + 0.7 × 0.5) = 0.92765 × 1.35 = 1.25233 → 1.25
  // Cost of Equity = 3.5 + 1.25233 × 6.0 = 3.5 + 7.51396 = 11.01396 → 11.0
  // After-tax Cost of Debt = 7.5 × 0.7 = 5.25 → 5.3 (tie)
  // Equity Weight = 1 / 1.5 = 66.67 % → 66.7
  // WACC = 0.66667 × 11.01396 + 0.33333 × 5.25 = 7.34264 + 1.75 = 9.09264 → 9.1
  {
    slug: "wacc",
    title: "two-thirds equity, after-tax cost of debt on a tie",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 1.35, debtToEquity: 40 },
        { name: "B", leveredBeta: 0.75, debtToEquity: 0 },
        { name: "C", leveredBeta: 1.8, debtToEquity: 120 },
      ],
      taxRate: 30,
      targetDebtToEquity: 50,
      riskFreeRate: 3.5,
      equityRiskPremium: 6,
      preTaxCostOfDebt: 7.5,
    },
    answers: {
      "Unlevered Beta A": "1.05",
      "Unlevered Beta B": "0.75",
      "Unlevered Beta C": "0.98",
      "Average Unlevered Beta": "0.93",
      "Relevered Beta": "1.25",
      "Cost of Equity": "11.0",
      "After-tax Cost of Debt": "5.3",
      "Equity Weight": "66.7",
      WACC: "9.1",
    },
  },
];

export const waccOracle: DrillOracle<"wacc", WaccStatement> = {
  answers: waccAnswers,
  problems: waccProblems,
  examples,
};
