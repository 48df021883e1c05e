import type { StatementShape } from "../../kind";
import { EVENTS, type ThreeStatementsStatement } from "./statement";

/** The statement's fields and their shapes. */
export const threeStatementsStatementShape: StatementShape<ThreeStatementsStatement> = {
  event: EVENTS,
  amount: "number",
  taxRate: "number",
  bookValue: { optional: "number" },
};
