import { describe, expect, it } from "vitest";
import { BuiltinGrader } from "./builtin-grader";

describe("figures of an example", () => {
  const grader = new BuiltinGrader();
  const question = "Can a company's cost of debt be higher than its cost of equity?";
  const modelAnswer =
    "Not for the same company: shareholders are paid after lenders, so the cost of equity should exceed the cost " +
    "of debt. A distressed company's bonds may yield 15% while CAPM gives a cost of equity of 11%; the bond yield " +
    "is a promised return, so the fix is to use an expected return on the debt. For example, a loan at 8% costs " +
    "6% after tax at a 25% tax rate. Where a parent owns, say, 70% of a subsidiary, the other 30% belongs to outsiders.";
  const grade = (answer: string, asked = question) =>
    grader.assess({ question: asked, modelAnswer, answer }).wrongClaims.map((claim) => claim.kind);

  it("are the answer's own choice when the question gives no figure", () => {
    expect(
      grade(
        "Not for the same company: shareholders are paid after lenders. A distressed company's bonds might yield " +
          "14% while CAPM gives a cost of equity of 10%; the bond yield is only a promised return.",
      ),
    ).not.toContain("number");
  });

  it("are the answer's own only while they keep the example's size", () => {
    expect(
      grade("A distressed company's bonds might yield 1% while CAPM gives a cost of equity of 30%."),
    ).toContain("number");
  });

  it("may be set up a sentence earlier, but the same example must give the same result", () => {
    expect(grade("Say the parent owns 80% of it. Then the other 20% belongs to outsiders.")).not.toContain(
      "number",
    );
    expect(grade("For example, a loan at 8% costs 2% after tax at a 25% tax rate.")).toContain("number");
  });

  it("must match when the question sets the figures", () => {
    expect(
      grade(
        "A distressed company's bonds yield 14% while CAPM gives a cost of equity of 10%.",
        "Bonds yield 15% and CAPM gives 11%. Which is the cost of equity?",
      ),
    ).toContain("number");
  });
});
