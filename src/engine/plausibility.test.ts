// Every kind's statements over 10,000 seeds are ones a banker would hand out: the rules below, one list per
// kind, are checked on the statement and on its exact answers (docs/case-studies.md, docs/drills.md,
// docs/modelling-tests.md give the ranges and conditions the generators keep).
import { describe, expect, it } from "vitest";
import { generate, KIND_TYPES, type KindType, type StatementOf, solve } from "./index";

const SEEDS = 10_000;

/** A seed's exact answers: `one("EV/EBITDA")` a single cell, `each("Net Income")` a line over its years. */
interface Answers {
  one(label: string): number;
  each(label: string): number[];
  figures(): number[];
}

interface Rule<T extends KindType> {
  readonly rule: string;
  readonly holds: (s: StatementOf<T>, a: Answers) => boolean;
}

const between = (value: number, low: number, high: number) => value >= low && value <= high;
const all = (values: number[], holds: (value: number, year: number) => boolean) =>
  values.length > 0 && values.every(holds);

/** Net income below EBITDA in every year, and EBITDA a sane share of revenue. */
function incomeRules(revenue: string, marginHigh: number) {
  return [
    {
      rule: "net income < EBITDA, every year",
      holds: (_: unknown, a: Answers) =>
        all(a.each("Net Income"), (income, year) => income < (a.each("EBITDA")[year] ?? 0)),
    },
    {
      rule: `EBITDA margin 5–${marginHigh} %, every year`,
      holds: (_: unknown, a: Answers) =>
        all(a.each("EBITDA"), (ebitda, year) =>
          between((100 * ebitda) / (a.each(revenue)[year] ?? 0), 5, marginHigh),
        ),
    },
  ];
}

const RULES: { [T in KindType]: Rule<T>[] } = {
  LBO: [
    ...incomeRules("Sales", 65),
    { rule: "EBIT > 0, every year", holds: (_, a) => all(a.each("EBIT"), (ebit) => ebit > 0) },
    { rule: "MoM 0.8–6.0", holds: (_, a) => between(a.one("MoM"), 0.8, 6) },
  ],
  DCF: [
    ...incomeRules("Sales", 50),
    { rule: "Equity Value > 0", holds: (_, a) => a.one("Equity Value") > 0 },
    { rule: "WACC 4–15 %", holds: (_, a) => between(a.one("WACC"), 4, 15) },
    {
      rule: "Cost of Equity above the cost of debt",
      holds: (s, a) => a.one("Cost of Equity") > s.costOfDebt,
    },
  ],
  DilutionAccretion: [
    {
      rule: "acquirer and target P/E 5–40",
      holds: (s) =>
        between((s.sharePriceA * s.noshA) / s.netIncomeA, 5, 40) &&
        between((s.sharePriceB * s.noshB) / s.netIncomeB, 5, 40),
    },
    { rule: "Net Income Pro Forma > 0", holds: (_, a) => a.one("Net Income Pro Forma") > 0 },
    {
      rule: "EPS Pro Forma within half and one and a half times EPS Before",
      holds: (_, a) => between(a.one("EPS Pro Forma") / a.one("EPS Before"), 0.5, 1.5),
    },
  ],
  // One event on a company otherwise at rest: any sign is plausible (an asset sold far below its book value).
  ThreeStatements: [],
  EnterpriseValue: [
    { rule: "net income ≤ 60 % of EBITDA", holds: (s) => s.netIncome <= 0.6 * s.ebitda },
    { rule: "EV/EBITDA 4–20", holds: (_, a) => between(a.one("EV/EBITDA"), 4, 20) },
    { rule: "P/E 6–40", holds: (_, a) => between(a.one("P/E"), 6, 40) },
    {
      rule: "Implied Share Price within a third and three times the share price",
      holds: (s, a) => between(a.one("Implied Share Price") / s.sharePrice, 1 / 3, 3),
    },
  ],
  DilutedShares: [
    {
      rule: "Diluted Shares at least the basic shares, at most one and a half times",
      holds: (s, a) => between(a.one("Diluted Shares") / s.basicShares, 1, 1.5),
    },
    {
      rule: "Shares Repurchased below In-the-Money Options",
      holds: (_, a) => a.one("Shares Repurchased") < a.one("In-the-Money Options"),
    },
  ],
  QuickLBO: [
    {
      rule: "Entry Equity ≥ 25 % of Entry EV",
      holds: (_, a) => a.one("Entry Equity") >= 0.25 * a.one("Entry Enterprise Value"),
    },
    { rule: "MoM 0.8–6.0", holds: (_, a) => between(a.one("MoM"), 0.8, 6) },
  ],
  WACC: [
    { rule: "Relevered Beta 0.4–2.5", holds: (_, a) => between(a.one("Relevered Beta"), 0.4, 2.5) },
    {
      rule: "Cost of Equity above the pre-tax cost of debt",
      holds: (s, a) => a.one("Cost of Equity") > s.preTaxCostOfDebt,
    },
    { rule: "WACC 5–15 %", holds: (_, a) => between(a.one("WACC"), 5, 15) },
  ],
  FreeCashFlow: [
    { rule: "NOPAT < EBITDA", holds: (_, a) => a.one("NOPAT") < a.one("EBITDA") },
    { rule: "Implied EV/EBITDA 3–25", holds: (_, a) => between(a.one("Implied EV/EBITDA"), 3, 25) },
  ],
  Goodwill: [
    {
      rule: "Offer Premium 10–60 %",
      holds: (_, a) => between(Math.round(a.one("Offer Premium") * 1e6) / 1e6, 10, 60),
    },
    {
      rule: "Goodwill > 0 and below the Purchase Equity Value",
      holds: (_, a) => a.one("Goodwill") > 0 && a.one("Goodwill") < a.one("Purchase Equity Value"),
    },
    {
      rule: "price to book 1–8",
      holds: (s, a) => between(a.one("Purchase Equity Value") / s.bookValue, 1, 8),
    },
  ],
  MentalMath: [{ rule: "every answer positive", holds: (_, a) => all(a.figures(), (value) => value > 0) }],
  LBOModel: [
    ...incomeRules("Revenue", 50),
    { rule: "Cash End ≥ 0, every year", holds: (_, a) => all(a.each("Cash End"), (cash) => cash >= 0) },
    { rule: "MoM 1.0–6.0", holds: (_, a) => between(a.one("MoM"), 1, 6) },
  ],
  ThreeStatementModel: [
    ...incomeRules("Revenue", 50),
    { rule: "Cash ≥ 0, every year", holds: (_, a) => all(a.each("Cash"), (cash) => cash >= 0) },
    {
      rule: "Total Equity > 0, every year",
      holds: (_, a) => all(a.each("Total Equity"), (equity) => equity > 0),
    },
  ],
};

const EVERY_FIGURE_FINITE: Rule<KindType> = {
  rule: "every answer a finite number",
  holds: (_, a) => a.figures().every(Number.isFinite),
};

function answersOf(exact: Record<string, unknown>): Answers {
  const numbers = Object.entries(exact).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  return {
    one(label) {
      const value = exact[label];
      if (typeof value !== "number") throw new Error(`no cell ${label}`);
      return value;
    },
    figures: () => numbers.map(([, value]) => value),
    each(label) {
      const line = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}( \\d+)?$`);
      return numbers.filter(([key]) => line.test(key)).map(([, value]) => value);
    },
  };
}

describe.each(KIND_TYPES.map((type) => [type] as const))("%s over 10,000 seeds", (type) => {
  it("keeps every plausibility rule", () => {
    const rules = [...(RULES[type] as Rule<KindType>[]), EVERY_FIGURE_FINITE];
    const broken = new Map<string, number[]>();
    for (let seed = 0; seed < SEEDS; seed++) {
      const statement = generate(type, seed);
      const answers = answersOf(solve(type, statement).exact);
      for (const { rule, holds } of rules) {
        if (!holds(statement, answers)) broken.set(rule, [...(broken.get(rule) ?? []), seed]);
      }
    }
    const report = [...broken].map(
      ([rule, seeds]) => `${rule}: ${seeds.length} seeds (${seeds.slice(0, 5).join(", ")} …)`,
    );
    expect(report).toEqual([]);
  });
});
