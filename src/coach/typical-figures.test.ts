import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";
import { TypicalFigures } from "./typical-figures";

const lexicon = loadLexicon();
const analyzer = new TextAnalyzer(lexicon);
const figures = new TypicalFigures(lexicon.typicalFigures, lexicon.figureAsides, (text) =>
  analyzer.analyze(text),
);
const misstated = (answer: string) => figures.misstated(analyzer.analyze(answer));

// Per figure of the lexicon: a sentence that states it plainly wrong, and one inside its range.
const EXAMPLES: { wrong: string; right: string }[] = [
  {
    wrong: "In an LBO the sponsor can usually raise debt of about 15x EBITDA.",
    right: "In an LBO the sponsor usually raises debt of about 5 to 6x EBITDA.",
  },
  {
    wrong: "A stable business can support 10x to 12x leverage.",
    right: "A stable business can support about 5x leverage, a cyclical one about 2x.",
  },
  {
    wrong: "Regulated utilities can carry debt of 25x EBITDA.",
    right: "Regulated utilities often carry debt of about 6x EBITDA.",
  },
  {
    wrong: "Senior debt is usually about 9x EBITDA.",
    right: "Senior debt is usually about 4x EBITDA, with junior debt on top.",
  },
  {
    wrong: "Lenders require a minimum interest coverage of 0.5x.",
    right: "Lenders require a minimum interest coverage of 2x.",
  },
  {
    wrong: "An interest coverage of 0.5x is fine.",
    right: "An interest coverage of 4x is comfortable.",
  },
  {
    wrong: "The fixed charge coverage ratio is set at 0.2x.",
    right: "The fixed charge coverage ratio is set at 1.1x.",
  },
  {
    wrong: "The covenant is set with about 90% headroom to the plan.",
    right: "The covenant is set with about 30% headroom to the plan.",
  },
  {
    wrong: "The revolver charges a commitment fee of 5% on the undrawn amount.",
    right: "The revolver charges a commitment fee of 0.375% on the undrawn amount.",
  },
  {
    wrong: "The cash sweep sends about 5% of excess cash to the lenders.",
    right: "The cash sweep sends about 75% of excess cash to the lenders.",
  },
  {
    wrong: "Secured lenders usually recover only about 5% in a default.",
    right: "Secured lenders usually recover about 70% in a default.",
  },
  {
    wrong: "Unsecured creditors usually recover about 95% of their claim.",
    right: "Unsecured creditors usually recover about 40% of their claim.",
  },
  {
    wrong: "The default rate on high yield bonds is about 40% a year.",
    right: "The default rate on high yield bonds is about 4% a year.",
  },
  {
    wrong: "High yield bonds trade at a spread of about 0.5% over government bonds.",
    right: "High yield bonds trade at a spread of about 4% over government bonds.",
  },
  {
    wrong: "Investment grade bonds trade at a spread of about 12% over government bonds.",
    right: "Investment grade bonds trade at a spread of about 1.5% over government bonds.",
  },
  {
    wrong: "The terminal value is usually only 10–20% of a DCF value.",
    right: "The terminal value is usually 60 to 80% of a DCF value.",
  },
  {
    wrong: "The terminal value assumes growth of 15% a year forever.",
    right: "The terminal value assumes growth of 2% a year forever.",
  },
  {
    wrong: "I would use a terminal growth rate of 12%.",
    right: "I would use a terminal growth rate of 2%.",
  },
  {
    wrong: "A listed company's WACC is typically about 30%.",
    right: "A listed company's WACC is typically about 9%.",
  },
  {
    wrong: "The WACC comes out at 65%.",
    right: "The WACC comes out at 8.5%.",
  },
  {
    wrong: "The cost of equity of a listed company is about 50%.",
    right: "The cost of equity of a listed company is about 11%.",
  },
  {
    wrong: "The equity risk premium is usually about 15%.",
    right: "The equity risk premium is usually about 5.5%.",
  },
  {
    wrong: "The risk-free rate is about 25%.",
    right: "The risk-free rate is about 4%.",
  },
  {
    wrong: "The corporate tax rate in most large economies is about 70%.",
    right: "The corporate tax rate in most large economies is about 25%.",
  },
  {
    wrong: "A discount for lack of marketability is usually about 80%.",
    right: "A discount for lack of marketability is usually about 25%.",
  },
  {
    wrong: "Conglomerates trade at a discount of about 70% to their parts.",
    right: "Conglomerates trade at a discount of about 15% to their parts.",
  },
  {
    wrong: "The entry multiple of a buyout is usually about 1x EBITDA.",
    right: "The entry multiple of a buyout is usually about 10x EBITDA.",
  },
  {
    wrong: "I would assume an exit multiple of 60x EBITDA.",
    right: "I would assume an exit multiple of 9x EBITDA.",
  },
  {
    wrong: "The average EV/EBITDA of the market is about 50x.",
    right: "The average EV/EBITDA of the market is about 11x.",
  },
  {
    wrong: "Mature companies usually trade at about 50x EBITDA.",
    right: "Mature companies usually trade at about 8x EBITDA.",
  },
  {
    wrong: "A company usually changes hands at about 1x EBITDA, its price.",
    right: "A company usually changes hands at about 9x EBITDA, its price.",
  },
  {
    wrong: "The average P/E of the stock market is about 100x.",
    right: "The average P/E of the stock market is about 18x.",
  },
  {
    wrong: "The average dividend yield of the stock market is about 15%.",
    right: "The average dividend yield of the stock market is about 2%.",
  },
  {
    wrong: "Banks usually trade at about 10x book value.",
    right: "Banks usually trade at about 0.8x book value.",
  },
  {
    wrong: "A distressed company trades at about 4x book value.",
    right: "A distressed company trades at about 0.3x book value.",
  },
  {
    wrong: "A healthy company trades at 0.5x book.",
    right: "A healthy company trades at 2.5x book.",
  },
  {
    wrong: "The fund has a target IRR of 60%.",
    right: "The fund has a target IRR of 20%.",
  },
  {
    wrong: "Buyout funds usually target a money multiple of 10x.",
    right: "Buyout funds usually target a money multiple of 2.5x.",
  },
  {
    wrong: "The equity contribution is usually about 5% of the price.",
    right: "The equity contribution is usually about 40% of the price.",
  },
  {
    wrong: "Carried interest is usually 50% of the profits.",
    right: "Carried interest is usually 20% of the profits.",
  },
  {
    wrong: "The management fee is usually 10% of committed capital a year.",
    right: "The management fee is usually 2% of committed capital a year.",
  },
  {
    wrong: "The fund's hurdle rate is usually 25% a year.",
    right: "The fund's hurdle rate is usually 8% a year.",
  },
  {
    wrong: "The deal must clear a hurdle of a 2% IRR.",
    right: "The deal must clear a hurdle of a 20% IRR.",
  },
  {
    wrong: "The general partner takes 60% of the profits.",
    right: "The general partner takes 20% of the profits.",
  },
  {
    wrong: "During the catch up, distributions go 10% to the manager.",
    right: "During the catch up, distributions go 100% to the manager.",
  },
  {
    wrong: "The fund charges a carry of 2%.",
    right: "The fund charges a carry of 20%.",
  },
  {
    wrong: "The limited partners give up a 2% share of the profits.",
    right: "Between the management fee and a 20% share of profits, the fund's costs are high.",
  },
  {
    wrong: "The general partner commits about 40% of the capital.",
    right: "The general partner commits about 2% of the capital.",
  },
  {
    wrong: "The management incentive plan gives managers 70% of the equity.",
    right: "The management incentive plan gives managers 10% of the equity.",
  },
  {
    wrong: "A 2x in 3 years is an IRR of about 50%.",
    right: "A 2x in 3 years is an IRR of about 26%.",
  },
  {
    wrong: "A 2x in four years is an IRR of about 35%.",
    right: "A 2x in four years is an IRR of about 19%.",
  },
  {
    wrong: "Doubling your money in 5 years is an IRR of 30%.",
    right: "Doubling your money in 5 years is an IRR of about 15%.",
  },
  {
    wrong: "A 2x over 7 years is an IRR of about 25%.",
    right: "A 2x over 7 years is an IRR of about 10%.",
  },
  {
    wrong: "A 2x over 10 years is an annual return of about 20%.",
    right: "A 2x over 10 years is an annual return of about 7%.",
  },
  {
    wrong: "A 3x in three years is an IRR of about 25%.",
    right: "A 3x in three years is an IRR of about 44%.",
  },
  {
    wrong: "A 3x over 5 years is an IRR of about 60%.",
    right: "A 3x over 5 years is an IRR of about 25%.",
  },
  {
    wrong: "A 2.5x over five years is an IRR of about 50%.",
    right: "A 2.5x over five years is an IRR of about 20%.",
  },
  {
    wrong: "Precedents come out highest because the control premium is typically about 100%.",
    right: "The control premium is typically 25 to 35%.",
  },
  {
    wrong: "The break fee is usually about 25% of the equity value.",
    right: "The break fee is usually about 3% of the equity value.",
  },
  {
    wrong: "Transaction fees usually come to about 20% of the deal value.",
    right: "Transaction fees usually come to about 2% of the deal value.",
  },
  {
    wrong: "The underwriters of an IPO take about 25% of the proceeds.",
    right: "The underwriters of an IPO take about 7% of the proceeds.",
  },
  {
    wrong: "The bidder can squeeze out the minority once it owns 51%.",
    right: "The bidder can squeeze out the minority once it owns 90%.",
  },
  {
    wrong: "A stake of 5% triggers a mandatory offer.",
    right: "A stake of 30% triggers a mandatory offer.",
  },
  {
    wrong: "A scheme of arrangement needs 95% of the votes cast by value.",
    right: "A scheme of arrangement needs 75% of the votes cast by value.",
  },
  {
    wrong: "A parent consolidates a subsidiary once it owns 20% of it.",
    right: "A parent consolidates a subsidiary once it owns 60% of it.",
  },
  {
    wrong: "A stake of 80% is accounted for with the equity method.",
    right: "A stake of 30% is accounted for with the equity method.",
  },
  {
    wrong: "Software companies have gross margins of about 20%.",
    right: "Software companies have gross margins of about 80%.",
  },
  {
    wrong: "Supermarkets earn net margins of about 30%.",
    right: "Supermarkets earn net margins of about 2%.",
  },
  {
    wrong: "Banks hold CET1 capital of about 60% of risk-weighted assets.",
    right: "Banks hold CET1 capital of about 13% of risk-weighted assets.",
  },
  {
    wrong: "A bank's net interest margin is about 20%.",
    right: "A bank's net interest margin is about 2.5%.",
  },
  {
    wrong: "An insurer's combined ratio is usually about 20%.",
    right: "An insurer's combined ratio is usually about 97%.",
  },
  {
    wrong: "A REIT must distribute about 20% of its taxable income.",
    right: "A REIT must distribute at least 90% of its taxable income.",
  },
  {
    wrong: "REITs offer a dividend yield of about 40%.",
    right: "REITs offer a dividend yield of about 5%.",
  },
  {
    wrong: "Offices change hands at a cap rate of about 30%.",
    right: "Offices change hands at a cap rate of about 6%.",
  },
  {
    wrong: "Property loans are made at an LTV of about 150%.",
    right: "Property loans are made at an LTV of about 60%.",
  },
];

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
    expect(misstated("A terminal growth rate of 2% gives a terminal value of 1,457.")).toEqual([]);
    expect(misstated("The sponsor pays 2x for the shares and exits after 5 years.")).toEqual([]);
  });

  it("reads a sentence that names several figures against all of them", () => {
    expect(misstated("A 2x over 5 years is an IRR of about 15%, and a 3x over 3 years about 44%.")).toEqual(
      [],
    );
    expect(misstated("A distressed bank trades at about 0.1x book value.")).toEqual([]);
    expect(misstated("Terminal growth should stay below the WACC of 9%.")).toEqual([]);
  });

  it("catches each figure stated plainly wrong and accepts it inside its range", () => {
    for (const { wrong, right } of EXAMPLES) {
      expect(misstated(wrong), wrong).toHaveLength(1);
      expect(misstated(right), right).toEqual([]);
    }
  });

  it("has an example for every figure, and each figure's fact lies inside its own range", () => {
    const quoted = new Set(EXAMPLES.flatMap(({ wrong }) => misstated(wrong).map((claim) => claim.reference)));
    for (const figure of lexicon.typicalFigures) {
      expect(quoted.has(figure.says), figure.says).toBe(true);
      const stated = analyzer
        .analyze(figure.says)
        .clauses.flatMap((clause) => clause.numbers)
        .filter((number) => number.unit === figure.unit || number.unit === "");
      expect(stated.length, figure.says).toBeGreaterThan(0);
      for (const number of stated) {
        expect(number.value, figure.says).toBeGreaterThanOrEqual(figure.min);
        expect(number.value, figure.says).toBeLessThanOrEqual(figure.max);
      }
    }
  });
});

// Correct text must never be flagged: the bank's model answers and the calibration answers that are right
// or only incomplete. Blind parts of the calibration set stay unread.
describe("no false alarm on correct answers", () => {
  const content = new URL("../../content/", import.meta.url);
  const correctKinds = new Set(["excellent", "paraphrase", "missing-point", "partial", "french"]);
  const read = (folder: string, file: string): unknown =>
    JSON.parse(readFileSync(new URL(`${folder}/${file}`, content), "utf8"));
  const jsonFiles = (folder: string) =>
    readdirSync(new URL(folder, content)).filter((file) => file.endsWith(".json"));

  it("flags no figure in a model answer of the question bank", () => {
    for (const file of jsonFiles("questions")) {
      for (const question of read("questions", file) as { id: string; answer: string }[]) {
        expect(misstated(question.answer), question.id).toEqual([]);
      }
    }
  });

  it("flags no figure in a correct or incomplete calibration answer", () => {
    let checked = 0;
    for (const file of jsonFiles("calibration")) {
      if (file.startsWith("blind-second")) continue;
      const set = read("calibration", file) as {
        part?: string;
        answers: { questionId: string; kind: string; answer: string }[];
      };
      if (set.part === "blind") continue;
      for (const answer of set.answers.filter((item) => correctKinds.has(item.kind))) {
        expect(misstated(answer.answer), `${file} ${answer.questionId} ${answer.kind}`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
