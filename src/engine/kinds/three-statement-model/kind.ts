import { threeStatementModelMeta } from "../../../contract/kind-metas/three-statement-model";
import { defineKind } from "../../define-kind";
import { describeThreeStatementModel, threeStatementModelCasePack } from "./describe";
import { threeStatementModelFields } from "./fields";
import { threeStatementModelModel } from "./formulas";
import { generateThreeStatementModel } from "./generate";
import { layoutThreeStatementModel, threeStatementModelGrid } from "./layout";
import { THREE_STATEMENT_MODEL_ROWS } from "./rows";

export const threeStatementModelKind = defineKind({
  meta: threeStatementModelMeta,
  fields: threeStatementModelFields,
  rows: THREE_STATEMENT_MODEL_ROWS,
  generate: generateThreeStatementModel,
  grid: threeStatementModelGrid,
  layout: layoutThreeStatementModel,
  describe: describeThreeStatementModel,
  casePack: threeStatementModelCasePack,
  model: threeStatementModelModel,
});
