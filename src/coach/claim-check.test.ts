import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { findWrongClaims } from "./claim-check";
import { DEFAULT_TUNING } from "./grading-tuning";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());

const MODEL =
  "Operating income falls by 10 and net income falls by 7.5. Depreciation is a non-cash expense, so the 10 is added back " +
  "and cash rises by 2.5. Debt holders take less risk than shareholders, so the cost of debt is lower. " +
  "Interest is tax deductible, so a loan at 8% costs 6% after tax at a 25% tax rate. " +
  "P/E compares equity value with net income, while EV/EBITDA compares enterprise value with EBITDA.";

const wrong = (answer: string) =>
  findWrongClaims(
    [analyzer.analyze(MODEL)],
    analyzer.analyze(answer),
    analyzer.conceptRelations,
    DEFAULT_TUNING,
  );

describe("claim-level comparison with the model answer", () => {
  it("finds a reversed direction and quotes both claims", () => {
    expect(wrong("The 10 is added back, so cash falls by 2.5.")).toEqual([
      {
        kind: "direction",
        said: "so cash falls by 2.5",
        reference: "so the 10 is added back and cash rises by 2.5",
      },
    ]);
  });

  it("finds a changed figure for the same quantity", () => {
    // 7.5 = 10 × (1 − 25 %): the answer's 2.5 is the tax saving, not the fall in net income.
    expect(wrong("Net income falls by 2.5.").map((claim) => claim.kind)).toEqual(["number"]);
    expect(wrong("A loan at 8% costs 2% after tax at a 25% tax rate.").map((claim) => claim.kind)).toEqual([
      "number",
    ]);
  });

  it("finds a negation the model answer does not make", () => {
    expect(wrong("Interest is not tax deductible.").map((claim) => claim.kind)).toEqual(["negation"]);
  });

  it("finds the two sides of a comparison swapped", () => {
    expect(wrong("Shareholders take less risk than debt holders.").map((claim) => claim.kind)).toEqual([
      "swap",
    ]);
  });

  it("finds a claim pinned on the wrong one of two things the answer names", () => {
    expect(
      wrong("EV/EBITDA compares equity value with net income, and P/E is a multiple.").map(
        (claim) => claim.kind,
      ),
    ).toContain("swap");
  });

  it("finds nothing wrong in a correct answer written in other words", () => {
    expect(
      wrong(
        "Profit before tax drops by 10 and the bottom line by 7.5. The charge uses no cash, so it is added back and cash is up 2.5. " +
          "Lenders bear less risk than shareholders. Interest is tax deductible: 8% before tax is 6% after a 25% tax rate.",
      ),
    ).toEqual([]);
  });

  it("reads French claims against an English model answer", () => {
    expect(wrong("La trésorerie baisse de 2,5.").map((claim) => claim.kind)).toEqual(["direction"]);
  });
});
