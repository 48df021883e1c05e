/** An accretion/dilution case: acquirer A buys target B (docs/case-studies.md#accretion-and-dilution field names; rates in percent). */
export interface DilutionAccretionStatement {
  engineVersion: number;
  netIncomeA: number;
  noshA: number;
  sharePriceA: number;
  netIncomeB: number;
  noshB: number;
  sharePriceB: number;
  /** Pre-tax cost of the debt that finances the cash part. */
  costOfDebt: number;
  taxRate: number;
  paidInCashPercent: number;
  /** 100 − paidInCashPercent. */
  paidInStockPercent: number;
  synergies: number;
}
