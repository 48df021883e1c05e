import { COMPANY_NAMES, SECTOR_NAMES } from "../../case-companies";
import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";

/**
 * The LBO modelling test's statement (docs/modelling-tests.md#lbo-model): percents in percent (25 for 25 %),
 * amounts in $ millions; each yearly list holds one value a year, 2025 … 2029.
 */
export const lboModelFields = fields({
  company: { type: COMPANY_NAMES, label: "Company" },
  sector: { type: SECTOR_NAMES, label: "Sector" },
  ltmRevenue: { type: "number", label: "LTM revenue (2024)", range: range(200, 2000, 10) },
  ltmEbitdaMargin: { type: "percent", label: "LTM EBITDA margin", range: range(12, 30) },
  revenueGrowth: { type: "per-year", label: "Revenue growth", unit: "%", range: range(-5, 12, 0.5) },
  ebitdaMargin: { type: "per-year", label: "EBITDA margin", unit: "%", range: range(10, 35, 0.5) },
  daPct: { type: "percent", label: "D&A (% of revenue)", term: "D&A %", range: range(1.5, 6, 0.5) },
  capexPct: { type: "percent", label: "Capex (% of revenue)", term: "capex %", range: range(1.5, 7, 0.5) },
  nwcPct: {
    type: "percent",
    label: "Net working capital (% of revenue)",
    term: "NWC %",
    range: range(0, 20),
  },
  taxRate: { type: "percent", label: "Tax rate", range: range(20, 30) },
  entryMultiple: {
    type: "number",
    label: "Entry multiple (x LTM EBITDA)",
    term: "entry multiple",
    unit: "x",
    range: range(7, 12, 0.5),
  },
  exitMultiple: {
    type: "number",
    label: "Exit multiple (x EBITDA 2029)",
    term: "exit multiple",
    unit: "x",
  },
  transactionFeesPct: {
    type: "percent",
    label: "Transaction fees (% of entry EV)",
    term: "transaction fees",
    range: range(1, 3, 0.5),
  },
  financingFeesPct: {
    type: "percent",
    label: "Financing fees (% of term loan and notes)",
    term: "financing fees",
    range: range(1.5, 3, 0.5),
  },
  minimumCash: { type: "number", label: "Minimum cash" },
  openingCash: { type: "number", label: "Cash at close" },
  revolverCommitment: { type: "number", label: "Revolver commitment (undrawn at close)" },
  revolverRate: {
    type: "percent",
    label: "Revolver interest rate",
    term: "revolver rate",
    range: range(5, 9, 0.25),
  },
  termLoanMultiple: {
    type: "number",
    label: "Term loan (x LTM EBITDA)",
    term: "term loan multiple",
    unit: "x",
    range: range(2, 4.5, 0.25),
  },
  termLoanRate: {
    type: "percent",
    label: "Term loan interest rate",
    term: "term loan rate",
    range: range(6, 10, 0.25),
  },
  termLoanAmortisation: {
    type: "percent",
    label: "Term loan amortisation (% of original principal a year)",
    term: "amortisation",
  },
  cashSweep: { type: "percent", label: "Cash sweep (% of excess cash)", term: "cash sweep" },
  notesMultiple: {
    type: "number",
    label: "Senior notes (x LTM EBITDA)",
    term: "notes multiple",
    unit: "x",
    range: range(1, 2.5, 0.25),
  },
  notesRate: {
    type: "percent",
    label: "Senior notes interest rate",
    term: "notes rate",
    range: range(7, 12, 0.25),
  },
  termLoanYears: { type: "count", label: "Term loan term", term: "term loan term", unit: "years" },
  notesYears: { type: "count", label: "Senior notes term", term: "notes term", unit: "years" },
});

export type LboModelStatement = StatementOf<typeof lboModelFields>;

/** The choices the generator picks from (docs/modelling-tests.md#lbo-model). */
export const LBO_MODEL_CHOICES = {
  termLoanAmortisation: [1, 2.5, 5, 7.5, 10],
  cashSweep: [50, 75, 100],
  termLoanYears: [6, 7],
  notesYears: [7, 8],
} as const;
