import { defineLine } from "../../rows";

/**
 * The three-statement modelling test's answer lines (docs/modelling-tests.md#three-statement-model), their
 * labels the cell keys, in the order the grid shows them.
 */
export const THREE_STATEMENT_MODEL_ROWS = {
  incomeStatement: {
    revenue: defineLine("Revenue"),
    grossProfit: defineLine("Gross Profit"),
    ebitda: defineLine("EBITDA"),
    depreciation: defineLine("D&A"),
    ebit: defineLine("EBIT", { grading: "signed" }),
    interestExpense: defineLine("Interest Expense"),
    preTaxIncome: defineLine("Pre-Tax Income", { grading: "signed" }),
    taxes: defineLine("Taxes"),
    netIncome: defineLine("Net Income", { grading: "signed" }),
  },
  balanceSheet: {
    cash: defineLine("Cash"),
    receivables: defineLine("Accounts Receivable"),
    inventory: defineLine("Inventory"),
    ppe: defineLine("PP&E"),
    totalAssets: defineLine("Total Assets"),
    payables: defineLine("Accounts Payable"),
    revolver: defineLine("Revolver"),
    termDebt: defineLine("Term Debt"),
    totalEquity: defineLine("Total Equity"),
    balanceCheck: defineLine("Balance Check", { grading: "own-balance" }),
  },
  cashFlow: {
    workingCapital: defineLine("Change in Working Capital", { grading: "signed" }),
    operations: defineLine("Cash from Operations", { grading: "signed" }),
    investing: defineLine("Cash from Investing", { grading: "signed" }),
    dividends: defineLine("Dividends", { grading: "signed" }),
    financing: defineLine("Cash from Financing", { grading: "signed" }),
    netChange: defineLine("Net Change in Cash", { grading: "signed" }),
  },
  /** Working lines: in the workbook and the grid, calculated, never graded. */
  working: {
    repayment: defineLine("Repayment"),
  },
};
