/** A DCF case (docs/case-studies.md#dcf field names; rates in percent, beta a plain number). */
export interface DcfStatement {
  engineVersion: number;
  /** 2024 sales. */
  baseRevenue: number;
  /**
   * Amount added to sales each year, not a percent: docs/case-studies.md#dcf says "Sales grow by a fixed annual amount",
   * and docs/case-studies.md#conventions keeps "amount" (added) apart from "rate" (compounded) in its LBO growth types.
   */
  annualGrowth: number;
  ebitdaMargin: number;
  /** Yearly depreciation, the same every year. */
  depreciation: number;
  /** Yearly interest expense, the same every year. */
  interestExpense: number;
  taxRate: number;
  capexAbsolute: number;
  /** Yearly change in net working capital, subtracted in FCF (negative releases cash). */
  nwcAbsolute: number;
  terminalGrowth: number;
  projectionYears: number;
  costOfDebt: number;
  /** Debt / (debt + equity), percent. */
  debtRatioPct: number;
  evEbitdaMultiple: number;
  riskFreeRate: number;
  beta: number;
  marketReturn: number;
  netDebt: number;
}
