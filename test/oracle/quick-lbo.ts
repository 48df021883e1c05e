// The quick LBO drill's independent oracle, written from docs/drills.md#quick-lbo apart from the engine: its
// answers, the ranges and conditions of its statements, and hand-worked examples (test/oracle/index.ts gives
// the conventions they share).
import {
  type Checker,
  type DrillOracle,
  type Fields,
  type HandWorkedExample,
  handedOn,
  type SolutionPath,
  stepped,
  typed,
  whole,
} from "./shared";

/** docs/drills.md#quick-lbo. */
export interface QuickLboStatement {
  ebitda: number;
  entryMultiple: number;
  debtMultiple: number;
  ebitdaGrowth: number;
  exitMultiple: number;
  years: number;
  annualDebtPaydown: number;
}

/** docs/drills.md#quick-lbo: the five-minute LBO. */
function quickLboAnswers(s: QuickLboStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const entryEnterpriseValue = s.ebitda * s.entryMultiple;
  const entryDebt = s.ebitda * s.debtMultiple;
  const entryEquity = h(entryEnterpriseValue) - h(entryDebt);
  const exitEbitda = s.ebitda * (1 + s.ebitdaGrowth / 100) ** s.years;
  const exitEnterpriseValue = h(exitEbitda) * s.exitMultiple;
  const exitDebt = h(entryDebt) - s.years * s.annualDebtPaydown;
  const exitEquity = h(exitEnterpriseValue) - h(exitDebt);
  const multipleOfMoney = h(exitEquity) / h(entryEquity);
  // Choice: IRR from the MoM, typed as a whole percent ("20" for 20 %); on the carried path from the
  // one-decimal MoM.
  const irr = 100 * (h(multipleOfMoney, 1) ** (1 / s.years) - 1);
  return typed({
    "Entry Enterprise Value": [entryEnterpriseValue, 0],
    "Entry Debt": [entryDebt, 0],
    "Entry Equity": [entryEquity, 0],
    "Exit EBITDA": [exitEbitda, 0],
    "Exit Enterprise Value": [exitEnterpriseValue, 0],
    "Exit Debt": [exitDebt, 0],
    "Exit Equity": [exitEquity, 0],
    MoM: [multipleOfMoney, 1],
    IRR: [irr, 0],
  });
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

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"quick-lbo", QuickLboStatement>[] = [
  // Entry EV = 100 × 10 = 1,000; Entry Debt = 100 × 6 = 600; Entry Equity = 400
  // Exit EBITDA = 100 × 1.00^5 = 100; Exit EV = 100 × 10 = 1,000
  // Exit Debt = 600 − 5 × 50 = 350; Exit Equity = 1,000 − 350 = 650
  // MoM = 650 / 400 = 1.625 → 1.6
  // IRR = 1.625^(1/5) − 1: 1.102^5 = 1.6252, so 10.2 % → 10
  {
    slug: "quick-lbo",
    title: "no growth, paydown only",
    statement: {
      ebitda: 100,
      entryMultiple: 10,
      debtMultiple: 6,
      ebitdaGrowth: 0,
      exitMultiple: 10,
      years: 5,
      annualDebtPaydown: 50,
    },
    answers: {
      "Entry Enterprise Value": "1000",
      "Entry Debt": "600",
      "Entry Equity": "400",
      "Exit EBITDA": "100",
      "Exit Enterprise Value": "1000",
      "Exit Debt": "350",
      "Exit Equity": "650",
      MoM: "1.6",
      IRR: "10",
    },
  },
  // Entry EV = 200 × 8 = 1,600; Entry Debt = 200 × 5 = 1,000; Entry Equity = 600
  // Exit EBITDA = 200 × 1.1^3 = 200 × 1.331 = 266.2 → 266; Exit EV = 266.2 × 8 = 2,129.6 → 2,130
  // Exit Debt = 1,000 − 3 × 0 = 1,000; Exit Equity = 2,129.6 − 1,000 = 1,129.6 → 1,130
  // MoM = 1,129.6 / 600 = 1.8827 → 1.9
  // IRR = 1.8827^(1/3) − 1: 1.235^3 = 1.88365 > 1.8827, 1.23^3 = 1.86087 < 1.8827, so 23.48 % → 23
  {
    slug: "quick-lbo",
    title: "zero paydown",
    statement: {
      ebitda: 200,
      entryMultiple: 8,
      debtMultiple: 5,
      ebitdaGrowth: 10,
      exitMultiple: 8,
      years: 3,
      annualDebtPaydown: 0,
    },
    answers: {
      "Entry Enterprise Value": "1600",
      "Entry Debt": "1000",
      "Entry Equity": "600",
      "Exit EBITDA": "266",
      "Exit Enterprise Value": "2130",
      "Exit Debt": "1000",
      "Exit Equity": "1130",
      MoM: "1.9",
      IRR: "23",
    },
  },
  // Entry EV = 75 × 9.5 = 712.5 → 713 (tie); Entry Debt = 75 × 4.5 = 337.5 → 338 (tie); Entry Equity = 375
  // Exit EBITDA = 75 × 1.05^4 = 75 × 1.21550625 = 91.163 → 91
  // Exit EV = 91.16296875 × 10.5 = 911.63 + 45.58 = 957.21 → 957
  // Exit Debt = 337.5 − 4 × 20 = 257.5 → 258 (tie); Exit Equity = 957.21 − 257.5 = 699.71 → 700
  // MoM = 699.71 / 375 = 1.8659 → 1.9
  // IRR = 1.8659^(1/4) − 1: √1.8659 = 1.36598, √1.36598 = 1.16875, so 16.9 % → 17
  {
    slug: "quick-lbo",
    title: "half-turn multiples",
    statement: {
      ebitda: 75,
      entryMultiple: 9.5,
      debtMultiple: 4.5,
      ebitdaGrowth: 5,
      exitMultiple: 10.5,
      years: 4,
      annualDebtPaydown: 20,
    },
    answers: {
      "Entry Enterprise Value": "713",
      "Entry Debt": "338",
      "Entry Equity": "375",
      "Exit EBITDA": "91",
      "Exit Enterprise Value": "957",
      "Exit Debt": "258",
      "Exit Equity": "700",
      MoM: "1.9",
      IRR: "17",
    },
  },
  // Entry EV = 50 × 6 = 300; Entry Debt = 50 × 2 = 100; Entry Equity = 200
  // 1.15^2 = 1.3225; ^4 = 1.74900625; ^6 = 2.31306077; ^7 = 2.66001988
  // Exit EBITDA = 50 × 2.66001988 = 133.001 → 133; Exit EV = 133.001 × 14 = 1,862.01 → 1,862
  // Exit Debt = 100 − 7 × 0 = 100; Exit Equity = 1,762.01 → 1,762
  // MoM = 1,762.01 / 200 = 8.810 → 8.8
  // IRR = 8.810^(1/7) − 1: ln 8.810 = 2.17590, / 7 = 0.31084, e^0.31084 = 1.36457, so 36.46 % → 36
  {
    slug: "quick-lbo",
    title: "seven years at the highest growth, lowest entry and debt multiples",
    statement: {
      ebitda: 50,
      entryMultiple: 6,
      debtMultiple: 2,
      ebitdaGrowth: 15,
      exitMultiple: 14,
      years: 7,
      annualDebtPaydown: 0,
    },
    answers: {
      "Entry Enterprise Value": "300",
      "Entry Debt": "100",
      "Entry Equity": "200",
      "Exit EBITDA": "133",
      "Exit Enterprise Value": "1862",
      "Exit Debt": "100",
      "Exit Equity": "1762",
      MoM: "8.8",
      IRR: "36",
    },
  },
];

export const quickLboOracle: DrillOracle<"quick-lbo", QuickLboStatement> = {
  answers: quickLboAnswers,
  problems: quickLboProblems,
  examples,
};
