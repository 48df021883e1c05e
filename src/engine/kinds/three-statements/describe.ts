import { formatNumber as n, formatPercent as pct } from "../../format";
import type { ThreeStatementsEvent, ThreeStatementsStatement } from "./fields";

const EVENT_SENTENCES: Record<ThreeStatementsEvent, (amount: string, book: string) => string> = {
  "depreciation-up": (a) => `Depreciation goes up by $${a} million.`,
  "cash-expense-up": (a) => `An operating expense paid in cash goes up by $${a} million.`,
  "revenue-up": (a) => `Revenue goes up by $${a} million, received in cash, with no extra cost.`,
  "credit-sale": (a) =>
    `The company books $${a} million of revenue on credit: the customer has not paid yet.`,
  "accrued-expense": (a) => `The company records a $${a} million expense it has not paid yet.`,
  "inventory-writedown": (a) => `Inventory is written down by $${a} million.`,
  "stock-comp": (a) => `The company pays $${a} million of stock-based compensation.`,
  "buy-inventory": (a) => `The company buys $${a} million of inventory in cash and has not sold it yet.`,
  capex: (a) => `The company buys $${a} million of PP&E in cash; depreciation has not started.`,
  "asset-sale": (a, b) =>
    `The company sells PP&E with a book value of $${b} million for $${a} million in cash.`,
  "raise-debt": (a) => `The company borrows $${a} million of new debt.`,
  "repay-debt": (a) => `The company repays $${a} million of debt principal.`,
  "issue-shares": (a) => `The company issues $${a} million of new shares for cash.`,
  "pay-dividend": (a) => `The company pays a $${a} million dividend.`,
};

/** The question as an interviewer says it, then the assumptions of docs/drills.md#three-statements. */
export function describeThreeStatements(s: ThreeStatementsStatement): string[] {
  return [
    EVENT_SENTENCES[s.event](n(s.amount), n(s.bookValue ?? 0)),
    `The tax rate is ${pct(s.taxRate)}.`,
    "Walk me through the three statements: give the change on each line, in millions, with its sign.",
    "Taxes are paid in cash in the same period, cash is the balancing item, new debt carries no interest yet, and nothing else changes.",
  ];
}
