import { dcfMeta } from "../../../contract/kind-metas/dcf";
import type { ExerciseKind } from "../../kind";
import { describeDcf } from "./describe";
import { dcfModel } from "./formulas";
import { generateDcf } from "./generate";
import { dcfInputLabels } from "./input-labels";
import { dcfGrid, layoutDcf } from "./layout";
import type { DcfStatement } from "./statement";
import { dcfStatementShape } from "./statement-shape";

export const dcfKind: ExerciseKind<DcfStatement, typeof dcfMeta> = {
  meta: dcfMeta,
  generate: generateDcf,
  grid: dcfGrid,
  layout: layoutDcf,
  describe: describeDcf,
  model: dcfModel,
  statementShape: dcfStatementShape,
  inputLabels: dcfInputLabels,
};
