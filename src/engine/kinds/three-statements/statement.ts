/** The events of docs/drills.md#three-statements, in its order. */
export const EVENTS = [
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

export type ThreeStatementsEvent = (typeof EVENTS)[number];

/** "Walk me through the three statements when …" (docs/drills.md#three-statements; amounts in millions, taxRate in percent). */
export interface ThreeStatementsStatement {
  engineVersion: number;
  event: ThreeStatementsEvent;
  amount: number;
  taxRate: number;
  /** The sold asset's book value; `asset-sale` only. */
  bookValue?: number;
}
