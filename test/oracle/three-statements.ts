// The three-statements drill's independent oracle, written from docs/drills.md#three-statements apart from
// the engine: its answers, the ranges and conditions of its statements, and hand-worked examples
// (test/oracle/index.ts gives the conventions they share).
import { type Checker, type DrillOracle, type Fields, type HandWorkedExample, typed } from "./shared";

export const THREE_STATEMENT_EVENTS = [
  "depreciation-up",
  "cash-expense-up",
  "revenue-up",
  "credit-sale",
  "accrued-expense",
  "inventory-writedown",
  "stock-comp",
  "buy-inventory",
  "capex",
  "asset-sale",
  "raise-debt",
  "repay-debt",
  "issue-shares",
  "pay-dividend",
] as const;

export type ThreeStatementEvent = (typeof THREE_STATEMENT_EVENTS)[number];

/** docs/drills.md#three-statements; `bookValue` only for `asset-sale`. */
export interface ThreeStatementsStatement {
  event: ThreeStatementEvent;
  amount: number;
  taxRate: number;
  bookValue?: number;
}

/**
 * docs/drills.md#three-statements, the table transcribed row by row: [NI, CFO, CFI, CFF] and [Assets, Liabilities, Equity],
 * with A = amount, t = taxRate / 100, G = A − bookValue. Net Change in Cash = CFO + CFI + CFF, which is the
 * table's "Cash" column in every row (A − Gt for `asset-sale`).
 */
function threeStatementsAnswers(s: ThreeStatementsStatement): Record<string, string> {
  const A = s.amount;
  const At = (A * s.taxRate) / 100; // whole for every amount and rate in range (multiples of 20 × 20/25/30/40 %)
  const afterTax = A - At; // A(1 − t)
  const G = s.event === "asset-sale" ? A - num(s.bookValue, "bookValue") : 0;
  const Gt = (G * s.taxRate) / 100;
  const gainAfterTax = G - Gt; // G(1 − t)

  type Row = [ni: number, cfo: number, cfi: number, cff: number, assets: number, liab: number, eq: number];
  const rows: Record<ThreeStatementEvent, Row> = {
    "depreciation-up": [-afterTax, At, 0, 0, -afterTax, 0, -afterTax],
    "cash-expense-up": [-afterTax, -afterTax, 0, 0, -afterTax, 0, -afterTax],
    "revenue-up": [afterTax, afterTax, 0, 0, afterTax, 0, afterTax],
    "credit-sale": [afterTax, -At, 0, 0, afterTax, 0, afterTax],
    "accrued-expense": [-afterTax, At, 0, 0, At, A, -afterTax],
    "inventory-writedown": [-afterTax, At, 0, 0, -afterTax, 0, -afterTax],
    "stock-comp": [-afterTax, At, 0, 0, At, 0, At],
    "buy-inventory": [0, -A, 0, 0, 0, 0, 0],
    capex: [0, 0, -A, 0, 0, 0, 0],
    "asset-sale": [gainAfterTax, -Gt, A, 0, gainAfterTax, 0, gainAfterTax],
    "raise-debt": [0, 0, 0, A, A, A, 0],
    "repay-debt": [0, 0, 0, -A, -A, -A, 0],
    "issue-shares": [0, 0, 0, A, A, 0, A],
    "pay-dividend": [0, 0, 0, -A, -A, 0, -A],
  };
  const row = rows[s.event];
  if (row === undefined) throw new Error(`Unknown three-statements event: ${String(s.event)}`);
  const [ni, cfo, cfi, cff, assets, liabilities, equity] = row;
  return typed({
    "Net Income": [ni, 0],
    "Cash from Operations": [cfo, 0],
    "Cash from Investing": [cfi, 0],
    "Cash from Financing": [cff, 0],
    "Net Change in Cash": [cfo + cfi + cff, 0],
    "Total Assets": [assets, 0],
    "Total Liabilities": [liabilities, 0],
    "Total Equity": [equity, 0],
  });
}

function num(value: number | undefined, field: string): number {
  if (typeof value !== "number") throw new Error(`statement.${field} is not a number`);
  return value;
}

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

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"three-statements", ThreeStatementsStatement>[] = [
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
];

export const threeStatementsOracle: DrillOracle<"three-statements", ThreeStatementsStatement> = {
  answers: threeStatementsAnswers,
  problems: threeStatementsProblems,
  examples,
};
