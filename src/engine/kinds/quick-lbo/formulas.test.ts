import { describe, expect, it } from "vitest";
import { cellReads, followThrough } from "../../test-support/formula-reads";
import { ENGINE_VERSION } from "../../version";
import type { QuickLboStatement } from "./fields";

const statement: QuickLboStatement = {
  engineVersion: ENGINE_VERSION,
  ebitda: 100,
  entryMultiple: 10,
  debtMultiple: 5,
  ebitdaGrowth: 10,
  exitMultiple: 10,
  years: 3,
  annualDebtPaydown: 50,
};

describe("the quick LBO's formulas", () => {
  it("read the answer cells a student builds each cell from", () => {
    expect(cellReads("QuickLBO", statement)).toEqual({
      "Entry Enterprise Value": [],
      "Entry Debt": [],
      "Entry Equity": ["Entry Enterprise Value", "Entry Debt"],
      "Exit EBITDA": [],
      "Exit Enterprise Value": ["Exit EBITDA"],
      "Exit Debt": ["Entry Debt"],
      "Exit Equity": ["Exit Enterprise Value", "Exit Debt"],
      MoM: ["Exit Equity", "Entry Equity"],
      IRR: ["MoM"],
    });
  });

  it("give each cell from the student's own figures, the statement's inputs as stated", () => {
    const on = (key: string, figures: Record<string, number>) =>
      followThrough("QuickLBO", statement, key, figures);
    // 700 − 3 years × 50 = 550 (the right Entry Debt is 500).
    expect(on("Exit Debt", { "Entry Debt": 700 })).toBe(550);
    // 1300 − 400 = 900.
    expect(on("Exit Equity", { "Exit Enterprise Value": 1300, "Exit Debt": 400 })).toBe(900);
    // (2^(1/3) − 1) × 100 = (1.259921 − 1) × 100 = 25.9921.
    expect(on("IRR", { MoM: 2 })).toBeCloseTo(25.9921, 4);
  });
});
