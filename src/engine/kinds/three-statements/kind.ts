import { threeStatementsMeta } from "../../../contract/kind-metas/three-statements";
import { defineKind } from "../../define-kind";
import { describeThreeStatements } from "./describe";
import { threeStatementsFields } from "./fields";
import { THREE_STATEMENTS_ROWS, threeStatementsModel } from "./formulas";
import { generateThreeStatements } from "./generate";
import { threeStatementsWorkings } from "./workings";

export const threeStatementsKind = defineKind({
  meta: threeStatementsMeta,
  fields: threeStatementsFields,
  rows: THREE_STATEMENTS_ROWS,
  generate: generateThreeStatements,
  describe: describeThreeStatements,
  model: threeStatementsModel,
  workings: threeStatementsWorkings,
});
