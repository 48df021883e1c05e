// The goodwill drill's independent oracle, written from docs/drills.md#goodwill apart from the engine: its
// answers, the ranges and conditions of its statements, and hand-worked examples (test/oracle/index.ts gives
// the conventions they share).
import {
  type Checker,
  type DrillOracle,
  type Fields,
  type HandWorkedExample,
  handedOn,
  type SolutionPath,
  typed,
  whole,
} from "./shared";

/** docs/drills.md#goodwill. */
export interface GoodwillStatement {
  offerPrice: number;
  currentSharePrice: number;
  targetShares: number;
  bookValue: number;
  existingGoodwill: number;
  assetWriteUp: number;
  taxRate: number;
}

/** docs/drills.md#goodwill: purchase price over the adjusted book value, the asset write-up and its deferred tax. */
function goodwillAnswers(s: GoodwillStatement, path: SolutionPath = "exact"): Record<string, string> {
  const h = handedOn(path);
  const purchaseEquityValue = s.offerPrice * s.targetShares;
  const adjustedBookValue = s.bookValue - s.existingGoodwill;
  const deferredTaxLiability = (s.assetWriteUp * s.taxRate) / 100;
  const goodwill = h(purchaseEquityValue) - h(adjustedBookValue) - s.assetWriteUp + h(deferredTaxLiability);
  return typed({
    "Offer Premium": [100 * (s.offerPrice / s.currentSharePrice - 1), 1],
    "Purchase Equity Value": [purchaseEquityValue, 0],
    "Adjusted Book Value": [adjustedBookValue, 0],
    "Deferred Tax Liability": [deferredTaxLiability, 0],
    Goodwill: [goodwill, 0],
  });
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

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"goodwill", GoodwillStatement>[] = [
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
];

export const goodwillOracle: DrillOracle<"goodwill", GoodwillStatement> = {
  answers: goodwillAnswers,
  problems: goodwillProblems,
  examples,
};
