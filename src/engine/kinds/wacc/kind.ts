import { waccMeta } from "../../../contract/kind-metas/wacc";
import type { ExerciseKind } from "../../kind";
import { describeWacc } from "./describe";
import { waccModel } from "./formulas";
import { generateWacc } from "./generate";
import { waccInputLabels } from "./input-labels";
import { layoutWacc, waccGrid } from "./layout";
import { type WaccStatement, waccStatementShape } from "./statement";

export const waccKind: ExerciseKind<WaccStatement, typeof waccMeta> = {
  meta: waccMeta,
  generate: generateWacc,
  grid: waccGrid,
  layout: layoutWacc,
  describe: describeWacc,
  model: waccModel,
  statementShape: waccStatementShape,
  inputLabels: waccInputLabels,
};
