import { defineLine } from "../../rows";

/** The LBO modelling test's answer lines (docs/modelling-tests.md#lbo-model), their labels the cell keys. */
export const LBO_MODEL_ROWS = {
  sourcesAndUses: {
    ltmEbitda: defineLine("LTM EBITDA"),
    entryValue: defineLine("Entry Enterprise Value"),
    termLoan: defineLine("Term Loan"),
    seniorNotes: defineLine("Senior Notes"),
    totalUses: defineLine("Total Uses"),
    sponsorEquity: defineLine("Sponsor Equity"),
  },
  yearly: {
    revenue: defineLine("Revenue"),
    ebitda: defineLine("EBITDA"),
    ebit: defineLine("EBIT"),
    revolverInterest: defineLine("Revolver Interest"),
    termLoanInterest: defineLine("Term Loan Interest"),
    preTaxIncome: defineLine("Pre-Tax Income", { grading: "signed" }),
    taxes: defineLine("Taxes"),
    netIncome: defineLine("Net Income", { grading: "signed" }),
    freeCashFlow: defineLine("Free Cash Flow", { grading: "signed" }),
    cashAvailable: defineLine("Cash Available for Sweep", { grading: "signed" }),
    revolverEnd: defineLine("Revolver End"),
    termLoanSweep: defineLine("Term Loan Sweep"),
    termLoanEnd: defineLine("Term Loan End"),
    cashEnd: defineLine("Cash End"),
  },
  returns: {
    exitValue: defineLine("Exit Enterprise Value"),
    netDebtAtExit: defineLine("Net Debt at Exit", { grading: "signed" }),
    exitEquity: defineLine("Exit Equity"),
    mom: defineLine("MoM", { kind: "multiple", precision: 2 }),
    irr: defineLine("IRR", { kind: "rate", precision: 1, grading: "signed" }),
  },
  /** Working lines: in the workbook and the grid, calculated, never graded. */
  working: {
    depreciation: defineLine("D&A"),
    capex: defineLine("Capex"),
    nwcIncrease: defineLine("Increase in NWC", { grading: "signed" }),
    notesInterest: defineLine("Notes Interest"),
    feeAmortisation: defineLine("Fee Amortisation"),
    mandatoryAmortisation: defineLine("Mandatory Amortisation"),
  },
};
