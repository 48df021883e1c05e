import type { StatementShape } from "../../kind";
import type { DilutedSharesStatement } from "./statement";

/** The statement's fields and their shapes. */
export const dilutedSharesStatementShape: StatementShape<DilutedSharesStatement> = {
  sharePrice: "number",
  basicShares: "number",
  options: { listOf: { count: "number", strike: "number" } },
  rsus: "number",
  convertible: { object: { faceValue: "number", conversionPrice: "number" } },
};
