import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());
const keys = (text: string) => [...analyzer.analyze(text).keys];
const claims = (text: string) =>
  analyzer.analyze(text).claims.map((claim) => `${claim.target}${claim.sign > 0 ? "+" : "-"}`);

describe("finance concepts", () => {
  it("reads abbreviations and their spelled-out forms as the same concept", () => {
    for (const [short, long] of [
      ["EV", "enterprise value"],
      ["FCF", "free cash flow"],
      ["UFCF", "unlevered free cash flow"],
      ["WACC", "weighted average cost of capital"],
      ["D&A", "depreciation and amortization"],
      ["NWC", "net working capital"],
      ["EPS", "earnings per share"],
      ["P/E", "price to earnings"],
      ["IRR", "internal rate of return"],
      ["MoM", "multiple of money"],
      ["MOIC", "multiple on invested capital"],
      ["PP&E", "property, plant and equipment"],
      ["CFS", "cash flow statement"],
    ]) {
      expect(keys(`The ${short} matters.`), short).toEqual(keys(`The ${long} matters.`));
    }
  });

  it("matches inflected forms through stemming", () => {
    expect(keys("Depreciated assets")).toContain("c:depreciation");
    expect(keys("the discounted cash flows")).toContain("c:dcf");
  });

  it("does not read short abbreviations into ordinary lower-case words", () => {
    expect(keys("It is what it is.")).not.toContain("c:income-statement");
    expect(keys("The IS shows revenue.")).toContain("c:income-statement");
  });

  it("understands core finance terms in French", () => {
    expect(keys("La valeur d'entreprise et le flux de trésorerie disponible")).toEqual([
      "c:enterprise-value",
      "c:free-cash-flow",
    ]);
    expect(keys("Le coût moyen pondéré du capital et les capitaux propres")).toEqual([
      "c:wacc",
      "c:shareholders-equity",
    ]);
    expect(analyzer.analyze("L'amortissement réduit le résultat net.").language).toBe("fr");
    expect(analyzer.analyze("Depreciation reduces net income.").language).toBe("en");
  });

  it("translates general French words through the vocabulary", () => {
    expect(keys("Les actionnaires exigent un rendement")).toContain("w:requir");
  });
});

describe("direction claims", () => {
  it("attaches directions to what they change, forwards or backwards", () => {
    expect(claims("Depreciation reduces taxes.")).toEqual(["c:tax-"]);
    expect(claims("Taxes fall.")).toEqual(["c:tax-"]);
    expect(claims("A higher WACC lowers the present value.")).toEqual(["c:wacc+", "c:present-value-"]);
    expect(claims("When interest rates rise, bond prices fall.")).toEqual([
      "c:interest-rate+",
      "c:bond-price-",
    ]);
  });

  it("treats synonyms of a direction alike", () => {
    expect(claims("Interest rates go up.")).toEqual(claims("Interest rates increase."));
    expect(claims("Cash drops.")).toEqual(claims("Cash declines."));
  });

  it("flips a negated direction, in English and in French", () => {
    expect(claims("Depreciation does not increase cash.")).toEqual(["c:cash-"]);
    expect(claims("L'amortissement n'augmente pas la trésorerie.")).toEqual(["c:cash-"]);
    expect(claims("L'amortissement ne change rien et ne fait pas augmenter la trésorerie.")).toEqual([
      "c:cash-",
    ]);
  });

  it("leaves a direction without a named subject unattached", () => {
    expect(claims("A decrease releases cash.")).toEqual([]);
    expect(claims("An increase in NWC uses cash.")).toEqual(["c:net-working-capital+"]);
  });

  it("counts an intensifier after a direction once", () => {
    expect(claims("Long bonds fall more.")).toEqual(["c:bond-"]);
  });
});

describe("shape of the text", () => {
  it("tells a bare list of terms from written reasoning", () => {
    expect(analyzer.analyze("EV, equity value, net debt, cash, minority interest").bareListShare).toBe(1);
    expect(
      analyzer.analyze("EV equals equity value plus net debt, because debt holders also own a claim.")
        .bareListShare,
    ).toBe(0);
  });

  it("counts negations", () => {
    expect(analyzer.analyze("No cash is paid and it is never a cash cost.").negations).toBeGreaterThanOrEqual(
      1,
    );
    expect(analyzer.analyze("Cash is paid.").negations).toBe(0);
  });
});
