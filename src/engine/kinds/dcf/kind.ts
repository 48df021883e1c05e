import { dcfMeta } from "../../../contract/kind-metas/dcf";
import { defineKind } from "../../define-kind";
import { describeDcf } from "./describe";
import { DCF_ROWS, dcfFields } from "./fields";
import { dcfModel } from "./formulas";
import { generateDcf } from "./generate";
import { dcfGrid, layoutDcf } from "./layout";

export const dcfKind = defineKind({
  meta: dcfMeta,
  fields: dcfFields,
  rows: DCF_ROWS,
  generate: generateDcf,
  grid: dcfGrid,
  layout: layoutDcf,
  describe: describeDcf,
  model: dcfModel,
});
