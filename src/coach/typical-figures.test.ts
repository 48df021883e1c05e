import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";
import { TypicalFigures } from "./typical-figures";

const lexicon = loadLexicon();
const analyzer = new TextAnalyzer(lexicon);
const figures = new TypicalFigures(lexicon.typicalFigures, (text) => analyzer.analyze(text));
const misstated = (answer: string) => figures.misstated(analyzer.analyze(answer));

describe("figures a candidate should know roughly", () => {
  it("catches a figure far outside its range and quotes the fact", () => {
    const [claim] = misstated(
      "Precedents come out highest because the control premium is typically about 100%.",
    );
    expect(claim?.kind).toBe("number");
    expect(claim?.source).toBe("fact");
    expect(claim?.reference).toMatch(/20–40%/);
    expect(misstated("A sponsor can only raise debt of about 1x EBITDA.")).toHaveLength(1);
    // The figure in another clause of the sentence than the name it belongs to.
    expect(
      misstated(
        "Precedents include a control premium, which is typically only about 2 to 5% over the share price.",
      ),
    ).toHaveLength(1);
  });

  it("accepts a figure or a range inside it, a negated clause and a figure of something else", () => {
    expect(misstated("The control premium is typically 25 to 35%.")).toEqual([]);
    expect(misstated("The control premium is usually 30%.")).toEqual([]);
    expect(misstated("A parent that owns 30% does not consolidate the company.")).toEqual([]);
    expect(misstated("The share price rose by 100% after the deal closed.")).toEqual([]);
  });
});
