import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";

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

/** "Walk me through the three statements when …" (docs/drills.md#three-statements; amounts in millions). */
export const threeStatementsFields = fields({
  event: { type: EVENTS, label: "Event" },
  amount: { type: "number", label: "Amount", range: range(20, 200, 20) },
  taxRate: { type: "percent", label: "Tax rate" },
  // The sold asset's book value; `asset-sale` only.
  bookValue: { type: "number", label: "Book value of the asset sold", optional: true },
});

export type ThreeStatementsStatement = StatementOf<typeof threeStatementsFields>;
