import { lboMeta } from "../../../contract/kind-metas/lbo";
import type { ExerciseKind } from "../../kind";
import { describeLbo } from "./describe";
import { lboModel } from "./formulas";
import { generateLbo } from "./generate";
import { lboInputLabels } from "./input-labels";
import { layoutLbo, lboGrid } from "./layout";
import type { LboStatement } from "./statement";
import { lboStatementShape } from "./statement-shape";

export const lboKind: ExerciseKind<LboStatement, typeof lboMeta> = {
  meta: lboMeta,
  generate: generateLbo,
  grid: lboGrid,
  layout: layoutLbo,
  describe: describeLbo,
  model: lboModel,
  statementShape: lboStatementShape,
  inputLabels: lboInputLabels,
};
