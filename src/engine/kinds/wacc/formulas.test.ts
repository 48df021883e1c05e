import { describe, expect, it } from "vitest";
import { cellReads, followThrough } from "../../test-support/formula-reads";
import { ENGINE_VERSION } from "../../version";
import type { WaccStatement } from "./fields";

const statement: WaccStatement = {
  engineVersion: ENGINE_VERSION,
  comparables: [
    { name: "A", leveredBeta: 1.2, debtToEquity: 50 },
    { name: "B", leveredBeta: 1, debtToEquity: 0 },
    { name: "C", leveredBeta: 1.5, debtToEquity: 100 },
  ],
  taxRate: 20,
  targetDebtToEquity: 25,
  riskFreeRate: 3,
  equityRiskPremium: 6,
  preTaxCostOfDebt: 5,
};

describe("the WACC drill's formulas", () => {
  it("read the answer cells a student builds each cell from", () => {
    expect(cellReads("WACC", statement)).toEqual({
      "Unlevered Beta A": [],
      "Unlevered Beta B": [],
      "Unlevered Beta C": [],
      "Average Unlevered Beta": ["Unlevered Beta A", "Unlevered Beta B", "Unlevered Beta C"],
      "Relevered Beta": ["Average Unlevered Beta"],
      "Cost of Equity": ["Relevered Beta"],
      "After-tax Cost of Debt": [],
      "Equity Weight": [],
      WACC: ["Equity Weight", "Cost of Equity", "After-tax Cost of Debt"],
    });
  });

  it("give each cell from the student's own figures, the statement's inputs as stated", () => {
    const on = (key: string, figures: Record<string, number>) =>
      followThrough("WACC", statement, key, figures);
    // 1.2 / (1 + 0.8 × 0.5) = 0.857…, 1, 1.5 / (1 + 0.8 × 1) = 0.833…: the right average is 0.897.
    const betas = { "Unlevered Beta A": 1, "Unlevered Beta B": 1, "Unlevered Beta C": 0.7 };
    // (1 + 1 + 0.7) / 3 = 0.9.
    expect(on("Average Unlevered Beta", betas)).toBeCloseTo(0.9, 12);
    // 1 × (1 + 0.8 × 0.25) = 1.2.
    expect(on("Relevered Beta", { "Average Unlevered Beta": 1 })).toBeCloseTo(1.2, 12);
    // 3 % + 1.5 × 6 % = 12 %.
    expect(on("Cost of Equity", { "Relevered Beta": 1.5 })).toBeCloseTo(12, 12);
    // 0.8 × 10 % + 0.2 × 4 % = 8.8 %.
    const weights = { "Equity Weight": 80, "Cost of Equity": 10, "After-tax Cost of Debt": 4 };
    expect(on("WACC", weights)).toBeCloseTo(8.8, 12);
  });
});
