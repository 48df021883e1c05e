import type { ThreeStatementsEvent, ThreeStatementsStatement } from "./statement";

/**
 * What an event does before tax and outside cash, read from the "what happens" column of drills.md §1:
 * the change in pre-tax income, the non-cash items added back in Cash from Operations (a gain is taken
 * out, its cash is investing), working capital, investing and financing flows, and the balance-sheet
 * moves besides cash. Every cell of the drill follows from these (see solve.ts), so the rows balance.
 */
export interface Moves {
  preTaxIncome: number;
  nonCashItems: number;
  workingCapital: number;
  investing: number;
  financing: number;
  nonCashAssets: number;
  liabilities: number;
  paidInCapital: number;
  dividends: number;
}

const NONE: Moves = {
  preTaxIncome: 0,
  nonCashItems: 0,
  workingCapital: 0,
  investing: 0,
  financing: 0,
  nonCashAssets: 0,
  liabilities: 0,
  paidInCapital: 0,
  dividends: 0,
};

type MoveRule = (amount: number, bookValue: number) => Partial<Moves>;

const RULES: Record<ThreeStatementsEvent, MoveRule> = {
  "depreciation-up": (a) => ({ preTaxIncome: -a, nonCashItems: a, nonCashAssets: -a }),
  "cash-expense-up": (a) => ({ preTaxIncome: -a }),
  "revenue-up": (a) => ({ preTaxIncome: a }),
  "credit-sale": (a) => ({ preTaxIncome: a, workingCapital: -a, nonCashAssets: a }),
  "accrued-expense": (a) => ({ preTaxIncome: -a, workingCapital: a, liabilities: a }),
  "inventory-writedown": (a) => ({ preTaxIncome: -a, nonCashItems: a, nonCashAssets: -a }),
  "stock-comp": (a) => ({ preTaxIncome: -a, nonCashItems: a, paidInCapital: a }),
  "buy-inventory": (a) => ({ workingCapital: -a, nonCashAssets: a }),
  capex: (a) => ({ investing: -a, nonCashAssets: a }),
  "asset-sale": (a, b) => ({ preTaxIncome: a - b, nonCashItems: -(a - b), investing: a, nonCashAssets: -b }),
  "raise-debt": (a) => ({ financing: a, liabilities: a }),
  "repay-debt": (a) => ({ financing: -a, liabilities: -a }),
  "issue-shares": (a) => ({ financing: a, paidInCapital: a }),
  "pay-dividend": (a) => ({ financing: -a, dividends: a }),
};

/** The event's moves for this statement. */
export function movesOf(s: ThreeStatementsStatement): Moves {
  return { ...NONE, ...RULES[s.event](s.amount, s.bookValue ?? 0) };
}

/** One sentence on why, per event (drills.md: non-cash, tax-deductible, a financing flow …). */
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
