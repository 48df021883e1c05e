import { describe, expect, it } from "vitest";
import { wrongWorkedExamples } from "./worked-examples";

// Every expected figure below is worked out by hand in the comment beside it.
const saids = (text: string) => wrongWorkedExamples(text).map((claim) => claim.said);

describe("a change in depreciation through the three statements", () => {
  it("accepts the right figures, whichever way the change goes", () => {
    // 10 × (1 − 40%) = 6 off net income; the tax saved, 10 × 40% = 4, is the cash gained.
    expect(
      saids(
        "Say depreciation rises by 10 with a 40% tax rate: operating income falls by 10, net income falls by 6, " +
          "cash goes up by 4, PP&E is down 10 and retained earnings fall by 6.",
      ),
    ).toEqual([]);
    // A fall of 20 at 25%: net income up 20 × 0.75 = 15, cash down 20 × 0.25 = 5.
    expect(
      saids("If depreciation falls by 20 at a 25% tax rate, net income rises by 15 and cash falls by 5."),
    ).toEqual([]);
    expect(
      saids("Take a $10 increase in depreciation and a tax rate of 25%: net income drops by 7.5."),
    ).toEqual([]);
  });

  it("flags each figure that does not follow, with the worked figures", () => {
    const claims = wrongWorkedExamples(
      "If depreciation rises by 10 at a 25% tax rate, net income falls by 10, so cash falls by 7.5, " +
        "and PP&E falls by 2.5 while retained earnings fall by 10.",
    );
    expect(claims.map((claim) => claim.said)).toEqual([
      "net income falls by 10",
      "cash falls by 7.5",
      "PP&E falls by 2.5",
      "retained earnings fall by 10",
    ]);
    expect(claims[0]?.reference).toMatch(/net income by 7\.5/);
    expect(claims[0]?.reference).toMatch(/cash rises by the tax saved, 2\.5/);
    // Right size, wrong sign: depreciation is not a cash cost, so cash rises.
    expect(saids("Depreciation goes up by 10 at a 40% tax rate, so cash decreases by 4.")).toEqual([
      "cash decreases by 4",
    ]);
  });

  it("redoes nothing without a tax rate, or with two different changes", () => {
    expect(saids("If depreciation rises by 10, net income falls by 10.")).toEqual([]);
    expect(
      saids(
        "At a 25% tax rate, depreciation rises by 10 in year one and depreciation rises by 20 later; cash rises by 9.",
      ),
    ).toEqual([]);
  });
});

describe("net income and a working-capital change to operating cash flow", () => {
  it("takes a rise in receivables off net income and adds a rise in payables", () => {
    // 100 − 30 = 70.
    expect(saids("If net income is 100 and receivables rise by 30, operating cash flow is 70.")).toEqual([]);
    expect(saids("If net income is 100 and receivables rise by 30, operating cash flow is 130.")).toEqual([
      "operating cash flow is 130",
    ]);
    // 100 + 20 = 120.
    expect(
      saids(
        "With net income of 100 and payables up, payables rising by 20, cash flow from operations is 120.",
      ),
    ).toEqual([]);
  });
});

describe("a money multiple over a number of years against its IRR", () => {
  it("accepts the usual rules of thumb", () => {
    // 2^(1/5) − 1 = 14.9%; 3^(1/5) − 1 = 24.6%; 2^(1/9) − 1 = 8.0%.
    expect(saids("Doubling your money in five years is an IRR of about 15%.")).toEqual([]);
    expect(saids("A 3x return over 5 years is roughly a 25% IRR.")).toEqual([]);
    expect(saids("At 8% a year you double your money in about nine years.")).toEqual([]);
  });

  it("flags an IRR far from the one the multiple and the years give", () => {
    // 2^(1/3) − 1 = 26%, not 10%.
    expect(
      saids(
        "Doubling the money in five years is an IRR of about 15%, but doubling it in three years gives about 10%.",
      ),
    ).toEqual(["doubling it in three years gives about 10%."]);
    // 2^(1/12) − 1 = 5.9%, not 8%.
    expect(saids("It takes about 12 years to double your money at 8% a year.")).toHaveLength(1);
  });
});

describe("a multiple's premium or discount to another", () => {
  it("measures a premium on the lower multiple and a discount on the higher", () => {
    // 10 / 8 − 1 = 25%; 1 − 8 / 10 = 20%.
    expect(saids("At 10x EBITDA against peers at 8x, it trades at a 25% premium.")).toEqual([]);
    expect(saids("At 8x against peers at 10x, it trades at a 20% discount.")).toEqual([]);
    expect(saids("At 10x EBITDA against peers at 8x, it trades at a 20% premium.")).toHaveLength(1);
  });
});

describe("a value stated as a multiple of EBITDA", () => {
  it("checks each value against the multiple times EBITDA", () => {
    // 10 × 100 = 1,000 and 10 × 150 = 1,500.
    expect(
      saids("If EBITDA grows from 100 to 150 at a constant 10x, enterprise value rises from 1,000 to 1,500."),
    ).toEqual([]);
    expect(
      saids("If EBITDA grows from 100 to 150 at a constant 10x, enterprise value rises from 1,000 to 1,200."),
    ).toHaveLength(1);
    // $50m at 9x is $450m.
    expect(
      saids("With EBITDA of $50m bought at 9x, the purchase price is $450m, funded with $270m of debt."),
    ).toEqual([]);
  });

  it("leaves the terms of a sum alone and checks its result", () => {
    // 800 + 200 = 1,000, and 1,000 / 110 = 9.1x.
    expect(saids("Enterprise value is 800 + 200 = 1,000, against EBITDA of 110, about 9.1x.")).toEqual([]);
  });
});
