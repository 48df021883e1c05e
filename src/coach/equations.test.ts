import { describe, expect, it } from "vitest";
import { BuiltinGrader } from "./builtin-grader";

const grader = new BuiltinGrader();
const formulaClaims = (answer: string) =>
  grader
    .assess({
      question: "Walk me through the balance sheet.",
      modelAnswer:
        "The balance sheet lists what the company owns and owes. Assets always equal liabilities plus equity.",
      answer,
    })
    .wrongClaims.filter((claim) => claim.kind === "formula");

describe("formulas", () => {
  it("finds one that names an identity's quantities but does not rearrange to it", () => {
    expect(formulaClaims("Equity equals liabilities minus assets.")).toEqual([
      {
        kind: "formula",
        said: "Equity equals liabilities minus assets",
        reference: "Assets always equal liabilities plus equity",
        source: "model",
      },
    ]);
    // An identity of the lexicon, when the model answer states none.
    expect(formulaClaims("Net debt equals debt plus cash.").map((claim) => claim.source)).toEqual(["fact"]);
  });

  it("accepts the identity rearranged, written with symbols, or a formula of other quantities", () => {
    expect(formulaClaims("Equity equals assets minus liabilities, so the sheet balances.")).toEqual([]);
    expect(formulaClaims("Enterprise value = equity value + net debt.")).toEqual([]);
    expect(formulaClaims("Net income equals revenue minus all expenses.")).toEqual([]);
  });

  it("does not list as covered the key point the wrong formula contradicts", () => {
    const result = grader.grade({
      question: "Walk me through the balance sheet.",
      modelAnswer:
        "The balance sheet lists what the company owns and owes. Assets always equal liabilities plus equity.",
      keyPoints: ["Assets equal liabilities plus equity", "It is a snapshot at one date"],
      answer:
        "The balance sheet is a snapshot at one date of what a company owns and owes; equity equals liabilities minus assets.",
    });
    expect(result.coveredPoints).not.toContain("Assets equal liabilities plus equity");
    expect(result.missingPoints).toContain("Assets equal liabilities plus equity");
  });
});
