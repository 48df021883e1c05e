import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { financeFacts, findWrongClaims } from "./claim-check";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());

const MODEL =
  "Operating income falls by 10 and net income falls by 7.5. Depreciation is a non-cash expense, so the 10 is added back " +
  "and cash rises by 2.5. Debt holders take less risk than shareholders, so the cost of debt is lower. " +
  "Interest is tax deductible, so a loan at 8% costs 6% after tax at a 25% tax rate. " +
  "P/E compares equity value with net income, while EV/EBITDA compares enterprise value with EBITDA.";

const facts = financeFacts(loadLexicon().facts.map((fact) => analyzer.analyze(fact)));

const wrong = (answer: string, model = MODEL) =>
  findWrongClaims([analyzer.analyze(model)], analyzer.analyze(answer), analyzer.conceptRelations, facts);

describe("claim-level comparison with the model answer", () => {
  it("finds a reversed direction and quotes both claims", () => {
    expect(wrong("The 10 is added back, so cash falls by 2.5.")).toEqual([
      {
        kind: "direction",
        said: "so cash falls by 2.5",
        reference: "so the 10 is added back and cash rises by 2.5",
        source: "model",
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

  it("finds a short clause that denies part of a long one", () => {
    const model =
      "Breaching a covenant is an event of default that lets lenders demand repayment, although it usually leads to a waiver.";
    expect(wrong("Breaching a covenant isn't a default, though.", model).map((claim) => claim.kind)).toEqual([
      "negation",
    ]);
    expect(wrong("Breaching a covenant is a default, though it often ends in a waiver.", model)).toEqual([]);
  });

  it("does not compare an amount of money with a price per share", () => {
    const model =
      "The buyer's EPS is $2.00 and its P/E is 20x, while it pays 25x the target's earnings. It issues 18.75m new shares: $750m divided by $40.";
    expect(wrong("It is paying $750m for $30m of earnings.", model)).toEqual([]);
    // The same quantity in the same unit is still compared.
    expect(wrong("It issues 25m new shares.", model).map((claim) => claim.kind)).toEqual(["number"]);
  });

  it("reads figures joined by the operation they name as the terms of the reference's figure", () => {
    const model = "So the diluted share count is 10.5 million and diluted equity value is 210 million.";
    // 10.5 million × 20 = 210 million: the answer shows how the figure is worked out.
    expect(wrong("Diluted equity value is 10.5 million times 20.", model)).toEqual([]);
    // 10.5 million × 30 = 315 million, and 10.5 million plus 20 is no figure of the reference.
    expect(wrong("Diluted equity value is 10.5 million times 30.", model).map((claim) => claim.kind)).toEqual(
      ["number"],
    );
    expect(wrong("Diluted equity value is 10.5 million plus 20.", model).map((claim) => claim.kind)).toEqual([
      "number",
    ]);
  });

  it("reads a figure in thousands, millions or billions as the same amount written out", () => {
    const model = "Annual revenue is roughly €720,000 over about 360 days.";
    expect(wrong("Annual revenue comes to roughly €720k.", model)).toEqual([]);
    expect(wrong("Annual revenue comes to roughly €820k.", model).map((claim) => claim.kind)).toEqual([
      "number",
    ]);
  });

  it("compares figures only between clauses about one particular thing, not value in general", () => {
    const model = "Implied enterprise value is 8.0x × 100 = 800.";
    expect(wrong("Spread across the shares, each is worth 12.", model)).toEqual([]);
    expect(wrong("Implied enterprise value is 900.", model).map((claim) => claim.kind)).toEqual(["number"]);
  });

  it("does not compare a percentage with a count of years", () => {
    const model = "The terminal value sits at the end of year 5 and must be discounted back five years.";
    expect(
      wrong("To bring the terminal value to today I discount it for five full years at 9%.", model),
    ).toEqual([]);
  });

  it("reads a percentage and its fraction as one figure", () => {
    const model = "Terminal value = 100 × 1.02 / (9% − 2%) = 102 / 0.07, about 1,457.";
    expect(
      wrong("Dividing by WACC minus growth, 9% − 2% = 7%, gives a terminal value of 1,457.", model),
    ).toEqual([]);
    expect(
      wrong("Dividing by WACC minus growth, 9% − 2% = 6%, gives a terminal value of 1,457.", model),
    ).toHaveLength(1);
  });

  it("reads a denial without 'not' as keeping the reference's negation", () => {
    const model = "A large debt maturity the company cannot obviously refinance is a warning sign.";
    const denied = "A large debt maturity the company has no obvious way to refinance is a warning sign.";
    expect(wrong(denied, model)).toEqual([]);
    const affirmed = "A large debt maturity the company can obviously refinance is a warning sign.";
    expect(wrong(affirmed, model).map((claim) => claim.kind)).toEqual(["negation"]);
  });

  it("reads a 'not' and a looser denial of the same words as one denial", () => {
    const model =
      "Hostile bids need a bigger premium, because the buyer has had no access to inside information.";
    expect(
      wrong(
        "Hostile bids need a bigger premium, because the buyer hasn't had access to inside information.",
        model,
      ),
    ).toEqual([]);
    const other =
      "Hostile bids need a bigger premium, because the buyer has had access to inside information without a fight.";
    expect(
      wrong(
        "Hostile bids need a bigger premium, because the buyer hasn't had access to inside information.",
        other,
      ).map((claim) => claim.kind),
    ).toEqual(["negation"]);
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

  it("leaves a figure said of the same quantity in other words to the figure check, not the swap check", () => {
    const model =
      "The options are in the money: exercising 10 million at 15 raises 150 million, which buys back 7.5 million " +
      "shares at 20, so they add a net 2.5 million shares. The 5 million restricted stock units are added in full. " +
      "Diluted shares are 100 + 2.5 + 5 = 107.5 million, and the dilution lowers value per share.";
    const answer =
      "The options are in the money, so I use the treasury stock method: 10 million options at 15 raise 150 " +
      "million, which buys back 7.5 million shares at 20, for net dilution of 2.5 million shares. The restricted " +
      "stock units have no exercise price, so all 5 million are added. For enterprise value, I add total debt of 700.";
    expect(wrong(answer, model).map((claim) => claim.kind)).not.toContain("swap");
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

  it("finds a negation of a finance fact, only when the answer states the whole fact", () => {
    expect(wrong("Dividends are tax deductible.")).toMatchObject([
      { kind: "negation", reference: "Dividends are not tax deductible", source: "fact" },
    ]);
    expect(wrong("Equity value includes debt.").map((claim) => claim.kind)).toEqual(["negation"]);
    expect(wrong("It belongs to debt and equity holders alike.")).toEqual([]);
  });

  it("finds a myth that a finance fact contradicts, and leaves the true statement alone", () => {
    const model = "Project unlevered free cash flow, add a terminal value and bring both back to today.";
    expect(wrong("The terminal value should be discounted at the risk-free rate.", model)).toMatchObject([
      {
        kind: "negation",
        reference: "The terminal value is not discounted at the risk free rate",
        source: "fact",
      },
    ]);
    expect(wrong("The terminal value is discounted at the WACC.", model)).toEqual([]);
  });
  it("compares a figure only with the reference's figures in the same unit", () => {
    const model = "The after-tax cost of the debt is 6%.";
    expect(wrong("So the debt really costs $30m.", model)).toEqual([]);
    expect(wrong("The after-tax cost of the debt is 8%.", model).map((claim) => claim.kind)).toEqual([
      "number",
    ]);
  });

  it("reads a clause that continues a negated one as carrying its negation", () => {
    const model = "EV/EBITDA is not distorted by leverage, depreciation policy or tax rates.";
    expect(wrong("Depreciation policy or tax rates do not distort it.", model)).toEqual([]);
  });

  it("reads 'after-tax operating profit' as a profit, not as tax", () => {
    const model = "Unlevered free cash flow falls, because taxes on EBIT rise.";
    expect(wrong("After-tax operating profit goes from 75 to 70.", model)).toEqual([]);
    expect(wrong("Taxes on EBIT fall.", model).map((claim) => claim.kind)).toEqual(["direction"]);
  });

  it("finds no swap between a thing and a general word for it, or a quantity and its cost", () => {
    expect(
      wrong(
        "Divide by the diluted share count for a value per share.",
        "Divide equity value by diluted shares.",
      ),
    ).toEqual([]);
    expect(
      wrong(
        "With 70% equity costing 10% and 30% debt costing 6% before tax, WACC is 8.35%.",
        "With 70% equity at a 10% cost and 30% debt at 6% before tax, WACC is 8.35%.",
      ),
    ).toEqual([]);
  });

  it("finds a finance statement negated: stock-based compensation is a real cost", () => {
    expect(wrong("Stock-based compensation is not a real cost.").map((claim) => claim.kind)).toEqual([
      "negation",
    ]);
    expect(wrong("Stock-based compensation is a non-cash expense, but a real cost.")).toEqual([]);
  });

  it("takes a reason as supported only when one reference sentence gives it, not words from here and there", () => {
    const model =
      "Interest is tax deductible, so the cost of debt is taken after tax. " +
      "Lenders rank ahead of shareholders and take less risk, so they accept a lower return.";
    // Every content word is the model answer's, but no one sentence of it says that lenders pay the tax.
    expect(
      wrong("The cost of debt is taken after tax, because lenders pay the tax.", model).map(
        (claim) => claim.kind,
      ),
    ).toEqual(["reason"]);
    expect(
      wrong("The cost of debt is taken after tax, because the interest is tax deductible.", model),
    ).toEqual([]);
  });

  it("checks reasons only in an answer otherwise worded like the model answer", () => {
    const kinds = (answer: string) => wrong(answer).map((claim) => claim.kind);
    expect(
      kinds(
        "Debt holders take less risk than shareholders, so the cost of debt is lower, because banks print money.",
      ),
    ).toContain("reason");
    // In other words throughout, a reason in other words is no sign of a wrong one.
    expect(
      kinds(
        "Creditors stand first in line if a firm collapses, so borrowing is cheap, because owners carry the danger.",
      ),
    ).not.toContain("reason");
  });

  it("finds a conclusion ('for the same reason …') that no sentence of the model answer draws", () => {
    expect(
      wrong(
        "Depreciation is a non-cash expense, so it is added back. For the same reason, capex should not be subtracted in a DCF.",
      ),
    ).toEqual([
      {
        kind: "conclusion",
        said: "For the same reason, capex should not be subtracted in a DCF",
        reference: "",
        source: "model",
      },
    ]);
    expect(
      wrong(
        "Depreciation is a non-cash expense. For the same reason, the 10 is added back and cash rises by 2.5.",
      ),
    ).toEqual([]);
  });
});
