import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { attributeSwaps, parallelSwaps } from "./attribute-swaps";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());
const MODEL =
  "Basic shares are the shares actually outstanding today. Diluted shares also include the shares that " +
  "could be created by dilutive securities, such as in-the-money options and convertible bonds.";
const swaps = (answer: string) =>
  attributeSwaps(analyzer.analyze(answer), [analyzer.analyze(MODEL)], { swapAttributeMinimum: 3 }).map(
    (claim) => [claim.said, claim.reference],
  );

describe("one thing said of another the model answer sets beside it", () => {
  it("finds a clause that restates the other thing's clause, in other words around it", () => {
    expect(
      swaps(
        "Diluted shares are simply what is outstanding today, while basic shares include on top the shares " +
          "that dilutive securities could create.",
      ),
    ).toEqual([
      [
        "while basic shares include on top the shares that dilutive securities could create",
        "Diluted shares also include the shares that could be created by dilutive securities",
      ],
    ]);
  });

  it("accepts each thing with its own words, a thing the answer never names and another language", () => {
    expect(
      swaps(
        "Basic shares are those outstanding now; diluted shares add what options and convertibles could create.",
      ),
    ).toEqual([]);
    expect(
      swaps("Diluted shares also include the shares that options and dilutive securities could create."),
    ).toEqual([]);
    expect(
      swaps("Les actions diluées comprennent aussi les actions que les titres dilutifs pourraient créer."),
    ).toEqual([]);
  });
});

describe("two clauses set side by side, each opened like one and finished like the other", () => {
  const SIDE_BY_SIDE =
    "Bank loans traditionally carry maintenance covenants tested every quarter, while high-yield bonds mostly use " +
    "incurrence covenants tested only when the company acts.";
  const parallel = (answer: string) =>
    parallelSwaps(analyzer.analyze(answer), analyzer.analyze(SIDE_BY_SIDE), { parallelSwapMinimum: 2 }).map(
      (claim) => claim.said,
    );

  it("finds the clause that opens with one and goes on with what the model answer says of the other", () => {
    expect(
      parallel("High-yield bonds traditionally carry maintenance covenants tested every quarter."),
    ).toEqual(["High yield bonds traditionally carry maintenance covenants tested every quarter"]);
  });

  it("accepts each side with its own words, and a clause that names only what they share", () => {
    expect(parallel("Bank loans traditionally carry maintenance covenants, tested every quarter.")).toEqual(
      [],
    );
    expect(parallel("Covenants are tested.")).toEqual([]);
  });
});
