import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";
import { consistent, reversedThresholds, thresholdsIn } from "./thresholds";

const analyzer = new TextAnalyzer(loadLexicon());
const conceptsOf = (words: string) =>
  analyzer
    .analyze(words)
    .sentences.flatMap((sentence) => sentence.keys)
    .filter((key) => key.startsWith("c:"));
const MODEL =
  "Maintenance covenants are tested every quarter, for example keeping leverage below 5x EBITDA or interest " +
  "coverage above 2x. For a healthy company, equity value is usually well above book value.";
const reversed = (answer: string, references = [MODEL]) =>
  reversedThresholds(
    thresholdsIn(answer, conceptsOf),
    consistent(references.flatMap((text) => thresholdsIn(text, conceptsOf))),
    [],
  ).map((claim) => [claim.said, claim.reference]);

describe("a quantity on the other side of a bound", () => {
  it("finds a figure or a quantity the answer puts on the wrong side", () => {
    expect(reversed("They require leverage above 5x EBITDA and interest coverage below 2x.")).toEqual([
      ["They require leverage above 5x EBITDA", "for example keeping leverage below 5x EBITDA"],
      ["interest coverage below 2x", "interest coverage above 2x"],
    ]);
    expect(reversed("A healthy company has an equity value below its book value.")).toHaveLength(1);
    // Two bounds in one clause, each with its own quantity.
    expect(
      reversed(
        "A price-to-book ratio below 1 signals that the market expects returns above the cost of equity.",
        ["A price-to-book ratio below 1 suggests the market expects returns below the cost of equity."],
      ),
    ).toHaveLength(1);
  });

  it("reads a denial as the other side, and accepts another bound or a reference that says both", () => {
    expect(reversed("Leverage must not exceed 5x EBITDA, and coverage must stay above 2x.")).toEqual([]);
    expect(reversed("Leverage must stay below 6x EBITDA.")).toEqual([]);
    expect(
      reversed("Keep growth below GDP growth.", [
        "A growth rate above GDP growth signals a problem. Growth should not exceed GDP growth.",
      ]),
    ).toEqual([]);
  });

  it("finds two quantities put in each other's place, against a finance fact where the references are silent", () => {
    const facts = consistent(thresholdsIn("The cost of equity sits above the cost of debt.", conceptsOf));
    const claims = reversedThresholds(
      thresholdsIn("The cost of debt sits above the cost of equity.", conceptsOf),
      [],
      facts,
    );
    expect(claims.map((claim) => claim.source)).toEqual(["fact"]);
    expect(
      reversedThresholds(
        thresholdsIn("The cost of equity is above the cost of debt.", conceptsOf),
        [],
        facts,
      ),
    ).toEqual([]);
  });
});
