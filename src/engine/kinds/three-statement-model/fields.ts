import { COMPANY_NAMES, SECTOR_NAMES } from "../../case-companies";
import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";

/**
 * The three-statement modelling test's statement (docs/modelling-tests.md#three-statement-model): percents in
 * percent (25 for 25 %), days in whole days, amounts in $ millions; revenue growth holds one value a year,
 * 2025 … 2027; the opening balance sheet is at 31 December 2024, in whole numbers.
 */
export const threeStatementModelFields = fields({
  company: { type: COMPANY_NAMES, label: "Company" },
  sector: { type: SECTOR_NAMES, label: "Sector" },
  baseRevenue: { type: "number", label: "Revenue (2024)", term: "revenue 2024", range: range(200, 1500, 10) },
  revenueGrowth: { type: "per-year", label: "Revenue growth", unit: "%", range: range(-5, 12, 0.5) },
  grossMargin: { type: "percent", label: "Gross margin", range: range(25, 60) },
  sgaPct: { type: "percent", label: "SG&A (% of revenue)", term: "SG&A %" },
  daPct: {
    type: "percent",
    label: "D&A (% of PP&E a year before)",
    term: "D&A %",
    range: range(8, 15),
  },
  capexPct: { type: "percent", label: "Capex (% of revenue)", term: "capex %", range: range(2, 8, 0.5) },
  dso: {
    type: "number",
    label: "Receivable days (DSO, of revenue)",
    term: "DSO",
    unit: "days",
    range: range(30, 75),
  },
  dio: {
    type: "number",
    label: "Inventory days (DIO, of COGS)",
    term: "DIO",
    unit: "days",
    range: range(20, 90),
  },
  dpo: {
    type: "number",
    label: "Payable days (DPO, of COGS)",
    term: "DPO",
    unit: "days",
    range: range(25, 60),
  },
  taxRate: { type: "percent", label: "Tax rate", range: range(20, 30) },
  termDebtRate: {
    type: "percent",
    label: "Term debt interest rate",
    term: "term debt rate",
    range: range(4, 9, 0.5),
  },
  revolverRate: {
    type: "percent",
    label: "Revolver interest rate",
    term: "revolver rate",
    range: range(4, 9, 0.5),
  },
  termDebtRepayment: { type: "number", label: "Term debt repayment (a year)", term: "term debt repayment" },
  payoutRatio: {
    type: "percent",
    label: "Dividend payout (% of net income)",
    term: "payout ratio",
    range: range(0, 50, 10),
  },
  minimumCash: { type: "number", label: "Minimum cash" },
  revolverCommitment: { type: "number", label: "Revolver commitment" },
  openingCash: { type: "number", label: "Cash (2024)", term: "cash 2024" },
  openingReceivables: {
    type: "number",
    label: "Accounts receivable (2024)",
    term: "accounts receivable 2024",
  },
  openingInventory: { type: "number", label: "Inventory (2024)", term: "inventory 2024" },
  openingPpe: { type: "number", label: "PP&E (2024)", term: "PP&E 2024" },
  openingPayables: { type: "number", label: "Accounts payable (2024)", term: "accounts payable 2024" },
  openingRevolver: { type: "number", label: "Revolver (2024)", term: "revolver 2024" },
  openingTermDebt: { type: "number", label: "Term debt (2024)", term: "term debt 2024" },
  openingEquity: { type: "number", label: "Total equity (2024)", term: "total equity 2024" },
});

export type ThreeStatementModelStatement = StatementOf<typeof threeStatementModelFields>;
