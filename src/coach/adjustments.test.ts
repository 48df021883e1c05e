import { describe, expect, it } from "vitest";
import { reversedAdjustments, reversedWorkedSigns } from "./adjustments";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());
const MODEL =
  "To go from equity value to enterprise value you add the other claims, such as debt, preferred stock and " +
  "noncontrolling interests, and subtract non-operating assets such as cash.";
const reversed = (answer: string) =>
  reversedAdjustments(analyzer.analyze(answer), [analyzer.analyze(MODEL)]).map((claim) => claim.said);

describe("the sign of each item of a bridge", () => {
  it("finds items added where the model answer subtracts them, and the other way round", () => {
    expect(
      reversed(
        "Start with equity value. Add debt, preferred stock and cash, and subtract noncontrolling interests.",
      ),
    ).toEqual(["and subtract noncontrolling interests", "preferred stock and cash"]);
  });

  it("accepts the items in another order, a denied adjustment and words that only sound like one", () => {
    expect(
      reversed(
        "Subtract cash, then add debt, noncontrolling interests and preferred stock to get enterprise value.",
      ),
    ).toEqual([]);
    expect(reversed("Add debt but do not add cash.")).toEqual([]);
    expect(reversed("Combined, debt and cash make up the net debt figure.")).toEqual([]);
  });
});

describe("the sign of each item of a bridge worked out in figures", () => {
  const conceptsOf = (words: string) =>
    analyzer
      .analyze(words)
      .sentences.flatMap((sentence) => sentence.keys)
      .filter((key) => key.startsWith("c:"));
  const worked = (answer: string) =>
    reversedWorkedSigns(answer, [analyzer.analyze(MODEL)], conceptsOf).map((claim) => claim.said);

  it("finds a named item given the wrong sign in the sum", () => {
    expect(
      worked("With debt of 300 and cash of 100, enterprise value is 1,000 + 300 + 100 = 1,400."),
    ).toEqual(["1,000 + 300 + 100"]);
    expect(
      worked("Equity value is 1,000, with $300m of debt and $50m of preferred stock: 1,000 − 300 + 50."),
    ).toEqual(["1,000 − 300 + 50"]);
  });

  it("accepts the right signs, unnamed figures and a figure named twice", () => {
    expect(
      worked("With debt of 300 and cash of 100, enterprise value is 1,000 + 300 − 100 = 1,200."),
    ).toEqual([]);
    expect(worked("Enterprise value is 1,000 + 300 + 100 = 1,400.")).toEqual([]);
    expect(worked("Debt is 100 and cash of 100 sits on the balance sheet: 1,000 + 100 + 100.")).toEqual([]);
  });
});
