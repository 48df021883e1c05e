import { describe, expect, it } from "vitest";
import { wrongCalculations } from "./arithmetic";

const said = (text: string) => wrongCalculations(text).map((claim) => [claim.said, claim.reference]);

describe("calculations worked out in an answer", () => {
  it("finds a result the figures do not give, and says what they give", () => {
    // 15 × 0.75 = 11.25, not 9.5.
    expect(said("At a 25% tax rate the after-tax cost of debt is 15% times 0.75, which is 9.5%.")).toEqual([
      ["15% times 0.75, which is 9.5%", "15% times 0.75 = 11.25"],
    ]);
    expect(said("Cash falls by 100 - 20 = 85.")).toEqual([["100 - 20 = 85", "100 - 20 = 80"]]);
  });

  it("accepts a right result, whichever way its percentages are read, and an approximate one", () => {
    expect(said("An 8% loan costs 8% × (1 − 25%) = 6% after tax.")).toEqual([]);
    expect(said("Enterprise value is 1,000 + 300 + 50 + 20 - 100 = 1,270.")).toEqual([]);
    expect(said("Two thirds is 2 ÷ 3, which is roughly 0.7 of the total.")).toEqual([]);
    expect(said("Net income falls by 20 × 0.75 = 15, and the tax saving is 2,5 + 2,5 = 5.")).toEqual([]);
  });

  it("leaves alone the end of a calculation whose terms are named in words before it", () => {
    // $200m + $30m − $22.5m = $207.5m: only "$30m minus $22.5m" is written as a calculation.
    expect(
      said("Net income is the buyer's $200m plus the target's $30m minus $22.5m, which is $207.5m."),
    ).toEqual([]);
    expect(said("After tax, $30m minus $22.5m is $17.5m.")).toEqual([
      ["$30m minus $22.5m is $17.5m", "$30m minus $22.5m = 7.5"],
    ]);
  });

  it("reads a chain of steps to its last result, and a calculation inside a longer one as a whole", () => {
    // 1 + 0.75 × 0.5 = 1.375 and 1.3 / 1.375 = 0.945.
    expect(said("Unlevered beta is 1.3 / (1 + 0.75 × 0.5) = 1.3 / 1.375, about 0.945.")).toEqual([]);
    expect(said("The options cost 4 million × (30 − 27) = 12 million.")).toEqual([]);
  });
});
