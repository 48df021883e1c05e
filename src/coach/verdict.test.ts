import { describe, expect, it } from "vitest";
import { contradictedVerdict } from "./verdict";

describe("the verdict of a yes-or-no question", () => {
  const question = "Can a company's cost of debt be higher than its cost of equity?";
  const model = "Not in a consistent framework: shareholders are paid after lenders.";

  it("is contradicted by the opposite verdict", () => {
    expect(contradictedVerdict(question, model, "Yes, for a distressed company it can.")?.kind).toBe(
      "negation",
    );
  });

  it("is not contradicted by the same verdict, by no verdict, or on an open question", () => {
    expect(contradictedVerdict(question, model, "No: equity ranks after debt.")).toBeUndefined();
    expect(
      contradictedVerdict(question, model, "Equity ranks after debt, so it costs more."),
    ).toBeUndefined();
    expect(contradictedVerdict("Why is debt cheaper than equity?", model, "Yes.")).toBeUndefined();
  });
});
