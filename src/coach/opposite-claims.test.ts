import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";
import { oppositeClaims, oppositesOf } from "./opposite-claims";

const lexicon = loadLexicon();
const analyzer = new TextAnalyzer(lexicon);
const opposites = oppositesOf(lexicon.opposites, analyzer);
const MODEL =
  "An all-stock acquisition by a buyer with a higher P/E than the target's is accretive to the buyer's EPS. " +
  "Secured lenders are repaid first from the collateral.";
const opposite = (answer: string) =>
  oppositeClaims(
    analyzer.analyze(answer),
    [analyzer.analyze(MODEL)],
    opposites,
    analyzer.conceptRelations,
  ).map((claim) => [claim.said, claim.reference]);

describe("the opposite word of an aligned reference clause", () => {
  it("finds a clause that says the other word of a pair of opposites", () => {
    expect(
      opposite(
        "An all-stock acquisition by a buyer with a higher P/E than the target's is dilutive to its EPS.",
      ),
    ).toEqual([
      [
        "An all stock acquisition by a buyer with a higher P/E than the target is dilutive to its EPS",
        "An all stock acquisition by a buyer with a higher P/E than the target is accretive to the buyer EPS",
      ],
    ]);
  });

  it("accepts the same word, the opposite denied, and a clause about other things", () => {
    expect(
      opposite(
        "An all-stock acquisition by a buyer with a higher P/E than the target's is accretive to its EPS.",
      ),
    ).toEqual([]);
    expect(
      opposite(
        "An all-stock acquisition by a buyer with a higher P/E than the target's is not dilutive to its EPS.",
      ),
    ).toEqual([]);
    expect(opposite("A dilutive deal can still create value through synergies.")).toEqual([]);
  });
});
