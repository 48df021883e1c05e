// The ranges and conditions of docs/drills.md, written out again, independently of the generators, for
// the tests that check what GET /api/case-studies/<slug>/new returns.
//
// API:
//   statementProblems(slug, statement): string[]
//     Every way the statement breaks docs/drills.md: a field missing or of the wrong type, out of range, off
//     its step, not a whole number, or a stated condition broken (bookValue ≠ amount, option tranches on
//     both sides of the share price, EV/EBITDA and P/E bounds, …). One sentence per problem, naming the
//     field; an empty list means the statement is valid. Fields the drill does not name are ignored (an
//     engine may add e.g. `engineVersion`). An unknown slug is a problem too.
//
// Bounds are inclusive. As for the case studies (docs/case-studies.md#conventions), a range given without a step is in whole
// numbers (here: existingGoodwill, "0 ≤ existingGoodwill < bookValue"). Conditions on computed values use
// the exact values (EV/EBITDA, P/E, Exit Equity, …), not their displayed roundings.
import {
  DRILL_SLUGS,
  MENTAL_MATH_KINDS,
  type MentalMathKind,
  THREE_STATEMENT_EVENTS,
} from "./independent-drill-solutions";

type Fields = Record<string, unknown>;

/** Collects problems while reading the fields; `number` returns undefined when the field is unusable. */
class Checker {
  constructor(
    readonly problems: string[] = [],
    private readonly where = "",
  ) {}

  add(problem: string): void {
    this.problems.push(problem);
  }

  /** A finite number in [min, max] on a grid of `step` from `min` (step 1 from a whole min: a whole number). */
  number(
    fields: Fields,
    field: string,
    range: { min?: number; max?: number; step?: number; whole?: boolean; positive?: boolean },
  ): number | undefined {
    const name = `${this.where}${field}`;
    const value = fields[field];
    if (typeof value !== "number" || !Number.isFinite(value)) {
      this.add(`${name} is missing or not a finite number (${JSON.stringify(value)})`);
      return undefined;
    }
    const { min, max, step, whole, positive } = range;
    if (whole && !Number.isInteger(value)) this.add(`${name} = ${value} is not a whole number`);
    if (positive && !(value > 0)) this.add(`${name} = ${value} is not positive`);
    if (min !== undefined && value < min) this.add(`${name} = ${value} is below ${min}`);
    if (max !== undefined && value > max) this.add(`${name} = ${value} is above ${max}`);
    if (step !== undefined) {
      const steps = (value - (min ?? 0)) / step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        this.add(`${name} = ${value} is not in steps of ${step}`);
    }
    return value;
  }

  oneOf<T>(fields: Fields, field: string, allowed: readonly T[]): T | undefined {
    const value = fields[field] as T;
    if (!allowed.includes(value)) {
      this.add(`${this.where}${field} = ${JSON.stringify(value)} is not one of ${allowed.join(", ")}`);
      return undefined;
    }
    return value;
  }

  list(fields: Fields, field: string): Fields[] | undefined {
    const value = fields[field];
    if (!Array.isArray(value)) {
      this.add(`${this.where}${field} is missing or not a list`);
      return undefined;
    }
    return value.map((item, index) => {
      if (typeof item !== "object" || item === null) {
        this.add(`${this.where}${field}[${index}] is not an object`);
        return {};
      }
      return item as Fields;
    });
  }

  object(fields: Fields, field: string): Fields | undefined {
    const value = fields[field];
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.add(`${this.where}${field} is missing or not an object`);
      return undefined;
    }
    return value as Fields;
  }

  /** The same checks on a nested object, with its path in front of the field names, into the same list. */
  nested(where: string): Checker {
    return new Checker(this.problems, `${this.where}${where}.`);
  }
}

const whole = (min?: number, max?: number) => ({ min, max, whole: true });
const stepped = (min: number, max: number, step: number) => ({ min, max, step });

/** docs/drills.md#three-statements: amount and bookValue multiples of 20 in 20–200, bookValue only for asset-sale and ≠ amount. */
function threeStatementsProblems(s: Fields, c: Checker): void {
  const event = c.oneOf(s, "event", THREE_STATEMENT_EVENTS);
  const amount = c.number(s, "amount", { min: 20, max: 200, step: 20, whole: true });
  c.oneOf(s, "taxRate", [20, 25, 30, 40]);
  if (event === "asset-sale") {
    const bookValue = c.number(s, "bookValue", { min: 20, max: 200, step: 20, whole: true });
    if (bookValue !== undefined && bookValue === amount) c.add(`bookValue equals amount (${amount})`);
  } else if (event !== undefined && s.bookValue !== undefined) {
    c.add(`bookValue is given for ${event}; only asset-sale has one`);
  }
}

/** docs/drills.md#enterprise-value-bridge: EV/EBITDA in 4–20, P/E in 6–40, implied equity value positive. */
function evBridgeProblems(s: Fields, c: Checker): void {
  const sharePrice = c.number(s, "sharePrice", whole(5, 200));
  const dilutedShares = c.number(s, "dilutedShares", whole(10, 1000));
  const debt = c.number(s, "debt", whole(0, 5000));
  const preferredStock = c.number(s, "preferredStock", whole(0, 500));
  const minorityInterest = c.number(s, "minorityInterest", whole(0, 500));
  const cash = c.number(s, "cash", whole(0, 2000));
  const ebitda = c.number(s, "ebitda", { whole: true, positive: true });
  const netIncome = c.number(s, "netIncome", { whole: true, positive: true });
  const peerMultiple = c.number(s, "peerMultiple", stepped(4, 20, 0.5));
  if (
    sharePrice === undefined ||
    dilutedShares === undefined ||
    debt === undefined ||
    preferredStock === undefined ||
    minorityInterest === undefined ||
    cash === undefined
  ) {
    return;
  }
  const equityValue = sharePrice * dilutedShares;
  const claims = debt + preferredStock + minorityInterest - cash;
  if (ebitda !== undefined && ebitda > 0) {
    const evEbitda = (equityValue + claims) / ebitda;
    if (evEbitda < 4 || evEbitda > 20) c.add(`EV/EBITDA = ${evEbitda} is outside 4–20`);
  }
  if (netIncome !== undefined && netIncome > 0) {
    const priceEarnings = equityValue / netIncome;
    if (priceEarnings < 6 || priceEarnings > 40) c.add(`P/E = ${priceEarnings} is outside 6–40`);
  }
  if (ebitda !== undefined && peerMultiple !== undefined) {
    const impliedEquityValue = peerMultiple * ebitda - claims;
    if (!(impliedEquityValue > 0)) c.add(`Implied Equity Value = ${impliedEquityValue} is not positive`);
  }
}

/** docs/drills.md#diluted-shares: two or three tranches, at least one in and one out of the money, no strike at the share price. */
function dilutedSharesProblems(s: Fields, c: Checker): void {
  const sharePrice = c.number(s, "sharePrice", whole(10, 100));
  c.number(s, "basicShares", whole(50, 1000));
  const options = c.list(s, "options");
  if (options !== undefined) {
    if (options.length < 2 || options.length > 3) c.add(`options has ${options.length} tranches, not 2 or 3`);
    const strikes = options.map((tranche, index) => {
      const inner = c.nested(`options[${index}]`);
      inner.number(tranche, "count", stepped(0.5, 20, 0.5));
      // Choice: a strike is a positive whole number (docs/drills.md: "a whole number").
      return inner.number(tranche, "strike", { whole: true, positive: true });
    });
    if (sharePrice !== undefined) {
      strikes.forEach((strike, index) => {
        if (strike === sharePrice) c.add(`options[${index}].strike equals the share price (${sharePrice})`);
      });
      if (!strikes.some((strike) => strike !== undefined && strike < sharePrice)) {
        c.add("no option tranche is in the money");
      }
      if (!strikes.some((strike) => strike !== undefined && strike > sharePrice)) {
        c.add("no option tranche is out of the money");
      }
    }
  }
  c.number(s, "rsus", stepped(0, 10, 0.5));
  const bond = c.object(s, "convertible");
  if (bond !== undefined) {
    const convertible = c.nested("convertible");
    convertible.number(bond, "faceValue", whole(100, 1000));
    // Choice: a conversion price is a positive whole number.
    const conversionPrice = convertible.number(bond, "conversionPrice", { whole: true, positive: true });
    if (conversionPrice !== undefined && conversionPrice === sharePrice) {
      c.add(`convertible.conversionPrice equals the share price (${sharePrice})`);
    }
  }
}

/** docs/drills.md#quick-lbo: debtMultiple ≤ entryMultiple − 2, years × paydown ≤ entry debt, Exit Equity > 0. */
function quickLboProblems(s: Fields, c: Checker): void {
  const ebitda = c.number(s, "ebitda", whole(50, 500));
  const entryMultiple = c.number(s, "entryMultiple", stepped(6, 14, 0.5));
  const debtMultiple = c.number(s, "debtMultiple", stepped(2, 6, 0.5));
  const ebitdaGrowth = c.number(s, "ebitdaGrowth", whole(0, 15));
  const exitMultiple = c.number(s, "exitMultiple", stepped(6, 14, 0.5));
  const years = c.number(s, "years", whole(3, 7));
  const paydown = c.number(s, "annualDebtPaydown", whole(0));
  if (entryMultiple !== undefined && debtMultiple !== undefined && debtMultiple > entryMultiple - 2) {
    c.add(`debtMultiple ${debtMultiple} is above entryMultiple − 2 = ${entryMultiple - 2}`);
  }
  if (ebitda === undefined || debtMultiple === undefined || years === undefined || paydown === undefined)
    return;
  const entryDebt = ebitda * debtMultiple;
  if (years * paydown > entryDebt)
    c.add(`years × annualDebtPaydown = ${years * paydown} exceeds Entry Debt ${entryDebt}`);
  if (ebitdaGrowth === undefined || exitMultiple === undefined) return;
  const exitEquity =
    ebitda * (1 + ebitdaGrowth / 100) ** years * exitMultiple - (entryDebt - years * paydown);
  if (!(exitEquity > 0)) c.add(`Exit Equity = ${exitEquity} is not positive`);
}

/** docs/drills.md#wacc: exactly three comparables named A, B, C. */
function waccProblems(s: Fields, c: Checker): void {
  const comparables = c.list(s, "comparables");
  if (comparables !== undefined) {
    if (comparables.length !== 3) c.add(`comparables has ${comparables.length} entries, not 3`);
    const names = comparables.map((comparable) => comparable.name);
    for (const name of ["A", "B", "C"]) {
      const count = names.filter((n) => n === name).length;
      if (count !== 1) c.add(`comparable ${name} appears ${count} times, not once`);
    }
    for (const name of names) {
      if (name !== "A" && name !== "B" && name !== "C")
        c.add(`comparable name ${JSON.stringify(name)} is not A, B or C`);
    }
    comparables.forEach((comparable, index) => {
      const inner = c.nested(`comparables[${index}]`);
      inner.number(comparable, "leveredBeta", stepped(0.6, 2, 0.01));
      inner.number(comparable, "debtToEquity", whole(0, 150));
    });
  }
  c.number(s, "taxRate", whole(15, 35));
  c.number(s, "targetDebtToEquity", whole(0, 100));
  c.number(s, "riskFreeRate", stepped(1, 5, 0.1));
  c.number(s, "equityRiskPremium", stepped(4, 7, 0.1));
  c.number(s, "preTaxCostOfDebt", stepped(3, 10, 0.1));
}

/** docs/drills.md#free-cash-flow: EBIT > interestExpense and Unlevered FCF > 0. */
function freeCashFlowProblems(s: Fields, c: Checker): void {
  const revenue = c.number(s, "revenue", whole(200, 5000));
  const margin = c.number(s, "ebitdaMargin", whole(10, 40));
  const da = c.number(s, "da", { whole: true, positive: true });
  const capex = c.number(s, "capex", { whole: true, positive: true });
  const changeInNwc = c.number(s, "changeInNwc", whole());
  const taxRate = c.number(s, "taxRate", whole(20, 35));
  const interestExpense = c.number(s, "interestExpense", { whole: true, positive: true });
  c.number(s, "netBorrowing", whole());
  c.number(s, "wacc", stepped(6, 12, 0.1));
  c.number(s, "terminalGrowth", stepped(1, 3, 0.1));
  if (revenue === undefined || margin === undefined || da === undefined) return;
  const ebit = (revenue * margin) / 100 - da;
  if (interestExpense !== undefined && !(ebit > interestExpense)) {
    c.add(`EBIT = ${ebit} is not above interestExpense = ${interestExpense}`);
  }
  if (taxRate === undefined || capex === undefined || changeInNwc === undefined) return;
  const unleveredFcf = ebit * (1 - taxRate / 100) + da - capex - changeInNwc;
  if (!(unleveredFcf > 0)) c.add(`Unlevered Free Cash Flow = ${unleveredFcf} is not positive`);
}

/** docs/drills.md#goodwill: an offer 10–60 % above the share price, 0 ≤ existingGoodwill < bookValue, Goodwill > 0. */
function goodwillProblems(s: Fields, c: Checker): void {
  const current = c.number(s, "currentSharePrice", whole(10, 100));
  const offer = c.number(s, "offerPrice", { whole: true, positive: true });
  const shares = c.number(s, "targetShares", whole(10, 500));
  const bookValue = c.number(s, "bookValue", { whole: true, positive: true });
  const existingGoodwill = c.number(s, "existingGoodwill", whole(0));
  const writeUp = c.number(s, "assetWriteUp", whole(0));
  const taxRate = c.number(s, "taxRate", whole(20, 35));
  // 10–60 % above, in whole numbers so that 1.1 × price has no floating-point residue.
  if (
    offer !== undefined &&
    current !== undefined &&
    (100 * offer < 110 * current || 100 * offer > 160 * current)
  ) {
    c.add(`offerPrice ${offer} is not 10–60 % above currentSharePrice ${current}`);
  }
  if (bookValue !== undefined && existingGoodwill !== undefined && existingGoodwill >= bookValue) {
    c.add(`existingGoodwill ${existingGoodwill} is not below bookValue ${bookValue}`);
  }
  if (
    offer === undefined ||
    shares === undefined ||
    bookValue === undefined ||
    existingGoodwill === undefined ||
    writeUp === undefined ||
    taxRate === undefined
  ) {
    return;
  }
  const goodwill = offer * shares - (bookValue - existingGoodwill) - writeUp + (writeUp * taxRate) / 100;
  if (!(goodwill > 0)) c.add(`Goodwill = ${goodwill} is not positive`);
}

const MENTAL_MATH_RANGES: Record<MentalMathKind, (problem: Fields, c: Checker) => void> = {
  percent: (p, c) => {
    c.number(p, "a", whole(1, 99));
    c.number(p, "b", whole(10, 9999));
  },
  multiply: (p, c) => {
    c.number(p, "a", whole(11, 99));
    c.number(p, "b", whole(11, 99));
  },
  divide: (p, c) => {
    c.number(p, "a", whole(100, 9999));
    c.number(p, "b", whole(3, 99));
  },
  compound: (p, c) => {
    c.number(p, "a", whole(2, 25));
    c.number(p, "b", whole(2, 5));
  },
  irr: (p, c) => {
    c.oneOf(p, "a", [1.5, 2, 2.5, 3, 3.5, 4, 5]);
    c.number(p, "b", whole(2, 7));
  },
};

/** docs/drills.md#mental-math: exactly ten problems, every kind at least once. */
function mentalMathProblems(s: Fields, c: Checker): void {
  const problems = c.list(s, "problems");
  if (problems === undefined) return;
  if (problems.length !== 10) c.add(`problems has ${problems.length} entries, not 10`);
  const kinds = problems.map((problem, index) => {
    const inner = c.nested(`problems[${index}]`);
    const kind = inner.oneOf(problem, "kind", MENTAL_MATH_KINDS);
    if (kind !== undefined) MENTAL_MATH_RANGES[kind](problem, inner);
    return kind;
  });
  for (const kind of MENTAL_MATH_KINDS) {
    if (!kinds.includes(kind)) c.add(`no problem of kind ${kind}`);
  }
}

const PROBLEMS: Record<(typeof DRILL_SLUGS)[number], (statement: Fields, c: Checker) => void> = {
  "three-statements": threeStatementsProblems,
  "ev-bridge": evBridgeProblems,
  "diluted-shares": dilutedSharesProblems,
  "quick-lbo": quickLboProblems,
  wacc: waccProblems,
  "free-cash-flow": freeCashFlowProblems,
  goodwill: goodwillProblems,
  "mental-math": mentalMathProblems,
};

/** Every way the statement breaks the ranges and conditions of docs/drills.md; [] when it is valid. */
export function statementProblems(slug: string, statement: unknown): string[] {
  if (!(DRILL_SLUGS as readonly string[]).includes(slug)) return [`unknown drill ${JSON.stringify(slug)}`];
  if (typeof statement !== "object" || statement === null || Array.isArray(statement)) {
    return ["the statement is not an object"];
  }
  const checker = new Checker();
  PROBLEMS[slug as (typeof DRILL_SLUGS)[number]](statement as Fields, checker);
  return checker.problems;
}
