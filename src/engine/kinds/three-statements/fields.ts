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
  event: {
    type: EVENTS,
    label: "Event",
    choices: {
      "depreciation-up": "Depreciation goes up",
      "cash-expense-up": "An operating expense paid in cash goes up",
      "revenue-up": "Revenue received in cash goes up",
      "credit-sale": "Revenue booked on credit",
      "accrued-expense": "An expense recorded, not yet paid",
      "inventory-writedown": "Inventory written down",
      "stock-comp": "Stock-based compensation",
      "buy-inventory": "Inventory bought in cash",
      capex: "PP&E bought in cash",
      "asset-sale": "PP&E sold for cash",
      "raise-debt": "New debt borrowed",
      "repay-debt": "Debt principal repaid",
      "issue-shares": "New shares issued for cash",
      "pay-dividend": "Dividend paid",
    },
  },
  amount: { type: "number", label: "Amount", range: range(20, 200, 20) },
  taxRate: { type: "percent", label: "Tax rate" },
  // The sold asset's book value; `asset-sale` only.
  bookValue: { type: "number", label: "Book value of the asset sold", optional: true },
});

export type ThreeStatementsStatement = StatementOf<typeof threeStatementsFields>;
