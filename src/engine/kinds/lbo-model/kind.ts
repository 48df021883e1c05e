import { lboModelMeta } from "../../../contract/kind-metas/lbo-model";
import { defineKind } from "../../define-kind";
import { describeLboModel, lboModelCasePack } from "./describe";
import { lboModelFields } from "./fields";
import { lboModelModel } from "./formulas";
import { generateLboModel } from "./generate";
import { layoutLboModel, lboModelGrid } from "./layout";
import { LBO_MODEL_ROWS } from "./rows";

export const lboModelKind = defineKind({
  meta: lboModelMeta,
  fields: lboModelFields,
  rows: LBO_MODEL_ROWS,
  generate: generateLboModel,
  grid: lboModelGrid,
  layout: layoutLboModel,
  describe: describeLboModel,
  casePack: lboModelCasePack,
  model: lboModelModel,
});
