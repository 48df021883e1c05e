import { describe, expect, it } from "vitest";
import { wrongWorkedExamples } from "./worked-examples";

// Every expected figure below is worked out by hand in the comment beside it.
const saids = (text: string) => wrongWorkedExamples(text).map((claim) => claim.said);

describe("the after-tax cost of debt", () => {
  it("checks rate × (1 − tax rate)", () => {
    // 6% × (1 − 25%) = 4.5%; 10% × (1 − 30%) = 7%.
    expect(saids("A 6% loan costs 4.5% after tax at a 25% tax rate.")).toEqual([]);
    expect(saids("At a 30% tax rate, a bond yielding 10% has an after-tax cost of 7%.")).toEqual([]);
    // 1.5% is 6% × 25%, the tax saved, not the cost left.
    expect(saids("A 6% loan costs 1.5% after tax at a 25% tax rate.")).toEqual(["costs 1.5%"]);
    expect(wrongWorkedExamples("A 6% loan costs 1.5% after tax at a 25% tax rate.")[0]?.reference).toMatch(
      /= 4\.5% after tax/,
    );
  });

  it("stays silent without a tax rate, or with two tax rates", () => {
    expect(saids("A 6% pre-tax cost of debt costs 4.2% after tax.")).toEqual([]);
    expect(
      saids("A 6% loan costs 4.5% after tax at a 25% tax rate, or 4.2% after tax at a 30% tax rate."),
    ).toEqual([]);
  });

  it("leaves a calculation to the arithmetic check", () => {
    // "costs 4.5% times …" starts a calculation: the stated figure is a term, not the after-tax cost.
    expect(saids("At a 25% tax rate, a 6% loan costs 6% times 0.75, which is 4.5% after tax.")).toEqual([]);
  });
});
