import { describe, expect, it } from "vitest";
import { mockInterviewKinds, practiceKinds } from "./practice-items";

describe("practice kinds", () => {
  it("reviews every kind, the modelling tests included, but never asks a modelling test in a mock interview", () => {
    const practised = practiceKinds.map((kind) => kind.slug);
    const asked = mockInterviewKinds.map((kind) => kind.slug);
    expect(practised).toEqual(expect.arrayContaining(["lbo", "wacc", "lbo-model", "three-statement-model"]));
    expect(asked).toEqual(
      practised.filter((slug) => slug !== "lbo-model" && slug !== "three-statement-model"),
    );
  });
});
