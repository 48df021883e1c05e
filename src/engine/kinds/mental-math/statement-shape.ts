import type { StatementShape } from "../../kind";
import { type MentalMathStatement, PROBLEM_KINDS } from "./statement";

/** The statement's fields and their shapes. */
export const mentalMathStatementShape: StatementShape<MentalMathStatement> = {
  problems: { listOf: { kind: PROBLEM_KINDS, a: "number", b: "number" } },
};
