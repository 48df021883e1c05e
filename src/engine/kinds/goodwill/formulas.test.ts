import { describe, expect, it } from "vitest";
import { cellReads, followThrough } from "../../test-support/formula-reads";
import { FALLBACK_GOODWILL } from "./generate";

// Offer 30 a share against 25, 100 m shares, book value 1500 with 200 of goodwill, write-up 400, tax 25 %.
const statement = FALLBACK_GOODWILL;

describe("the goodwill drill's formulas", () => {
  it("read the answer cells a student builds each cell from", () => {
    expect(cellReads("Goodwill", statement)).toEqual({
      "Offer Premium": [],
      "Purchase Equity Value": [],
      "Adjusted Book Value": [],
      "Deferred Tax Liability": [],
      Goodwill: ["Purchase Equity Value", "Adjusted Book Value", "Deferred Tax Liability"],
    });
  });

  it("give Goodwill from the student's own figures, the write-up as stated", () => {
    // 3200 − 1400 − 400 + 120 = 1520 (the right figures give 3000 − 1300 − 400 + 100 = 1400).
    const figures = {
      "Purchase Equity Value": 3200,
      "Adjusted Book Value": 1400,
      "Deferred Tax Liability": 120,
    };
    expect(followThrough("Goodwill", statement, "Goodwill", figures)).toBe(1520);
  });
});
