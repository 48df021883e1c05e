// docs/marking.md#mistake-diagnosis: the classic mistakes of every kind, each made on at least 100 seeds with
// every other cell typed right by the independent oracles (test/oracle); the mistaken figure is worked by hand
// below from the statement and the oracle's answers, never by the engine. Each must be named (by its item or
// its step) in at least nine seeds out of ten.
//
// The mistakes diagnosed, per kind (the figure as worked by hand):
//   ev-bridge          EV without minority interest = share price × diluted shares + debt + preferred − cash;
//                      Implied Equity Value adding cash back with the wrong sign = peer multiple × EBITDA − debt −
//                      preferred − minority − cash
//   diluted-shares     Diluted Shares without the RSUs = basic + net new shares + shares from the convertible;
//                      without the convertible = basic + net new shares + RSUs
//   wacc               a beta unlevered without (1 − t) = βl / (1 + D/E); after-tax cost of debt without tax = Kd
//   free-cash-flow     unlevered FCF without D&A added back = (revenue × margin − D&A) × (1 − t) − CapEx − ΔNWC;
//                      NOPAT without tax = revenue × margin − D&A; ΔNWC added instead of taken off = NOPAT + D&A −
//                      CapEx + ΔNWC
//   quick-lbo          Exit EBITDA grown one year too few = EBITDA × (1 + g)^(years − 1)
//   lbo                EBIT on the year before's EBITDA = EBITDA(y − 1) − D&A(y)
//   three-statements   CFO with working capital's sign flipped = Net Income − working capital move; Net Income
//                      without tax = the pre-tax change
//   dcf                a discount factor with WACC as a whole number = 1 / (1 + WACC in percent); EBITDA with the
//                      margin as a whole number = Sales × margin in percent
//   dilution-accretion Net Income Pro Forma with the debt's cost before tax = NI A + NI B + synergies − cash % ×
//                      NOSH B × price B × kd
//   goodwill           Goodwill without the DTL = offer × shares − (book value − existing goodwill) − write-up;
//                      Adjusted Book Value without writing off existing goodwill = book value
//   mental-math        a percent problem without ÷ 100 = a × b; a compound problem over one year too few =
//                      (1 + a %)^(b − 1)
//   lbo-model          Term Loan Interest on the year's closing balance = rate × Term Loan End (y); taxes on a
//                      loss = tax rate × Pre-Tax Income (< 0)
//   three-statement-   CFO without D&A = Net Income + Change in Working Capital; CFO with working capital's
//   model              sign flipped = Net Income + D&A − Change in Working Capital; taxes on a loss = tax rate ×
//                      Pre-Tax Income (< 0)
import { describe, expect, it } from "vitest";
import { gapWords, mistakeWords } from "./diagnosis";
import { check, generate, type KindType, layout, type StatementOf } from "./index";
import { oracleAnswers } from "./test-support/oracle-answers";

const SEEDS_PER_MISTAKE = 100;
const NAMED_SHARE = 0.9;

/** A mistake made on one cell: its key and the mistaken figure, or null when the statement cannot show it. */
type Made = { key: string; figure: number } | null;

interface Case<T extends KindType> {
  type: T;
  mistake: string;
  /** What the diagnosis must say: the item or the step. */
  names: RegExp;
  make: (s: StatementOf<T>, answers: Record<string, string>) => Made;
  /** Seeds to look through for the cases that show the mistake (a loss is rare). */
  scan?: number;
  /** The fewest seeds the mistake must be made on. */
  atLeast?: number;
}

const at = (answers: Record<string, string>, key: string): number => {
  const text = answers[key];
  if (text === undefined) throw new Error(`No answer for ${key}`);
  return Number(text);
};

/** The first year of a kind's grid, and the one after. */
const yearsOf = (type: KindType, s: StatementOf<KindType>): number[] =>
  layout(type, s as StatementOf<typeof type>).years;

const cases: Case<KindType>[] = [
  {
    type: "EnterpriseValue",
    mistake: "EV without minority interest",
    names: /left out minority interest/,
    make: (s) => ({
      key: "Enterprise Value",
      figure: s.sharePrice * s.dilutedShares + s.debt + s.preferredStock - s.cash,
    }),
  } satisfies Case<"EnterpriseValue">,
  {
    type: "EnterpriseValue",
    mistake: "Implied Equity Value with cash taken off",
    names: /cash with the wrong sign/,
    make: (s) => ({
      key: "Implied Equity Value",
      figure: s.peerMultiple * s.ebitda - s.debt - s.preferredStock - s.minorityInterest - s.cash,
    }),
  } satisfies Case<"EnterpriseValue">,
  {
    type: "DilutedShares",
    mistake: "diluted shares without the RSUs",
    names: /left out RSUs/,
    make: (s, a) => ({
      key: "Diluted Shares",
      figure: s.basicShares + at(a, "Net New Shares from Options") + at(a, "Shares from Convertible"),
    }),
  } satisfies Case<"DilutedShares">,
  {
    type: "DilutedShares",
    mistake: "diluted shares without the convertible",
    names: /left out Shares from Convertible/,
    make: (s, a) => ({
      key: "Diluted Shares",
      figure: s.basicShares + at(a, "Net New Shares from Options") + s.rsus,
    }),
  } satisfies Case<"DilutedShares">,
  {
    type: "WACC",
    mistake: "a beta unlevered without (1 − t)",
    names: /left out tax/,
    make: (s) => {
      const [first] = s.comparables;
      if (!first) return null;
      return {
        key: `Unlevered Beta ${first.name}`,
        figure: first.leveredBeta / (1 + first.debtToEquity / 100),
      };
    },
  } satisfies Case<"WACC">,
  {
    type: "WACC",
    mistake: "after-tax cost of debt without tax",
    names: /left out tax/,
    make: (s) => ({ key: "After-tax Cost of Debt", figure: s.preTaxCostOfDebt }),
  } satisfies Case<"WACC">,
  {
    type: "FreeCashFlow",
    mistake: "unlevered FCF without D&A added back",
    names: /left out D&A/,
    make: (s) => {
      const nopat = ((s.revenue * s.ebitdaMargin) / 100 - s.da) * (1 - s.taxRate / 100);
      return { key: "Unlevered Free Cash Flow", figure: nopat - s.capex - s.changeInNwc };
    },
  } satisfies Case<"FreeCashFlow">,
  {
    type: "FreeCashFlow",
    mistake: "NOPAT without tax",
    names: /left out tax/,
    make: (s) => ({ key: "NOPAT", figure: (s.revenue * s.ebitdaMargin) / 100 - s.da }),
  } satisfies Case<"FreeCashFlow">,
  {
    type: "FreeCashFlow",
    mistake: "unlevered FCF with the change in NWC added",
    names: /change in NWC with the wrong sign/,
    make: (s) => {
      const nopat = ((s.revenue * s.ebitdaMargin) / 100 - s.da) * (1 - s.taxRate / 100);
      return { key: "Unlevered Free Cash Flow", figure: nopat + s.da - s.capex + s.changeInNwc };
    },
  } satisfies Case<"FreeCashFlow">,
  {
    type: "QuickLBO",
    mistake: "Exit EBITDA grown over one year too few",
    names: /one year too few/,
    make: (s) => ({ key: "Exit EBITDA", figure: s.ebitda * (1 + s.ebitdaGrowth / 100) ** (s.years - 1) }),
  } satisfies Case<"QuickLBO">,
  {
    type: "LBO",
    mistake: "EBIT on the year before's EBITDA",
    names: /wrong year: EBITDA \d{4} instead of EBITDA \d{4}/,
    make: (s, a) => {
      const [first, second] = yearsOf("LBO", s);
      if (first === undefined || second === undefined) return null;
      const depreciation = s.daType === "flat" ? s.daAbsolute : (s.variableDaValues[1] ?? Number.NaN);
      return { key: `EBIT ${second}`, figure: at(a, `EBITDA ${first}`) - depreciation };
    },
  } satisfies Case<"LBO">,
  {
    type: "ThreeStatements",
    mistake: "CFO with the working capital move's sign flipped",
    names: /working capital with the wrong sign/,
    make: (s, a) => {
      // docs/drills.md#three-statements: a credit sale and buying inventory tie up cash, an accrued expense frees it.
      const move = { "credit-sale": -s.amount, "buy-inventory": -s.amount, "accrued-expense": s.amount }[
        s.event as string
      ];
      return move === undefined ? null : { key: "Cash from Operations", figure: at(a, "Net Income") - move };
    },
    scan: 2000,
  } satisfies Case<"ThreeStatements">,
  {
    type: "ThreeStatements",
    mistake: "Net Income without tax",
    names: /left out tax/,
    make: (s) => {
      const preTax = {
        "credit-sale": s.amount,
        "accrued-expense": -s.amount,
        "inventory-writedown": -s.amount,
        "stock-comp": -s.amount,
      }[s.event as string];
      return preTax === undefined ? null : { key: "Net Income", figure: preTax };
    },
    scan: 2000,
  } satisfies Case<"ThreeStatements">,
  {
    type: "DCF",
    mistake: "a discount factor with WACC as a whole number",
    names: /percent as a whole number \(WACC\)/,
    make: (s, a) => {
      const [first] = yearsOf("DCF", s);
      return { key: `Discount Factor ${first}`, figure: 1 / (1 + at(a, "WACC")) };
    },
  } satisfies Case<"DCF">,
  {
    type: "DCF",
    mistake: "EBITDA with the margin as a whole number",
    names: /percent as a whole number \(EBITDA margin\)/,
    make: (s, a) => {
      const [first] = yearsOf("DCF", s);
      return { key: `EBITDA ${first}`, figure: at(a, `Sales ${first}`) * s.ebitdaMargin };
    },
  } satisfies Case<"DCF">,
  {
    type: "DilutionAccretion",
    mistake: "Net Income Pro Forma with the debt's cost before tax",
    names: /left out tax/,
    make: (s) => {
      const debtCost = (s.paidInCashPercent / 100) * s.noshB * s.sharePriceB * (s.costOfDebt / 100);
      return { key: "Net Income Pro Forma", figure: s.netIncomeA + s.netIncomeB + s.synergies - debtCost };
    },
  } satisfies Case<"DilutionAccretion">,
  {
    type: "Goodwill",
    mistake: "Goodwill without the deferred tax liability",
    names: /left out Deferred Tax Liability/,
    make: (s) => ({
      key: "Goodwill",
      figure: s.offerPrice * s.targetShares - (s.bookValue - s.existingGoodwill) - s.assetWriteUp,
    }),
  } satisfies Case<"Goodwill">,
  {
    type: "Goodwill",
    mistake: "Adjusted Book Value without writing off existing goodwill",
    names: /left out existing goodwill/,
    make: (s) => ({ key: "Adjusted Book Value", figure: s.bookValue }),
  } satisfies Case<"Goodwill">,
  {
    type: "MentalMath",
    mistake: "a percent problem without ÷ 100",
    names: /percent as a whole number/,
    make: (s) => {
      const index = s.problems.findIndex((problem) => problem.kind === "percent");
      const problem = s.problems[index];
      return problem ? { key: `Q${index + 1}`, figure: problem.a * problem.b } : null;
    },
  } satisfies Case<"MentalMath">,
  {
    type: "MentalMath",
    mistake: "a compound problem over one year too few",
    names: /one year too few/,
    make: (s) => {
      const index = s.problems.findIndex((problem) => problem.kind === "compound");
      const problem = s.problems[index];
      return problem ? { key: `Q${index + 1}`, figure: (1 + problem.a / 100) ** (problem.b - 1) } : null;
    },
  } satisfies Case<"MentalMath">,
  {
    type: "LBOModel",
    mistake: "Term Loan Interest on the year's closing balance",
    names: /wrong year: Term Loan End 2026 instead of Term Loan End 2025/,
    make: (s, a) => ({
      key: "Term Loan Interest 2026",
      figure: (s.termLoanRate / 100) * at(a, "Term Loan End 2026"),
    }),
  } satisfies Case<"LBOModel">,
  {
    type: "LBOModel",
    mistake: "taxes on a loss",
    names: /floor at 0: max\(0, Pre-Tax Income \d{4}\)/,
    make: (s, a) => lossTaxed(s.taxRate, a),
    scan: 3000,
    atLeast: 5,
  } satisfies Case<"LBOModel">,
  {
    type: "ThreeStatementModel",
    mistake: "CFO without D&A",
    names: /left out D&A 2026/,
    make: (_s, a) => ({
      key: "Cash from Operations 2026",
      figure: at(a, "Net Income 2026") + at(a, "Change in Working Capital 2026"),
    }),
  } satisfies Case<"ThreeStatementModel">,
  {
    type: "ThreeStatementModel",
    mistake: "CFO with the change in working capital's sign flipped",
    names: /Change in Working Capital 2026 with the wrong sign/,
    make: (_s, a) => ({
      key: "Cash from Operations 2026",
      figure: at(a, "Net Income 2026") + at(a, "D&A 2026") - at(a, "Change in Working Capital 2026"),
    }),
  } satisfies Case<"ThreeStatementModel">,
  {
    type: "ThreeStatementModel",
    mistake: "taxes on a loss",
    names: /floor at 0: max\(0, Pre-Tax Income \d{4}\)/,
    make: (s, a) => lossTaxed(s.taxRate, a),
    scan: 3000,
    atLeast: 15,
  } satisfies Case<"ThreeStatementModel">,
] as Case<KindType>[];

/** Taxes charged on the first year's loss: tax rate × Pre-Tax Income, where the right figure is 0. */
function lossTaxed(taxRate: number, answers: Record<string, string>): Made {
  const loss = Object.keys(answers).find((key) => key.startsWith("Pre-Tax Income ") && at(answers, key) < 0);
  return loss
    ? { key: loss.replace("Pre-Tax Income", "Taxes"), figure: (taxRate / 100) * at(answers, loss) }
    : null;
}

/** The figure typed at the decimals of the right answer `right`. */
function typed(figure: number, right: string): string {
  return figure.toFixed(right.split(".")[1]?.length ?? 0);
}

/** Whether two typed figures lie within one unit of the last displayed digit (docs/marking.md#tolerance). */
function withinOneUnit(typedFigure: string, right: string): boolean {
  const decimals = right.split(".")[1]?.length ?? 0;
  return Math.abs(Number(typedFigure) - Number(right)) <= 10 ** -decimals * (1 + 1e-9);
}

describe.each(cases.map((made) => [made.type, made.mistake, made] as const))(
  "%s: %s",
  (type, _mistake, made) => {
    it(`is named in at least ${100 * NAMED_SHARE} % of the seeds it is made on`, () => {
      const wanted = made.atLeast ?? SEEDS_PER_MISTAKE;
      const missed: string[] = [];
      let tried = 0;
      for (
        let seed = 0;
        seed < (made.scan ?? 400) && (made.atLeast !== undefined || tried < wanted);
        seed++
      ) {
        const s = generate(type, seed);
        const answers = oracleAnswers(type, seed);
        const mistake = made.make(s, answers);
        const right = mistake ? answers[mistake.key] : undefined;
        if (!mistake || right === undefined) continue;
        const figure = typed(mistake.figure, right);
        if (withinOneUnit(figure, right)) continue; // The mistake changes nothing shown.
        tried++;
        const cell = check(type, s, { ...answers, [mistake.key]: figure }).cells.find(
          (checked) => checked.key === mistake.key,
        );
        expect(cell?.status).toBe("wrong");
        if (!made.names.test(cell?.diagnosis ?? ""))
          missed.push(`seed ${seed} ${mistake.key} ${figure} (right ${right}): ${cell?.diagnosis}`);
      }
      expect(tried).toBeGreaterThanOrEqual(wanted);
      expect(missed.length, missed.slice(0, 5).join("\n")).toBeLessThanOrEqual((1 - NAMED_SHARE) * tried);
    });
  },
);

describe("the words", () => {
  it("names a term left out with the step back to the right figure", () => {
    expect(mistakeWords({ kind: "left-out", term: "minority interest" }, 2441, 2531, 0)).toBe(
      "You left out minority interest: 2,441 + 90 = 2,531.",
    );
    expect(mistakeWords({ kind: "left-out", term: "cash" }, 2621, 2531, 0)).toBe(
      "You left out cash: 2,621 − 90 = 2,531.",
    );
  });

  it("names the other mistakes by their item or step", () => {
    expect(mistakeWords({ kind: "tax" }, 1, 2, 0)).toBe("You left out tax: the × (1 − tax rate) is missing.");
    expect(mistakeWords({ kind: "year", used: "Sales 2025", instead: "Sales 2026" }, 1, 2, 0)).toBe(
      "You used the wrong year: Sales 2025 instead of Sales 2026.",
    );
    expect(mistakeWords({ kind: "sign", term: "change in NWC" }, 1, 2, 0)).toBe(
      "You took change in NWC with the wrong sign.",
    );
    expect(mistakeWords({ kind: "twice", term: "D&A" }, 1, 2, 0)).toBe("You counted D&A twice.");
    expect(mistakeWords({ kind: "swapped", first: "EBITDA", second: "net income" }, 1, 2, 0)).toBe(
      "You swapped EBITDA and net income.",
    );
  });

  it("says by how much a figure is off when no mistake gives it", () => {
    expect(gapWords(2441, 2531, 0)).toBe("You are 90 short of 2,531.");
    expect(gapWords(2621, 2531, 0)).toBe("You are 90 over 2,531.");
    expect(gapWords(8.1, 8.54, 1)).toBe("You are 0.4 short of 8.5.");
    expect(gapWords(-1250, -1000, 0)).toBe("You are 250 short of −1,000.");
  });

  it("leaves right and follows cells and empty ones without a diagnosis, and never changes a mark", () => {
    const s = generate("EnterpriseValue", 7);
    const answers = oracleAnswers("EnterpriseValue", 7);
    const wrong = { ...answers, "Equity Value": String(at(answers, "Equity Value") + 500), "P/E": "" };
    const checked = check("EnterpriseValue", s, wrong).cells;
    const byKey = Object.fromEntries(checked.map((cell) => [cell.key, cell]));
    expect(byKey["Equity Value"]?.diagnosis).toBe(
      `You are 500 over ${byKey["Equity Value"]?.expected.replace(/\B(?=(\d{3})+$)/g, ",")}.`,
    );
    expect(byKey["P/E"]?.diagnosis).toBeUndefined();
    expect(byKey["Enterprise Value"]?.status).toBe("correct");
    expect(byKey["Enterprise Value"]?.diagnosis).toBeUndefined();
  });
});
