// Worked examples of the eight drills, solved by hand from docs/drills.md: the arithmetic is written line
// by line above each example and the answers were typed from it, not produced by running code. They pin
// the independent solutions (drill-oracle.test.ts beside them) and can pin the engine too.
//
// API:
//   DRILL_GOLDEN_EXAMPLES: readonly DrillGoldenExample[]
//     { slug, title, statement, answers }: a statement inside the ranges of docs/drills.md and every cell's
//     answer as typed (display precision, half away from zero, "%" cells in percent).
//
// Ties (a value exactly halfway at its display precision) are rounded away from zero; the ones that
// occur are marked "tie" below. Where an example depends on a choice docs/drills.md leaves open, it says so.
import type { DrillSlug, DrillStatements } from "./independent-drill-solutions";

export type DrillGoldenExample = {
  [S in DrillSlug]: {
    slug: S;
    title: string;
    statement: DrillStatements[S];
    answers: Record<string, string>;
  };
}[DrillSlug];

/** Three statements: the eight cells of one event, in its order. */
function statementsRow(
  ni: string,
  cfo: string,
  cfi: string,
  cff: string,
  cash: string,
  assets: string,
  liabilities: string,
  equity: string,
): Record<string, string> {
  return {
    "Net Income": ni,
    "Cash from Operations": cfo,
    "Cash from Investing": cfi,
    "Cash from Financing": cff,
    "Net Change in Cash": cash,
    "Total Assets": assets,
    "Total Liabilities": liabilities,
    "Total Equity": equity,
  };
}

export const DRILL_GOLDEN_EXAMPLES: readonly DrillGoldenExample[] = [
  // ── three-statements ────────────────────────────────────────────────────────────────────────────
  // A = 40, t = 25 %
  // NI = −40 × (1 − 0.25) = −30
  // CFO = NI + D&A = −30 + 40 = +10 (= A × t, the tax shield)
  // Net Change in Cash = 10 + 0 + 0 = 10
  // Assets = PP&E −40 + cash +10 = −30; Liabilities 0; Equity = NI = −30 (−30 = 0 − 30)
  {
    slug: "three-statements",
    title: "depreciation up 40 at 25 %",
    statement: { event: "depreciation-up", amount: 40, taxRate: 25 },
    answers: statementsRow("-30", "10", "0", "0", "10", "-30", "0", "-30"),
  },
  // A = 200, B = 120, t = 40 %, G = 200 − 120 = 80 (a gain)
  // NI = 80 × (1 − 0.40) = 48
  // CFO = NI − gain = 48 − 80 = −32 (= −G × t, the tax paid on the gain)
  // CFI = +200 (sale proceeds)
  // Net Change in Cash = −32 + 200 + 0 = 168
  // Assets = cash +168 − PP&E 120 = 48; Liabilities 0; Equity = 48
  {
    slug: "three-statements",
    title: "asset sold for 200, book value 120 (gain) at 40 %",
    statement: { event: "asset-sale", amount: 200, taxRate: 40, bookValue: 120 },
    answers: statementsRow("48", "-32", "200", "0", "168", "48", "0", "48"),
  },
  // A = 60, B = 140, t = 30 %, G = 60 − 140 = −80 (a loss)
  // NI = −80 × (1 − 0.30) = −56
  // CFO = NI + loss = −56 + 80 = +24 (= −G × t = 80 × 0.3, the tax saved)
  // CFI = +60
  // Net Change in Cash = 24 + 60 = 84
  // Assets = cash +84 − PP&E 140 = −56; Liabilities 0; Equity = −56
  {
    slug: "three-statements",
    title: "asset sold for 60, book value 140 (loss) at 30 %",
    statement: { event: "asset-sale", amount: 60, taxRate: 30, bookValue: 140 },
    answers: statementsRow("-56", "24", "60", "0", "84", "-56", "0", "-56"),
  },
  // A = 100, t = 20 %
  // NI = −100 × 0.8 = −80
  // CFO = −80 + 100 (accrued liabilities up, not paid) = +20
  // Net Change in Cash = 20
  // Assets = cash +20; Liabilities = +100; Equity = −80 (20 = 100 − 80)
  {
    slug: "three-statements",
    title: "accrued expense 100 at 20 %",
    statement: { event: "accrued-expense", amount: 100, taxRate: 20 },
    answers: statementsRow("-80", "20", "0", "0", "20", "20", "100", "-80"),
  },
  // A = 120, t = 30 %
  // NI = −120 × 0.7 = −84
  // CFO = −84 + 120 (non-cash) = +36
  // Net Change in Cash = 36
  // Assets = cash +36; Liabilities 0; Equity = NI −84 + paid-in capital +120 = +36
  {
    slug: "three-statements",
    title: "stock-based compensation 120 at 30 %",
    statement: { event: "stock-comp", amount: 120, taxRate: 30 },
    answers: statementsRow("-84", "36", "0", "0", "36", "36", "0", "36"),
  },
  // A = 180, t = 40 %
  // NI = 180 × 0.6 = 108
  // CFO = 108 − 180 (receivables up) = −72
  // Net Change in Cash = −72
  // Assets = cash −72 + receivables +180 = 108; Liabilities 0; Equity = 108
  {
    slug: "three-statements",
    title: "credit sale 180 at 40 %",
    statement: { event: "credit-sale", amount: 180, taxRate: 40 },
    answers: statementsRow("108", "-72", "0", "0", "-72", "108", "0", "108"),
  },
  // A = 60, t = 40 %
  // NI = −60 × 0.6 = −36
  // CFO = −36 + 60 (non-cash write-down) = +24
  // Net Change in Cash = 24
  // Assets = inventory −60 + cash +24 = −36; Liabilities 0; Equity = −36
  {
    slug: "three-statements",
    title: "inventory written down by 60 at 40 %",
    statement: { event: "inventory-writedown", amount: 60, taxRate: 40 },
    answers: statementsRow("-36", "24", "0", "0", "24", "-36", "0", "-36"),
  },
  // A = 80: NI 0; CFO = −80 (inventory up); cash −80; Assets = inventory +80 − cash 80 = 0
  {
    slug: "three-statements",
    title: "inventory of 80 bought in cash",
    statement: { event: "buy-inventory", amount: 80, taxRate: 30 },
    answers: statementsRow("0", "-80", "0", "0", "-80", "0", "0", "0"),
  },
  // A = 160: NI 0; CFI = −160; cash −160; Assets = PP&E +160 − cash 160 = 0
  {
    slug: "three-statements",
    title: "capex of 160",
    statement: { event: "capex", amount: 160, taxRate: 25 },
    answers: statementsRow("0", "0", "-160", "0", "-160", "0", "0", "0"),
  },
  // A = 200: CFF = +200; cash +200; Assets +200; Liabilities +200; Equity 0
  {
    slug: "three-statements",
    title: "200 of debt raised",
    statement: { event: "raise-debt", amount: 200, taxRate: 20 },
    answers: statementsRow("0", "0", "0", "200", "200", "200", "200", "0"),
  },
  // A = 20: CFF = −20; cash −20; Assets −20; Liabilities 0; Equity −20 (retained earnings)
  {
    slug: "three-statements",
    title: "dividend of 20",
    statement: { event: "pay-dividend", amount: 20, taxRate: 40 },
    answers: statementsRow("0", "0", "0", "-20", "-20", "-20", "0", "-20"),
  },

  // ── ev-bridge ───────────────────────────────────────────────────────────────────────────────────
  // Equity Value = 20 × 100 = 2,000
  // Enterprise Value = 2,000 + 500 + 0 + 0 − 100 = 2,400
  // EV/EBITDA = 2,400 / 200 = 12.0; P/E = 2,000 / 100 = 20.0
  // Implied EV = 8.5 × 200 = 1,700
  // Implied Equity Value = 1,700 − 500 − 0 − 0 + 100 = 1,300
  // Implied Share Price = 1,300 / 100 = 13.00
  {
    slug: "ev-bridge",
    title: "no preferred stock, no minority interest",
    statement: {
      sharePrice: 20,
      dilutedShares: 100,
      debt: 500,
      preferredStock: 0,
      minorityInterest: 0,
      cash: 100,
      ebitda: 200,
      netIncome: 100,
      peerMultiple: 8.5,
    },
    answers: {
      "Equity Value": "2000",
      "Enterprise Value": "2400",
      "EV/EBITDA": "12.0",
      "P/E": "20.0",
      "Implied Enterprise Value": "1700",
      "Implied Equity Value": "1300",
      "Implied Share Price": "13.00",
    },
  },
  // Equity Value = 45 × 240 = 10,800
  // Enterprise Value = 10,800 + 1,200 + 150 + 0 − 350 = 11,800
  // EV/EBITDA = 11,800 / 1,000 = 11.8; P/E = 10,800 / 600 = 18.0
  // Implied EV = 10.5 × 1,000 = 10,500
  // Implied Equity Value = 10,500 − 1,200 − 150 − 0 + 350 = 9,500
  // Implied Share Price = 9,500 / 240 = 475 / 12 = 39.583… → 39.58
  {
    slug: "ev-bridge",
    title: "preferred stock, no minority interest",
    statement: {
      sharePrice: 45,
      dilutedShares: 240,
      debt: 1200,
      preferredStock: 150,
      minorityInterest: 0,
      cash: 350,
      ebitda: 1000,
      netIncome: 600,
      peerMultiple: 10.5,
    },
    answers: {
      "Equity Value": "10800",
      "Enterprise Value": "11800",
      "EV/EBITDA": "11.8",
      "P/E": "18.0",
      "Implied Enterprise Value": "10500",
      "Implied Equity Value": "9500",
      "Implied Share Price": "39.58",
    },
  },
  // Equity Value = 12 × 75 = 900
  // Enterprise Value = 900 + 300 + 0 + 40 − 25 = 1,215
  // EV/EBITDA = 1,215 / 133 = 9 + 18/133 = 9.135… → 9.1; P/E = 900 / 50 = 18.0
  // Implied EV = 7.5 × 133 = 997.5 → 998 (tie)
  // Implied Equity Value = 997.5 − 300 − 0 − 40 + 25 = 682.5 → 683 (tie)
  // Implied Share Price = 682.5 / 75 = 9.10 exactly (the carried 683 / 75 = 9.107 → 9.11 is also accepted)
  {
    slug: "ev-bridge",
    title: "minority interest, no preferred stock, half-unit implied values",
    statement: {
      sharePrice: 12,
      dilutedShares: 75,
      debt: 300,
      preferredStock: 0,
      minorityInterest: 40,
      cash: 25,
      ebitda: 133,
      netIncome: 50,
      peerMultiple: 7.5,
    },
    answers: {
      "Equity Value": "900",
      "Enterprise Value": "1215",
      "EV/EBITDA": "9.1",
      "P/E": "18.0",
      "Implied Enterprise Value": "998",
      "Implied Equity Value": "683",
      "Implied Share Price": "9.10",
    },
  },
  // Equity Value = 8 × 1,000 = 8,000
  // Enterprise Value = 8,000 + 5,000 + 500 + 500 − 2,000 = 12,000
  // EV/EBITDA = 12,000 / 700 = 17.142… → 17.1; P/E = 8,000 / 1,000 = 8.0
  // Implied EV = 14 × 700 = 9,800
  // Implied Equity Value = 9,800 − 5,000 − 500 − 500 + 2,000 = 5,800
  // Implied Share Price = 5,800 / 1,000 = 5.80
  {
    slug: "ev-bridge",
    title: "every claim at its maximum",
    statement: {
      sharePrice: 8,
      dilutedShares: 1000,
      debt: 5000,
      preferredStock: 500,
      minorityInterest: 500,
      cash: 2000,
      ebitda: 700,
      netIncome: 1000,
      peerMultiple: 14,
    },
    answers: {
      "Equity Value": "8000",
      "Enterprise Value": "12000",
      "EV/EBITDA": "17.1",
      "P/E": "8.0",
      "Implied Enterprise Value": "9800",
      "Implied Equity Value": "5800",
      "Implied Share Price": "5.80",
    },
  },
  // Equity Value = 200 × 10 = 2,000; Enterprise Value = 2,000 (no claims, no cash)
  // EV/EBITDA = 2,000 / 250 = 8.0; P/E = 2,000 / 200 = 10.0
  // Implied EV = 4 × 250 = 1,000 = Implied Equity Value; Implied Share Price = 1,000 / 10 = 100.00
  {
    slug: "ev-bridge",
    title: "no debt, no cash, lowest peer multiple",
    statement: {
      sharePrice: 200,
      dilutedShares: 10,
      debt: 0,
      preferredStock: 0,
      minorityInterest: 0,
      cash: 0,
      ebitda: 250,
      netIncome: 200,
      peerMultiple: 4,
    },
    answers: {
      "Equity Value": "2000",
      "Enterprise Value": "2000",
      "EV/EBITDA": "8.0",
      "P/E": "10.0",
      "Implied Enterprise Value": "1000",
      "Implied Equity Value": "1000",
      "Implied Share Price": "100.00",
    },
  },

  // ── diluted-shares ──────────────────────────────────────────────────────────────────────────────
  // Price 40. In the money: strike 20 (10.0); out: strike 50.
  // In-the-Money Options = 10.00; Option Proceeds = 10 × 20 = 200
  // Shares Repurchased = 200 / 40 = 5.00; Net New Shares = 10 − 5 = 5.00
  // Convertible: 25 < 40, in the money: 300 / 25 = 12.00
  // Diluted Shares = 200 + 5 + 2 + 12 = 219.00; Diluted Equity Value = 219 × 40 = 8,760
  {
    slug: "diluted-shares",
    title: "convertible in the money",
    statement: {
      sharePrice: 40,
      basicShares: 200,
      options: [
        { count: 10, strike: 20 },
        { count: 5, strike: 50 },
      ],
      rsus: 2,
      convertible: { faceValue: 300, conversionPrice: 25 },
    },
    answers: {
      "In-the-Money Options": "10.00",
      "Option Proceeds": "200",
      "Shares Repurchased": "5.00",
      "Net New Shares from Options": "5.00",
      "Shares from Convertible": "12.00",
      "Diluted Shares": "219.00",
      "Diluted Equity Value": "8760",
    },
  },
  // Price 30. In the money: strikes 12 (4.5) and 25 (6); out: 45.
  // In-the-Money Options = 4.5 + 6 = 10.50; Option Proceeds = 4.5 × 12 + 6 × 25 = 54 + 150 = 204
  // Shares Repurchased = 204 / 30 = 6.80; Net New Shares = 10.5 − 6.8 = 3.70
  // Convertible: 40 > 30, out of the money: 0.00
  // Diluted Shares = 500 + 3.7 + 1.5 + 0 = 505.20; Diluted Equity Value = 505.2 × 30 = 15,156
  {
    slug: "diluted-shares",
    title: "three tranches, convertible out of the money",
    statement: {
      sharePrice: 30,
      basicShares: 500,
      options: [
        { count: 4.5, strike: 12 },
        { count: 6, strike: 25 },
        { count: 3, strike: 45 },
      ],
      rsus: 1.5,
      convertible: { faceValue: 600, conversionPrice: 40 },
    },
    answers: {
      "In-the-Money Options": "10.50",
      "Option Proceeds": "204",
      "Shares Repurchased": "6.80",
      "Net New Shares from Options": "3.70",
      "Shares from Convertible": "0.00",
      "Diluted Shares": "505.20",
      "Diluted Equity Value": "15156",
    },
  },
  // Price 70. In the money: strike 33 (2.5); out: 90.
  // In-the-Money Options = 2.50; Option Proceeds = 2.5 × 33 = 82.5 → 83 (tie)
  // Shares Repurchased = 82.5 / 70 = 1.1785… → 1.18 (exact path; 83 / 70 = 1.19 is the carried one)
  // Net New Shares = 2.5 − 82.5/70 = 1.3214… → 1.32
  // Convertible: 60 < 70, in the money: 100 / 60 = 1.666… → 1.67
  // Diluted Shares = 80 + 1.3214… + 0 + 1.6666… = 82.9880… → 82.99
  // Diluted Equity Value = 82.9880… × 70 = 5,600 + 92.5 + 116.67 = 5,809.17 → 5,809
  {
    slug: "diluted-shares",
    title: "half-unit proceeds, repeating convertible shares, no RSUs",
    statement: {
      sharePrice: 70,
      basicShares: 80,
      options: [
        { count: 2.5, strike: 33 },
        { count: 7, strike: 90 },
      ],
      rsus: 0,
      convertible: { faceValue: 100, conversionPrice: 60 },
    },
    answers: {
      "In-the-Money Options": "2.50",
      "Option Proceeds": "83",
      "Shares Repurchased": "1.18",
      "Net New Shares from Options": "1.32",
      "Shares from Convertible": "1.67",
      "Diluted Shares": "82.99",
      "Diluted Equity Value": "5809",
    },
  },
  // Price 10. In the money: strike 9 (20.0); out: strike 11 (0.5).
  // In-the-Money Options = 20.00; Option Proceeds = 20 × 9 = 180
  // Shares Repurchased = 180 / 10 = 18.00; Net New Shares = 20 − 18 = 2.00
  // Convertible: 8 < 10: 1,000 / 8 = 125.00
  // Diluted Shares = 50 + 2 + 10 + 125 = 187.00; Diluted Equity Value = 187 × 10 = 1,870
  {
    slug: "diluted-shares",
    title: "lowest price, most RSUs, largest convertible",
    statement: {
      sharePrice: 10,
      basicShares: 50,
      options: [
        { count: 20, strike: 9 },
        { count: 0.5, strike: 11 },
      ],
      rsus: 10,
      convertible: { faceValue: 1000, conversionPrice: 8 },
    },
    answers: {
      "In-the-Money Options": "20.00",
      "Option Proceeds": "180",
      "Shares Repurchased": "18.00",
      "Net New Shares from Options": "2.00",
      "Shares from Convertible": "125.00",
      "Diluted Shares": "187.00",
      "Diluted Equity Value": "1870",
    },
  },

  // ── quick-lbo ───────────────────────────────────────────────────────────────────────────────────
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

  // ── wacc ────────────────────────────────────────────────────────────────────────────────────────
  // t = 20 %, 1 − t = 0.8
  // βu A = 1.20 / (1 + 0.8 × 0.50) = 1.20 / 1.4 = 0.8571 → 0.86
  // βu B = 0.90 / (1 + 0.8 × 0) = 0.90 (no debt)
  // βu C = 1.50 / (1 + 0.8 × 1.00) = 1.50 / 1.8 = 0.8333 → 0.83
  // Average = (0.85714 + 0.9 + 0.83333) / 3 = 2.59048 / 3 = 0.86349 → 0.86
  // Relevered = 0.86349 × (1 + 0.8 × 0.25) = 0.86349 × 1.2 = 1.03619 → 1.04
  // Cost of Equity = 4.0 + 1.03619 × 5.0 = 9.18095 → 9.2
  // After-tax Cost of Debt = 6.0 × 0.8 = 4.8
  // Equity Weight = 1 / 1.25 = 80.0 %
  // WACC = 0.8 × 9.18095 + 0.2 × 4.8 = 7.34476 + 0.96 = 8.30476 → 8.3
  {
    slug: "wacc",
    title: "one comparable without debt",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 1.2, debtToEquity: 50 },
        { name: "B", leveredBeta: 0.9, debtToEquity: 0 },
        { name: "C", leveredBeta: 1.5, debtToEquity: 100 },
      ],
      taxRate: 20,
      targetDebtToEquity: 25,
      riskFreeRate: 4,
      equityRiskPremium: 5,
      preTaxCostOfDebt: 6,
    },
    answers: {
      "Unlevered Beta A": "0.86",
      "Unlevered Beta B": "0.90",
      "Unlevered Beta C": "0.83",
      "Average Unlevered Beta": "0.86",
      "Relevered Beta": "1.04",
      "Cost of Equity": "9.2",
      "After-tax Cost of Debt": "4.8",
      "Equity Weight": "80.0",
      WACC: "8.3",
    },
  },
  // t = 35 %, 1 − t = 0.65
  // βu A = 0.60 / 1 = 0.60 (no debt)
  // βu B = 2.00 / (1 + 0.65 × 1.5) = 2.00 / 1.975 = 1.01266 → 1.01
  // βu C = 1.10 / (1 + 0.65 × 0.3) = 1.10 / 1.195 = 0.92050 → 0.92
  // Average = (0.6 + 1.01266 + 0.92050) / 3 = 2.53316 / 3 = 0.84439 → 0.84
  // Relevered = 0.84439 × (1 + 0) = 0.84 (an all-equity target)
  // Cost of Equity = 1.0 + 0.84439 × 7.0 = 1 + 5.91071 = 6.91071 → 6.9
  // After-tax Cost of Debt = 10.0 × 0.65 = 6.5
  // Equity Weight = 1 / (1 + 0) = 100.0 %
  // WACC = 1 × 6.91071 + 0 × 6.5 = 6.9
  {
    slug: "wacc",
    title: "all-equity target, extreme betas and leverage",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 0.6, debtToEquity: 0 },
        { name: "B", leveredBeta: 2, debtToEquity: 150 },
        { name: "C", leveredBeta: 1.1, debtToEquity: 30 },
      ],
      taxRate: 35,
      targetDebtToEquity: 0,
      riskFreeRate: 1,
      equityRiskPremium: 7,
      preTaxCostOfDebt: 10,
    },
    answers: {
      "Unlevered Beta A": "0.60",
      "Unlevered Beta B": "1.01",
      "Unlevered Beta C": "0.92",
      "Average Unlevered Beta": "0.84",
      "Relevered Beta": "0.84",
      "Cost of Equity": "6.9",
      "After-tax Cost of Debt": "6.5",
      "Equity Weight": "100.0",
      WACC: "6.9",
    },
  },
  // t = 30 %, 1 − t = 0.7
  // βu A = 1.35 / (1 + 0.7 × 0.4) = 1.35 / 1.28 = 1.0546875 → 1.05
  // βu B = 0.75 (no debt)
  // βu C = 1.80 / (1 + 0.7 × 1.2) = 1.80 / 1.84 = 0.97826 → 0.98
  // Average = (1.0546875 + 0.75 + 0.97826) / 3 = 2.78295 / 3 = 0.92765 → 0.93
  // Relevered = 0.92765 × (1 + 0.7 × 0.5) = 0.92765 × 1.35 = 1.25233 → 1.25
  // Cost of Equity = 3.5 + 1.25233 × 6.0 = 3.5 + 7.51396 = 11.01396 → 11.0
  // After-tax Cost of Debt = 7.5 × 0.7 = 5.25 → 5.3 (tie)
  // Equity Weight = 1 / 1.5 = 66.67 % → 66.7
  // WACC = 0.66667 × 11.01396 + 0.33333 × 5.25 = 7.34264 + 1.75 = 9.09264 → 9.1
  {
    slug: "wacc",
    title: "two-thirds equity, after-tax cost of debt on a tie",
    statement: {
      comparables: [
        { name: "A", leveredBeta: 1.35, debtToEquity: 40 },
        { name: "B", leveredBeta: 0.75, debtToEquity: 0 },
        { name: "C", leveredBeta: 1.8, debtToEquity: 120 },
      ],
      taxRate: 30,
      targetDebtToEquity: 50,
      riskFreeRate: 3.5,
      equityRiskPremium: 6,
      preTaxCostOfDebt: 7.5,
    },
    answers: {
      "Unlevered Beta A": "1.05",
      "Unlevered Beta B": "0.75",
      "Unlevered Beta C": "0.98",
      "Average Unlevered Beta": "0.93",
      "Relevered Beta": "1.25",
      "Cost of Equity": "11.0",
      "After-tax Cost of Debt": "5.3",
      "Equity Weight": "66.7",
      WACC: "9.1",
    },
  },

  // ── free-cash-flow ──────────────────────────────────────────────────────────────────────────────
  // EBITDA = 1,000 × 20 % = 200; EBIT = 200 − 50 = 150
  // NOPAT = 150 × 0.75 = 112.5 → 113 (tie)
  // Unlevered FCF = 112.5 + 50 − 60 − 10 = 92.5 → 93 (tie)
  // Levered FCF = (150 − 30) × 0.75 + 50 − 60 − 10 + 20 = 90 + 0 = 90
  // Terminal Value = 92.5 × 1.02 / (0.09 − 0.02) = 94.35 / 0.07 = 1,347.86 → 1,348
  // Implied EV/EBITDA = 1,347.86 / 200 = 6.74 → 6.7
  {
    slug: "free-cash-flow",
    title: "half-unit NOPAT and unlevered FCF",
    statement: {
      revenue: 1000,
      ebitdaMargin: 20,
      da: 50,
      capex: 60,
      changeInNwc: 10,
      taxRate: 25,
      interestExpense: 30,
      netBorrowing: 20,
      wacc: 9,
      terminalGrowth: 2,
    },
    answers: {
      EBITDA: "200",
      EBIT: "150",
      NOPAT: "113",
      "Unlevered Free Cash Flow": "93",
      "Levered Free Cash Flow": "90",
      "Terminal Value": "1348",
      "Implied EV/EBITDA": "6.7",
    },
  },
  // EBITDA = 2,500 × 32 % = 800; EBIT = 800 − 120 = 680; NOPAT = 680 × 0.7 = 476
  // Unlevered FCF = 476 + 120 − 150 − (−40) = 486 (working capital released)
  // Levered FCF = (680 − 90) × 0.7 + 120 − 150 + 40 + (−100) = 413 − 90 = 323 (net repayment)
  // Terminal Value = 486 × 1.02 / (0.085 − 0.02) = 495.72 / 0.065 = 7,626.46 → 7,626
  // Implied EV/EBITDA = 7,626.46 / 800 = 9.533 → 9.5
  {
    slug: "free-cash-flow",
    title: "working capital released and debt repaid",
    statement: {
      revenue: 2500,
      ebitdaMargin: 32,
      da: 120,
      capex: 150,
      changeInNwc: -40,
      taxRate: 30,
      interestExpense: 90,
      netBorrowing: -100,
      wacc: 8.5,
      terminalGrowth: 2,
    },
    answers: {
      EBITDA: "800",
      EBIT: "680",
      NOPAT: "476",
      "Unlevered Free Cash Flow": "486",
      "Levered Free Cash Flow": "323",
      "Terminal Value": "7626",
      "Implied EV/EBITDA": "9.5",
    },
  },
  // EBITDA = 200 × 10 % = 20; EBIT = 20 − 5 = 15 (> interest 14); NOPAT = 15 × 0.8 = 12
  // Unlevered FCF = 12 + 5 − 3 + 2 = 16
  // Levered FCF = (15 − 14) × 0.8 + 5 − 3 + 2 + 0 = 0.8 + 4 = 4.8 → 5
  // Terminal Value = 16 × 1.03 / (0.06 − 0.03) = 16.48 / 0.03 = 549.33 → 549
  // Implied EV/EBITDA = 549.33 / 20 = 27.47 → 27.5
  {
    slug: "free-cash-flow",
    title: "smallest company, narrowest WACC − g spread",
    statement: {
      revenue: 200,
      ebitdaMargin: 10,
      da: 5,
      capex: 3,
      changeInNwc: -2,
      taxRate: 20,
      interestExpense: 14,
      netBorrowing: 0,
      wacc: 6,
      terminalGrowth: 3,
    },
    answers: {
      EBITDA: "20",
      EBIT: "15",
      NOPAT: "12",
      "Unlevered Free Cash Flow": "16",
      "Levered Free Cash Flow": "5",
      "Terminal Value": "549",
      "Implied EV/EBITDA": "27.5",
    },
  },
  // EBITDA = 5,000 × 40 % = 2,000; EBIT = 2,000 − 300 = 1,700; NOPAT = 1,700 × 0.65 = 1,105
  // Unlevered FCF = 1,105 + 300 − 400 − 150 = 855
  // Levered FCF = (1,700 − 500) × 0.65 + 300 − 400 − 150 − 900 = 780 − 1,150 = −370
  // Terminal Value = 855 × 1.01 / (0.12 − 0.01) = 863.55 / 0.11 = 7,850.45 → 7,850
  // Implied EV/EBITDA = 7,850.45 / 2,000 = 3.925 → 3.9
  {
    slug: "free-cash-flow",
    title: "negative levered FCF after a large repayment",
    statement: {
      revenue: 5000,
      ebitdaMargin: 40,
      da: 300,
      capex: 400,
      changeInNwc: 150,
      taxRate: 35,
      interestExpense: 500,
      netBorrowing: -900,
      wacc: 12,
      terminalGrowth: 1,
    },
    answers: {
      EBITDA: "2000",
      EBIT: "1700",
      NOPAT: "1105",
      "Unlevered Free Cash Flow": "855",
      "Levered Free Cash Flow": "-370",
      "Terminal Value": "7850",
      "Implied EV/EBITDA": "3.9",
    },
  },

  // ── goodwill ────────────────────────────────────────────────────────────────────────────────────
  // Offer Premium = 30 / 25 − 1 = 20.0 %
  // Purchase Equity Value = 30 × 100 = 3,000; Adjusted Book Value = 1,500 − 0 = 1,500
  // Deferred Tax Liability = 200 × 25 % = 50
  // Goodwill = 3,000 − 1,500 − 200 + 50 = 1,350
  {
    slug: "goodwill",
    title: "no existing goodwill",
    statement: {
      offerPrice: 30,
      currentSharePrice: 25,
      targetShares: 100,
      bookValue: 1500,
      existingGoodwill: 0,
      assetWriteUp: 200,
      taxRate: 25,
    },
    answers: {
      "Offer Premium": "20.0",
      "Purchase Equity Value": "3000",
      "Adjusted Book Value": "1500",
      "Deferred Tax Liability": "50",
      Goodwill: "1350",
    },
  },
  // Offer Premium = 58 / 47 − 1 = 11 / 47 = 23.40 % → 23.4
  // Purchase Equity Value = 58 × 260 = 15,080; Adjusted Book Value = 9,000 − 2,400 = 6,600
  // Deferred Tax Liability = 350 × 27 % = 94.5 → 95 (tie)
  // Goodwill = 15,080 − 6,600 − 350 + 94.5 = 8,224.5 → 8,225 (tie)
  {
    slug: "goodwill",
    title: "existing goodwill written off, half-unit deferred tax",
    statement: {
      offerPrice: 58,
      currentSharePrice: 47,
      targetShares: 260,
      bookValue: 9000,
      existingGoodwill: 2400,
      assetWriteUp: 350,
      taxRate: 27,
    },
    answers: {
      "Offer Premium": "23.4",
      "Purchase Equity Value": "15080",
      "Adjusted Book Value": "6600",
      "Deferred Tax Liability": "95",
      Goodwill: "8225",
    },
  },
  // Offer Premium = 16 / 10 − 1 = 60.0 % (the top of the range)
  // Purchase Equity Value = 16 × 500 = 8,000; Adjusted Book Value = 7,000 − 0 = 7,000
  // Deferred Tax Liability = 0 × 35 % = 0
  // Goodwill = 8,000 − 7,000 − 0 + 0 = 1,000
  {
    slug: "goodwill",
    title: "no write-up, 60 % premium",
    statement: {
      offerPrice: 16,
      currentSharePrice: 10,
      targetShares: 500,
      bookValue: 7000,
      existingGoodwill: 0,
      assetWriteUp: 0,
      taxRate: 35,
    },
    answers: {
      "Offer Premium": "60.0",
      "Purchase Equity Value": "8000",
      "Adjusted Book Value": "7000",
      "Deferred Tax Liability": "0",
      Goodwill: "1000",
    },
  },
  // Offer Premium = 88 / 80 − 1 = 10.0 % (the bottom of the range)
  // Purchase Equity Value = 88 × 40 = 3,520; Adjusted Book Value = 2,000 − 500 = 1,500
  // Deferred Tax Liability = 120 × 33 % = 39.6 → 40
  // Goodwill = 3,520 − 1,500 − 120 + 39.6 = 1,939.6 → 1,940
  {
    slug: "goodwill",
    title: "10 % premium, fractional deferred tax",
    statement: {
      offerPrice: 88,
      currentSharePrice: 80,
      targetShares: 40,
      bookValue: 2000,
      existingGoodwill: 500,
      assetWriteUp: 120,
      taxRate: 33,
    },
    answers: {
      "Offer Premium": "10.0",
      "Purchase Equity Value": "3520",
      "Adjusted Book Value": "1500",
      "Deferred Tax Liability": "40",
      Goodwill: "1940",
    },
  },

  // ── mental-math ─────────────────────────────────────────────────────────────────────────────────
  // Q1 15 % of 240 = 36.0          Q2 23 × 47 = 940 + 141 = 1,081
  // Q3 1,000 ÷ 8 = 125.0           Q4 1.10^3 = 1.331 → 1.33
  // Q5 2^(1/5) − 1 = 1.1487 − 1 → 15 %
  // Q6 7 % of 1,250 = 87.5         Q7 99 × 99 = 9,801
  // Q8 100 ÷ 3 = 33.33 → 33.3      Q9 1.25^2 = 1.5625 → 1.56
  // Q10 3^(1/3) − 1 = 1.4422 − 1 → 44 %
  {
    slug: "mental-math",
    title: "every kind twice",
    statement: {
      problems: [
        { kind: "percent", a: 15, b: 240 },
        { kind: "multiply", a: 23, b: 47 },
        { kind: "divide", a: 1000, b: 8 },
        { kind: "compound", a: 10, b: 3 },
        { kind: "irr", a: 2, b: 5 },
        { kind: "percent", a: 7, b: 1250 },
        { kind: "multiply", a: 99, b: 99 },
        { kind: "divide", a: 100, b: 3 },
        { kind: "compound", a: 25, b: 2 },
        { kind: "irr", a: 3, b: 3 },
      ],
    },
    answers: {
      Q1: "36.0",
      Q2: "1081",
      Q3: "125.0",
      Q4: "1.33",
      Q5: "15",
      Q6: "87.5",
      Q7: "9801",
      Q8: "33.3",
      Q9: "1.56",
      Q10: "44",
    },
  },
  // Q1 1.5^(1/7): ln 1.5 = 0.40547, / 7 = 0.05792, e^0.05792 = 1.0596 → 6 %
  // Q2 5^(1/2) = 2.2361 → 123.6 % → 124     Q3 4^(1/2) = 2 → 100 %
  // Q4 1 % of 10 = 0.1                       Q5 99 % of 9,999 = 9,899.01 → 9,899.0
  // Q6 9,999 ÷ 99 = 101.0                    Q7 250 ÷ 7 = 35.71 → 35.7
  // Q8 11 × 11 = 121
  // Q9 1.02^5 = 1.0404 × 1.0404 × 1.02 = 1.10408 → 1.10
  // Q10 1.05^4 = 1.1025^2 = 1.21550625 → 1.22
  {
    slug: "mental-math",
    title: "range edges, IRR first",
    statement: {
      problems: [
        { kind: "irr", a: 1.5, b: 7 },
        { kind: "irr", a: 5, b: 2 },
        { kind: "irr", a: 4, b: 2 },
        { kind: "percent", a: 1, b: 10 },
        { kind: "percent", a: 99, b: 9999 },
        { kind: "divide", a: 9999, b: 99 },
        { kind: "divide", a: 250, b: 7 },
        { kind: "multiply", a: 11, b: 11 },
        { kind: "compound", a: 2, b: 5 },
        { kind: "compound", a: 5, b: 4 },
      ],
    },
    answers: {
      Q1: "6",
      Q2: "124",
      Q3: "100",
      Q4: "0.1",
      Q5: "9899.0",
      Q6: "101.0",
      Q7: "35.7",
      Q8: "121",
      Q9: "1.10",
      Q10: "1.22",
    },
  },
  // Q1 5 % of 11 = 0.55 → 0.6 (tie)          Q2 25 % of 1,234 = 308.5
  // Q3 1,001 ÷ 4 = 250.25 → 250.3 (tie)      Q4 64 × 36 = 2,304
  // Q5 1.15^2 = 1.3225 → 1.32                Q6 1.2^4 = 1.44^2 = 2.0736 → 2.07
  // Q7 2.5^(1/4) = √1.58114 = 1.25743 → 26 %
  // Q8 3.5^(1/6): ln 3.5 = 1.25276, / 6 = 0.20879, e^0.20879 = 1.2322 → 23 %
  // Q9 7,777 ÷ 13 = 598 + 3/13 = 598.23 → 598.2
  // Q10 2^(1/3) = 1.2599 → 26 %
  {
    slug: "mental-math",
    title: "ties at one decimal",
    statement: {
      problems: [
        { kind: "percent", a: 5, b: 11 },
        { kind: "percent", a: 25, b: 1234 },
        { kind: "divide", a: 1001, b: 4 },
        { kind: "multiply", a: 64, b: 36 },
        { kind: "compound", a: 15, b: 2 },
        { kind: "compound", a: 20, b: 4 },
        { kind: "irr", a: 2.5, b: 4 },
        { kind: "irr", a: 3.5, b: 6 },
        { kind: "divide", a: 7777, b: 13 },
        { kind: "irr", a: 2, b: 3 },
      ],
    },
    answers: {
      Q1: "0.6",
      Q2: "308.5",
      Q3: "250.3",
      Q4: "2304",
      Q5: "1.32",
      Q6: "2.07",
      Q7: "26",
      Q8: "23",
      Q9: "598.2",
      Q10: "26",
    },
  },
];
