import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";

const analyzer = new TextAnalyzer(loadLexicon());
const keys = (text: string) => [...analyzer.analyze(text).keys];
const claims = (text: string) =>
  analyzer
    .analyze(text)
    .claims.map((claim) => `${claim.target}${claim.sign > 0 ? "+" : claim.sign < 0 ? "-" : "="}`);

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
    expect(keys("It is what it is.")).not.toContain("c:tax");
    expect(keys("L'IS est payé sur le résultat fiscal.")).toContain("c:tax");
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

  it("reads everyday words for borrowing, receivables and fixed assets", () => {
    expect(keys("The company borrowed to buy equipment, and its debtors grew.")).toEqual(
      expect.arrayContaining(["c:debt", "c:ppe", "c:accounts-receivable"]),
    );
  });

  it("keeps the share price apart from the share count, and money in the bank apart from banks", () => {
    expect(keys("The share price falls.")).toContain("c:share-price");
    expect(keys("The share price falls.")).not.toContain("c:shares");
    expect(keys("The money in the bank rises.")).toEqual(["c:cash", "d:up"]);
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

  it("reads what moves 'with' a quantity as moving alongside it, not as what the verb acts on", () => {
    expect(claims("Retained earnings go down with net income.")).toEqual(["c:retained-earnings-"]);
    expect(claims("Retained earnings lower net income.")).toEqual(["c:net-income-"]);
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

  it("reads terms joined only by of, and or plus as fragments, not as reasoning", () => {
    const fragments = analyzer.analyze(
      "Projections of free cash flow; cost of capital; terminal value and discounting.",
    );
    expect(fragments.bareListShare).toBeLessThan(0.5);
    expect(fragments.fragmentShare).toBe(1);
    expect(analyzer.analyze("Free cash flow is discounted at the cost of capital.").fragmentShare).toBe(0);
  });

  it("counts negations", () => {
    expect(analyzer.analyze("No cash is paid and it is never a cash cost.").negations).toBeGreaterThanOrEqual(
      1,
    );
    expect(analyzer.analyze("Cash is paid.").negations).toBe(0);
  });
});

describe("lexicon fixes (issue 21)", () => {
  it("reads French dépréciation as impairment, not depreciation", () => {
    expect(keys("La dépréciation du goodwill")).toContain("c:impairment");
    expect(keys("La dépréciation du goodwill")).not.toContain("c:depreciation");
  });

  it("reads French IS as the corporate income tax, not the income statement", () => {
    expect(keys("L'IS est un impôt payé par la société.")).toContain("c:tax");
    expect(keys("L'IS est un impôt payé par la société.")).not.toContain("c:income-statement");
  });

  it("keeps maturity apart from duration, and mature apart from maturity", () => {
    expect(keys("The bond's maturity")).toContain("c:maturity");
    expect(keys("The bond's maturity")).not.toContain("c:duration");
    expect(keys("mature companies")).not.toContain("c:maturity");
  });

  it("keeps an expensive currency apart from an expense", () => {
    expect(keys("The buyer's stock is an expensive currency.")).not.toContain("c:expense");
    expect(keys("The after-tax cost is 4.5%.")).toContain("c:expense");
  });

  it("keeps leverage ratios apart from coverage ratios", () => {
    expect(keys("The leverage ratio is 5x.")).toContain("c:leverage-ratio");
    expect(keys("The leverage ratio is 5x.")).not.toContain("c:coverage-ratio");
    expect(keys("Debt / EBITDA")).toContain("c:leverage-ratio");
  });

  it("keeps taxable income apart from pre-tax income", () => {
    expect(keys("taxable income")).toEqual(["c:taxable-income"]);
    expect(keys("le résultat imposable")).toEqual(["c:taxable-income"]);
  });

  it("maps share deal, exit value and immobilisations incorporelles to their own concepts", () => {
    expect(keys("a share deal")).toEqual(["c:share-deal"]);
    expect(keys("the exit value")).toEqual(["c:exit-value"]);
    expect(keys("les immobilisations incorporelles")).toEqual(["c:intangible-assets"]);
  });

  it("reads up and down as directions", () => {
    expect(claims("Cash is up 2.5 and net income is down 7.5.")).toEqual(["c:cash+", "c:net-income-"]);
  });

  it("reads an unchanged quantity as a claim of its own", () => {
    expect(claims("Enterprise value is unchanged.")).toEqual(["c:enterprise-value="]);
    expect(claims("La valeur d'entreprise ne change pas.")).toEqual(["c:enterprise-value="]);
  });

  it("splits clauses joined by and or et when each states a direction", () => {
    const facts = analyzer.analyze("Operating income falls by 10 and net income falls by 7.5.").clauses;
    expect(facts.map((fact) => fact.content)).toEqual([["c:ebit"], ["c:net-income"]]);
    expect(analyzer.analyze("Debt and cash both rise by 100.").clauses).toHaveLength(1);
    expect(analyzer.analyze("La dette augmente et la trésorerie baisse.").clauses).toHaveLength(2);
  });

  it("starts a clause at a comma", () => {
    expect(analyzer.analyze("The deal closed, the company grew.").clauses).toHaveLength(2);
  });
});

describe("clause facts", () => {
  const facts = (text: string) => analyzer.analyze(text).clauses;

  it("reads numbers with their unit, and whether they are money", () => {
    expect(facts("An 8% loan costs 6% after tax, 5x EBITDA, $100m and 1,000 shares.")[0]?.numbers).toEqual([
      { value: 8, unit: "%", money: false },
      { value: 6, unit: "%", money: false },
    ]);
    expect(facts("It is 5x EBITDA.")[0]?.numbers).toEqual([{ value: 5, unit: "x", money: false }]);
    expect(facts("It costs 1,000 or 2,5.")[0]?.numbers).toEqual([
      { value: 1000, unit: "", money: false },
      { value: 2.5, unit: "", money: false },
    ]);
    expect(
      facts("The pool is 30 per cent of the equity, or $500 million.").flatMap((clause) => clause.numbers),
    ).toEqual([
      { value: 30, unit: "%", money: false },
      { value: 500, unit: "m", money: true },
    ]);
    expect(facts("The pool is 30 percent of the equity.")[0]?.text).toBe(
      "The pool is 30 percent of the equity",
    );
    expect(facts("It pays $137.5m at $40 a share.")[0]?.numbers).toEqual([
      { value: 137.5, unit: "m", money: true },
      { value: 40, unit: "", money: true },
    ]);
  });

  it("marks a negation, and whether a direction word took it", () => {
    expect(facts("Interest is not tax-deductible.")[0]).toMatchObject({ negated: true, directed: false });
    expect(facts("Depreciation does not increase cash.")[0]).toMatchObject({ negated: true, directed: true });
    // "Never" denies the clause as "not" does ("intangibles never appear on the balance sheet").
    expect(facts("Cash is never paid out.")[0]?.negated).toBe(true);
    expect(facts("No change is made.")[0]?.negated).toBe(false);
  });

  it("marks clauses that give a reason", () => {
    expect(facts("Cash falls, because the interest is paid.").map((fact) => fact.reason)).toEqual([
      false,
      true,
    ]);
  });

  it("reads what stands on each side of a comparative", () => {
    expect(facts("Debt holders take less risk than shareholders.")[0]?.comparison).toEqual({
      predicate: "d:down",
      left: "c:debt-holders",
      right: "c:shareholders",
    });
    expect(
      facts("Growth companies, whose value is distant, are hit harder than mature ones.")[2]?.comparison,
    ).toMatchObject({ left: "c:growth" });
  });
});

describe("what each claim is about", () => {
  it("reads a change stated by its figures", () => {
    expect(claims("If the WACC goes from 8% to 9%, the multiple goes from 16.7x to 20x.")).toEqual([
      "c:wacc+",
      "c:multiple+",
    ]);
    expect(claims("Interest coverage goes from 4.0x to 2.2x.")).toEqual(["c:coverage-ratio-"]);
  });

  it("names a noun group by its head, and gives each of two joined targets the claim", () => {
    expect(claims("A higher WACC lowers the DCF value sharply.")).toEqual(["c:wacc+", "c:valuation-"]);
    expect(claims("Higher rates raise the cost of equity and the cost of debt.")).toEqual([
      "c:interest-rate+",
      "c:cost-of-equity+",
      "c:cost-of-debt+",
    ]);
    expect(claims("Debt and cash both rise by 100.")).toEqual(["c:cash+", "c:debt+"]);
    expect(claims("A higher acquirer share price helps.")).toEqual(["c:share-price+"]);
    expect(claims("A higher tax rate raises the value of the tax shield.")).toEqual([
      "c:tax-rate+",
      "c:tax-shield+",
    ]);
  });

  it("reads a clause that opens with a conclusion drawn from what came before, without the marker's words", () => {
    const clauses = analyzer.analyze(
      "Interest is deductible. For the same reason, debt is cheap. Equity costs more for the same reason.",
    ).clauses;
    expect(clauses.map((clause) => clause.conclusion)).toEqual([undefined, [], undefined, undefined]);
    expect(analyzer.analyze("This is why debt is cheap.").clauses[0]?.conclusion).toEqual([
      "c:debt",
      "w:cheap",
    ]);
    expect(analyzer.analyze("C'est pourquoi la dette est moins chère.").clauses[0]?.conclusion).toBeDefined();
  });
});
