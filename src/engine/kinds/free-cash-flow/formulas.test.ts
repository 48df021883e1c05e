import { describe, expect, it } from "vitest";
import { cellReads, followThrough } from "../../test-support/formula-reads";
import { FALLBACK_FREE_CASH_FLOW } from "./generate";

// Revenue 1000, margin 25 %, D&A 40, CapEx 50, NWC up 10, tax 25 %, interest 20, net repayment 15, WACC 9 %,
// growth 2 %.
const statement = FALLBACK_FREE_CASH_FLOW;

describe("the free-cash-flow drill's formulas", () => {
  it("read the answer cells a student builds each cell from", () => {
    expect(cellReads("FreeCashFlow", statement)).toEqual({
      EBITDA: [],
      EBIT: ["EBITDA"],
      NOPAT: ["EBIT"],
      "Unlevered Free Cash Flow": ["NOPAT"],
      "Levered Free Cash Flow": ["EBIT"],
      "Terminal Value": ["Unlevered Free Cash Flow"],
      "Implied EV/EBITDA": ["Terminal Value", "EBITDA"],
    });
  });

  it("give each cell from the student's own figures, the statement's inputs as stated", () => {
    const on = (key: string, figures: Record<string, number>) =>
      followThrough("FreeCashFlow", statement, key, figures);
    // (200 − 20) × 0.75 + 40 − 50 − 10 + (−15) = 135 − 35 = 100 (the right EBIT is 210).
    expect(on("Levered Free Cash Flow", { EBIT: 200 })).toBe(100);
    // 100 × 1.02 / (0.09 − 0.02) = 102 / 0.07 = 1457.142857…
    expect(on("Terminal Value", { "Unlevered Free Cash Flow": 100 })).toBeCloseTo(1457.142857, 5);
    // 1500 / 300 = 5.
    expect(on("Implied EV/EBITDA", { "Terminal Value": 1500, EBITDA: 300 })).toBe(5);
  });
});
