import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { coMovementsOf, readMirroredSentences } from "./co-movement";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());
const relations = analyzer.conceptRelations;

const movements = (text: string) =>
  coMovementsOf(analyzer.analyze(text)).map(
    ({ premise, consequence, sign }) =>
      `${premise.target} ${["against", "unchanged", "with"][sign + 1]} ${consequence.target}`,
  );

describe("what moves with what", () => {
  it("reads each later claim of a sentence as a consequence of its first", () => {
    expect(movements("Higher rates raise the WACC, so values fall.")).toEqual([
      "c:interest-rate with c:wacc",
      "c:interest-rate against c:valuation",
    ]);
    expect(movements("Higher rates leave the cost of equity unchanged.")).toEqual([
      "c:interest-rate unchanged c:cost-of-equity",
    ]);
  });

  it("starts again after a contrast, and relates nothing across sentences", () => {
    expect(movements("Higher rates raise the cost of debt, while lower growth lowers valuations.")).toEqual([
      "c:interest-rate with c:cost-of-debt",
      "c:growth with c:valuation",
    ]);
    expect(movements("Rates rise. Valuations fall.")).toEqual([]);
  });

  it("relates nothing in a comparison of two things, or to premises side by side", () => {
    expect(
      movements("Lenders take less risk than shareholders, so shareholders demand a higher return."),
    ).toEqual([]);
    expect(movements("A higher entry price and less leverage lower the IRR.")).toEqual([]);
    expect(movements("Debt and cash both rise by 100, so net debt is unchanged.")).toEqual([]);
  });
});

describe("a verb that names its cause", () => {
  const withCauses = (text: string) =>
    coMovementsOf(analyzer.analyze(text), true).map(
      ({ premise, consequence, sign }) =>
        `${premise.target} ${["against", "unchanged", "with"][sign + 1]} ${consequence.target}`,
    );

  it("reads 'depreciation lowers taxes' as more depreciation, lower taxes, when asked to", () => {
    expect(withCauses("Depreciation lowers taxes and so raises cash flow.")).toEqual([
      "c:depreciation against c:tax",
      "c:depreciation with c:cash-flow",
    ]);
    expect(movements("Depreciation lowers taxes.")).toEqual([]);
    expect(withCauses("A higher WACC lowers the value.")).toEqual(["c:wacc against c:valuation"]);
  });
});

describe("a relation stated from the other side", () => {
  const model = analyzer.analyze("Higher rates raise the WACC, so values fall.");
  const read = (answer: string) =>
    readMirroredSentences(analyzer.analyze(answer), model.claims, coMovementsOf(model), relations).claims.map(
      (claim) => `${claim.target}${claim.sign > 0 ? "+" : claim.sign < 0 ? "-" : "="}`,
    );

  it("reads 'when rates fall, values rise' as the model answer states it", () => {
    expect(read("When rates fall, the WACC falls and values rise.")).toEqual([
      "c:interest-rate+",
      "c:wacc+",
      "c:valuation-",
    ]);
  });

  it("leaves a sentence alone when flipping it would not make it agree", () => {
    expect(read("When rates fall, the WACC rises.")).toEqual(["c:interest-rate-", "c:wacc+"]);
  });
});
