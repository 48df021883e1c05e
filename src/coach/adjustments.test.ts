import { describe, expect, it } from "vitest";
import { reversedAdjustments } from "./adjustments";
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
