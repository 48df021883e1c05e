// The diluted-shares drill's independent oracle, written from docs/drills.md#diluted-shares apart from the
// engine: its answers, the ranges and conditions of its statements, and hand-worked examples
// (test/oracle/index.ts gives the conventions they share).
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

/** docs/drills.md#diluted-shares. */
export interface DilutedSharesStatement {
  sharePrice: number;
  basicShares: number;
  options: { count: number; strike: number }[];
  rsus: number;
  convertible: { faceValue: number; conversionPrice: number };
}

/** docs/drills.md#diluted-shares: treasury stock method, plus RSUs and an if-converted convertible. */
function dilutedSharesAnswers(
  s: DilutedSharesStatement,
  path: SolutionPath = "exact",
): Record<string, string> {
  const h = handedOn(path);
  const inTheMoney = s.options.filter((tranche) => tranche.strike < s.sharePrice);
  const inTheMoneyOptions = inTheMoney.reduce((sum, tranche) => sum + tranche.count, 0);
  const optionProceeds = inTheMoney.reduce((sum, tranche) => sum + tranche.count * tranche.strike, 0);
  // The buy-back spends the whole proceeds: 16.5 on the exact path, the displayed 17 on the carried one.
  const sharesRepurchased = h(optionProceeds) / s.sharePrice;
  const netNewShares = h(inTheMoneyOptions, 2) - h(sharesRepurchased, 2);
  const { faceValue, conversionPrice } = s.convertible;
  const convertibleShares = conversionPrice < s.sharePrice ? faceValue / conversionPrice : 0;
  const dilutedShares = s.basicShares + h(netNewShares, 2) + s.rsus + h(convertibleShares, 2);
  return typed({
    "In-the-Money Options": [inTheMoneyOptions, 2],
    "Option Proceeds": [optionProceeds, 0],
    "Shares Repurchased": [sharesRepurchased, 2],
    "Net New Shares from Options": [netNewShares, 2],
    "Shares from Convertible": [convertibleShares, 2],
    "Diluted Shares": [dilutedShares, 2],
    "Diluted Equity Value": [h(dilutedShares, 2) * s.sharePrice, 0],
  });
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

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"diluted-shares", DilutedSharesStatement>[] = [
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
];

export const dilutedSharesOracle: DrillOracle<"diluted-shares", DilutedSharesStatement> = {
  answers: dilutedSharesAnswers,
  problems: dilutedSharesProblems,
  examples,
};
