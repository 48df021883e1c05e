import type { ExerciseKind } from "../../kind";
import { describeWacc } from "./describe";
import { generateWacc } from "./generate";
import { waccInputLabels } from "./input-labels";
import { layoutWacc, waccGrid } from "./layout";
import { waccMeta } from "./meta";
import { calculateWacc } from "./solve";
import { type WaccStatement, waccStatementShape } from "./statement";

export const waccKind: ExerciseKind<WaccStatement, typeof waccMeta> = {
  meta: waccMeta,
  generate: generateWacc,
  grid: waccGrid,
  layout: layoutWacc,
  describe: describeWacc,
  calculate: calculateWacc,
  statementShape: waccStatementShape,
  inputLabels: waccInputLabels,
};
