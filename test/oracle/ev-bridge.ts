// The enterprise value bridge drill's independent oracle, written from docs/drills.md#enterprise-value-bridge
// apart from the engine: its answers, the ranges and conditions of its statements, and hand-worked examples
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

/** docs/drills.md#enterprise-value-bridge. */
export interface EvBridgeStatement {
  sharePrice: number;
  dilutedShares: number;
  debt: number;
  preferredStock: number;
  minorityInterest: number;
  cash: number;
  ebitda: number;
  netIncome: number;
  peerMultiple: number;
}

/** docs/drills.md#enterprise-value-bridge: market multiples from the share price, then the bridge back from a peer multiple. */
function evBridgeAnswers(s: EvBridgeStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const claims = s.debt + s.preferredStock + s.minorityInterest;
  const equityValue = s.sharePrice * s.dilutedShares;
  const enterpriseValue = h(equityValue) + claims - s.cash;
  // Exact path: Implied EV may end in .5 (a multiple in steps of 0.5); it is carried unrounded.
  const impliedEnterpriseValue = s.peerMultiple * s.ebitda;
  const impliedEquityValue = h(impliedEnterpriseValue) - claims + s.cash;
  return typed({
    "Equity Value": [equityValue, 0],
    "Enterprise Value": [enterpriseValue, 0],
    "EV/EBITDA": [h(enterpriseValue) / s.ebitda, 1],
    "P/E": [h(equityValue) / s.netIncome, 1],
    "Implied Enterprise Value": [impliedEnterpriseValue, 0],
    "Implied Equity Value": [impliedEquityValue, 0],
    "Implied Share Price": [h(impliedEquityValue) / s.dilutedShares, 2],
  });
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

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"ev-bridge", EvBridgeStatement>[] = [
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
];

export const evBridgeOracle: DrillOracle<"ev-bridge", EvBridgeStatement> = {
  answers: evBridgeAnswers,
  problems: evBridgeProblems,
  examples,
};
