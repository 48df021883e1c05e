import type { StatementShape } from "../../kind";
import type { EvBridgeStatement } from "./statement";

/** The statement's fields and their shapes. */
export const evBridgeStatementShape: StatementShape<EvBridgeStatement> = {
  sharePrice: "number",
  dilutedShares: "number",
  debt: "number",
  preferredStock: "number",
  minorityInterest: "number",
  cash: "number",
  ebitda: "number",
  netIncome: "number",
  peerMultiple: "number",
};
