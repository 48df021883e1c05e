import type { StatementShape } from "../../kind";
import type { DilutionAccretionStatement } from "./statement";

/** The statement's fields and their shapes. */
export const dilutionAccretionStatementShape: StatementShape<DilutionAccretionStatement> = {
  netIncomeA: "number",
  noshA: "number",
  sharePriceA: "number",
  netIncomeB: "number",
  noshB: "number",
  sharePriceB: "number",
  costOfDebt: "number",
  taxRate: "number",
  paidInCashPercent: "number",
  paidInStockPercent: "number",
  synergies: "number",
};
