import { fieldRefs } from "../../define-kind";
import { type Expr, num, subtract } from "../../formula/expression";
import { EVENTS, type ThreeStatementsEvent, threeStatementsFields } from "./fields";

/**
 * What an event does before tax and outside cash, read from the "what happens" column of docs/drills.md#three-statements:
 * the change in pre-tax income, the non-cash items added back in Cash from Operations (a gain is taken
 * out, its cash is investing), working capital, investing and financing flows, and the balance-sheet
 * moves besides cash. Every cell of the drill follows from these (see formulas.ts), so the rows balance.
 */
const MOVE_NAMES = [
  "preTaxIncome",
  "nonCashItems",
  "workingCapital",
  "investing",
  "financing",
  "nonCashAssets",
  "liabilities",
  "paidInCapital",
  "dividends",
] as const;

export type Move = (typeof MOVE_NAMES)[number];

const { input, select } = fieldRefs(threeStatementsFields);
const amount = input("amount");
const bookValue = input("bookValue");
const less = (value: Expr) => subtract(num(0), value);

/** The lines each event moves, with A = amount and B = book value; the others do not move. */
const RULES: Record<ThreeStatementsEvent, Partial<Record<Move, Expr>>> = {
  "depreciation-up": { preTaxIncome: less(amount), nonCashItems: amount, nonCashAssets: less(amount) },
  "cash-expense-up": { preTaxIncome: less(amount) },
  "revenue-up": { preTaxIncome: amount },
  "credit-sale": { preTaxIncome: amount, workingCapital: less(amount), nonCashAssets: amount },
  "accrued-expense": { preTaxIncome: less(amount), workingCapital: amount, liabilities: amount },
  "inventory-writedown": { preTaxIncome: less(amount), nonCashItems: amount, nonCashAssets: less(amount) },
  "stock-comp": { preTaxIncome: less(amount), nonCashItems: amount, paidInCapital: amount },
  "buy-inventory": { workingCapital: less(amount), nonCashAssets: amount },
  capex: { investing: less(amount), nonCashAssets: amount },
  "asset-sale": {
    preTaxIncome: subtract(amount, bookValue),
    nonCashItems: subtract(bookValue, amount),
    investing: amount,
    nonCashAssets: less(bookValue),
  },
  "raise-debt": { financing: amount, liabilities: amount },
  "repay-debt": { financing: less(amount), liabilities: less(amount) },
  "issue-shares": { financing: amount, paidInCapital: amount },
  "pay-dividend": { financing: less(amount), dividends: amount },
};

/** Each move as the statement's event selects it (0 for an event that leaves the line alone). */
export const MOVES = Object.fromEntries(
  MOVE_NAMES.map((move) => [
    move,
    select("event", Object.fromEntries(EVENTS.map((event) => [event, RULES[event][move] ?? num(0)]))),
  ]),
) as Record<Move, Expr>;

/** One sentence on why, per event (docs/drills.md: non-cash, tax-deductible, a financing flow …). */
export const WHY: Record<ThreeStatementsEvent, string> = {
  "depreciation-up":
    "Depreciation is a non-cash, tax-deductible expense: only the tax it saves reaches cash, and PP&E falls by the full amount.",
  "cash-expense-up":
    "A cash expense is tax-deductible, so net income and cash both fall by the after-tax amount.",
  "revenue-up":
    "Revenue collected in cash is taxed, so net income and cash both rise by the after-tax amount.",
  "credit-sale":
    "A sale on credit raises net income, but the cash is not collected yet: receivables rise and only the tax leaves cash.",
  "accrued-expense":
    "An accrued expense is deducted now but paid later: accrued liabilities rise and the tax saved is the only cash effect.",
  "inventory-writedown":
    "A write-down is a non-cash, tax-deductible loss: inventory falls by the full amount and cash rises by the tax saved.",
  "stock-comp":
    "Stock-based compensation is a non-cash, tax-deductible expense paid in shares: it goes back into equity, and the tax saved raises cash.",
  "buy-inventory":
    "Buying inventory is a balance-sheet-only move until it is sold: cash turns into inventory through working capital.",
  capex:
    "Capital expenditure is an investing flow with no expense until depreciation starts: cash turns into PP&E.",
  "asset-sale":
    "The sale proceeds are an investing flow; only the gain or loss over book value goes through net income and is taxed.",
  "raise-debt": "Borrowing is a financing flow: cash and debt rise together and net income does not move.",
  "repay-debt":
    "Repaying principal is a financing flow: cash and debt fall together and net income does not move.",
  "issue-shares":
    "Issuing shares is a financing flow: cash and equity rise together and net income does not move.",
  "pay-dividend":
    "A dividend is a financing flow, not an expense: cash and retained earnings fall and net income does not move.",
};
