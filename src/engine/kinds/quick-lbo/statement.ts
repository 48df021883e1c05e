import type { StatementShape } from "../../kind";

/** docs/drills.md#quick-lbo: amounts in millions, multiples of EBITDA, ebitdaGrowth in percent a year. */
export interface QuickLboStatement {
  engineVersion: number;
  ebitda: number;
  entryMultiple: number;
  debtMultiple: number;
  ebitdaGrowth: number;
  exitMultiple: number;
  years: number;
  annualDebtPaydown: number;
}

/** The statement's fields and their shapes. */
export const quickLboStatementShape: StatementShape<QuickLboStatement> = {
  ebitda: "number",
  entryMultiple: "number",
  debtMultiple: "number",
  ebitdaGrowth: "number",
  exitMultiple: "number",
  years: "count",
  annualDebtPaydown: "number",
};
