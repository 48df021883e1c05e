import { describe, expect, it } from "vitest";
import { wrongWorkedExamples } from ".";

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

describe("a deal's accretion or dilution to the buyer's EPS", () => {
  // Buyer: 100 of net income on 50 shares, EPS 100 / 50 = 2.00. Target: 30 of net income. 10 new shares:
  // 50 + 10 = 60 shares, 100 + 30 = 130 of net income, pro forma EPS 130 / 60 = 2.1667, 2.1667 / 2 − 1 = +8.3%.
  const deal =
    "The buyer has net income of $100m and 50m shares, so EPS of $2.00. The target has net income of $30m. " +
    "The buyer issues 10m new shares, taking the share count to 60m. Pro forma net income is $130m, so ";

  it("accepts pro forma EPS, its percentage and its verdict when the figures give them", () => {
    expect(saids(`${deal}pro forma EPS is about $2.17, roughly 8.3% accretive.`)).toEqual([]);
    expect(saids(`${deal}pro forma EPS is about $2.17 and the deal is accretive.`)).toEqual([]);
  });

  it("flags a pro forma EPS, a percentage or a verdict the figures contradict", () => {
    // 2.60 is not 2.17, and 30% is not 8.3%.
    expect(saids(`${deal}pro forma EPS is about $2.60, roughly 30% accretive.`)).toEqual([
      "Pro forma net income is $130m, so pro forma EPS is about $2.60, roughly 30% accretive.",
      "30% accretive",
    ]);
    // EPS up from 2.00 to 2.17 is accretion, not dilution.
    const claims = wrongWorkedExamples(`${deal}pro forma EPS is about $2.17, so the deal is dilutive.`);
    expect(claims.map((claim) => claim.said)).toEqual(["dilutive"]);
    expect(claims[0]?.reference).toMatch(/8\.3% accretive/);
  });

  it("reads a figure divided 'over' another as a step, not as the item it works out", () => {
    // EPS is $100m / 100m shares = $1.00, not $100m; 15m new shares make 115m; $120m / 115m = $1.043, +4.3%.
    const worked =
      "The buyer's EPS is $100m over 100m shares, $1.00. At $20 a share, $300m means 15m new shares, taking the " +
      "count to 115m. Pro forma net income is $120m, so pro forma EPS is $120m over 115m, about $1.043, roughly 4.3% accretive.";
    expect(saids(worked)).toEqual([]);
    expect(saids(worked.replace("4.3% accretive", "4.3% dilutive"))).toEqual(["4.3% dilutive"]);
  });

  it("counts the shares issued for the price paid", () => {
    // $300m paid in stock at $30 a share is 300 / 30 = 10m new shares, not 15m.
    expect(saids("The buyer pays $300m in stock at $30 a share, so it issues 10m new shares.")).toEqual([]);
    expect(saids("The buyer pays $300m in stock at $30 a share, so it issues 15m new shares.")).toHaveLength(
      1,
    );
  });

  it("takes the after-tax interest on new debt off pro forma net income", () => {
    // Interest 200 × 5% = 10, after tax 10 × (1 − 25%) = 7.5; net income 100 + 20 − 7.5 = 112.5 on the same
    // 50 shares: EPS 112.5 / 50 = 2.25 against 100 / 50 = 2.00, 12.5% accretive.
    const borrowed =
      "The buyer has net income of $100m and 50m shares. It borrows $200m at 5% to buy a target with net " +
      "income of $20m, at a 25% tax rate. ";
    expect(saids(`${borrowed}Pro forma EPS is $2.25, 12.5% accretive.`)).toEqual([]);
    // (100 + 20) / 50 = 2.40 forgets the interest.
    expect(saids(`${borrowed}Pro forma EPS is $2.40, 20% accretive.`)).toEqual([
      "Pro forma EPS is $2.40, 20% accretive.",
      "20% accretive",
    ]);
  });

  it("stays silent with two different scenarios or a missing figure", () => {
    // Two percentages are two cases; no target earnings leaves nothing to redo.
    expect(
      saids(
        `${deal}pro forma EPS is about $2.17, 8.3% accretive, or only 1% accretive without the target's growth.`,
      ),
    ).toEqual([]);
    expect(
      saids(
        "The buyer has net income of $100m and 50m shares and issues 10m new shares, so it is 30% accretive.",
      ),
    ).toEqual([]);
  });
});

describe("the P/E rule for an all-stock deal", () => {
  it("calls a deal accretive when the buyer's P/E is above the one it pays, and dilutive below", () => {
    // 20x above 15x: accretive; 12x below 15x: dilutive.
    expect(
      saids(
        "The buyer trades at 20x earnings and pays 15x earnings for the target, all in stock, so the deal is accretive.",
      ),
    ).toEqual([]);
    expect(
      saids(
        "If the buyer's P/E is 12x and it pays a P/E of 15x for the target in an all-stock deal, the deal is dilutive.",
      ),
    ).toEqual([]);
    // 20x below 25x: dilutive, not accretive.
    expect(
      saids(
        "The buyer trades at 20x earnings and pays 25x earnings for the target, all in stock, so the deal is accretive.",
      ),
    ).toEqual(["accretive"]);
  });

  it("leaves the rule alone when debt or cash funds the deal, or both verdicts are given", () => {
    expect(
      saids(
        "The buyer trades at 20x earnings and pays 25x for the target with new debt, so the deal is accretive.",
      ),
    ).toEqual([]);
    expect(
      saids(
        "If the buyer trades at 20x earnings and pays 25x for the target, the deal is dilutive, not accretive.",
      ),
    ).toEqual([]);
  });
});

describe("options under the treasury stock method", () => {
  // 10 options at a strike of 20: proceeds 10 × 20 = 200 buy back 200 / 40 = 5 shares; net 10 − 5 = 5.
  const options = "With 10 options at a strike of $20 and a share price of $40, ";

  it("accepts the proceeds, the buyback and the net new shares", () => {
    expect(
      saids(
        `${options}the exercise proceeds of $200 buy back 5 shares, so the options add 5 net new shares.`,
      ),
    ).toEqual([]);
  });

  it("flags buyback shares added instead of taken off, and a wrong buyback", () => {
    const claims = wrongWorkedExamples(
      `${options}the exercise proceeds of $200 buy back 5 shares, so 10 + 5 = 15 new shares are added.`,
    );
    expect(claims.map((claim) => claim.said)).toEqual(["15 new shares"]);
    expect(claims[0]?.reference).toMatch(/10 − 5 = 5/);
    // 200 / 40 = 5, not 10.
    expect(saids(`${options}the proceeds buy back 10 shares.`)).toEqual(["buy back 10"]);
  });

  it("counts no shares for options out of the money", () => {
    // A strike of 50 above a price of 40: nobody exercises, so 0 new shares, not 20.
    expect(
      saids(
        "There are 20 options with a strike of $50 while the share price is $40, so they add 20 new shares.",
      ),
    ).toEqual(["20 new shares"]);
    expect(
      saids("There are 20 options with a strike of $50 while the share price is $40, so they add no shares."),
    ).toEqual([]);
  });

  it("stays silent with two share prices", () => {
    expect(
      saids(
        "Take 10 options at a strike of $20: at a share price of $40 they add 5 net new shares, and at a share price of $50 they add 6 net new shares.",
      ),
    ).toEqual([]);
  });
});

describe("a growing perpetuity", () => {
  it("accepts this year's or next year's cash flow over the discount rate less growth", () => {
    // 100 / (10% − 2%) = 1,250; with next year's cash flow, 100 × 1.02 / 8% = 1,275.
    const perpetuity = "A cash flow of 100 growing at 2% forever, at a WACC of 10%, has a terminal value of ";
    expect(saids(`${perpetuity}1,275.`)).toEqual([]);
    expect(saids(`${perpetuity}1,250.`)).toEqual([]);
    // 1,000 is 100 / 10%, growth left out.
    expect(saids(`${perpetuity}1,000.`)).toHaveLength(1);
  });

  it("checks the multiple of cash flow, 1 / (r − g)", () => {
    // 1 / (9% − 3%) = 16.7x and 1 / (10% − 3%) = 14.3x.
    expect(
      saids(
        "If the WACC rises from 9% to 10% with 3% growth, the terminal multiple of cash flow falls from 16.7x to 14.3x.",
      ),
    ).toEqual([]);
    const claims = wrongWorkedExamples(
      "If the WACC rises from 9% to 10% with 3% growth, the terminal multiple of cash flow goes from 16.7x to 20x.",
    );
    expect(claims).toHaveLength(1);
    expect(claims[0]?.reference).toMatch(/14\.3 times/);
  });

  it("stays silent with two growth rates (14.3x fits 3% but not 2%), or a multiple of earnings that needs reinvestment", () => {
    expect(saids("With a WACC of 10%, 2% growth or 3% growth, the perpetuity multiple is 14.3x.")).toEqual(
      [],
    );
    // (1 − 3% / 15%) / (8% − 3%) = 16x NOPAT, not 1 / 5% = 20x.
    expect(
      saids(
        "With growth of 3%, ROIC of 15% and WACC of 8%, the multiple is 0.8 divided by 0.05, or 16x NOPAT.",
      ),
    ).toEqual([]);
  });
});

describe("discounting a value back to today", () => {
  it("divides by (1 + r)^N and flags a value compounded instead", () => {
    // 1.1^3 = 1.331; 1,000 / 1.331 = 751.3, while 1,000 × 1.331 = 1,331 compounds it.
    expect(
      saids(
        "The terminal value of 1,000 sits at the end of year 3. Discounted three years at 10% to today, it is worth about 751.",
      ),
    ).toEqual([]);
    const claims = wrongWorkedExamples(
      "The terminal value of 1,000 sits at the end of year 3. Compounded three years at 10% to today, it is worth 1,331.",
    );
    expect(claims.map((claim) => claim.said)).toEqual([
      "Compounded three years at 10% to today, it is worth 1,331.",
    ]);
    expect(claims[0]?.reference).toMatch(/751\.31/);
  });

  it("checks a power stated on the way, to the decimals given", () => {
    // 1.1^3 = 1.331; 1.1^5 = 1.61051, which is 1.6 to one decimal, and 1,000 / 1.61051 = 620.9; 1.21 is 1.1^2.
    expect(
      saids(
        "Discounting 1,000 back three years at 10%: 1.1^3 is about 1.331, so the present value is about 751.",
      ),
    ).toEqual([]);
    expect(
      saids(
        "Discounting 1,000 back five years at 10%: 1.1^5 is about 1.6, so the present value is about 621.",
      ),
    ).toEqual([]);
    expect(
      saids(
        "Discounting 1,000 back three years at 10%: 1.1^3 is about 1.21, so the present value is about 826.",
      ),
    ).toEqual(["1.1^3 is about 1.21"]);
  });
});

describe("the after-tax cost of debt and the interest tax shield", () => {
  it("checks rate × (1 − tax rate)", () => {
    // 6% × (1 − 25%) = 4.5%; 10% × (1 − 30%) = 7%.
    expect(saids("A 6% loan costs 4.5% after tax at a 25% tax rate.")).toEqual([]);
    expect(saids("At a 30% tax rate, a bond yielding 10% has an after-tax cost of 7%.")).toEqual([]);
    // 1.5% is 6% × 25%, the tax saved, not the cost left.
    expect(saids("A 6% loan costs 1.5% after tax at a 25% tax rate.")).toEqual(["costs 1.5%"]);
  });

  it("checks interest × tax rate", () => {
    // 40 × 25% = 10.
    expect(saids("Interest of $40m at a 25% tax rate saves $10m of tax.")).toEqual([]);
    expect(saids("Interest of $40m at a 25% tax rate saves $30m of tax.")).toEqual(["saves $30m"]);
  });

  it("stays silent without a tax rate, or with two tax rates", () => {
    expect(saids("A 6% pre-tax cost of debt costs 4.2% after tax.")).toEqual([]);
    expect(
      saids("A 6% loan costs 4.5% after tax at a 25% tax rate, or 4.2% after tax at a 30% tax rate."),
    ).toEqual([]);
  });
});
