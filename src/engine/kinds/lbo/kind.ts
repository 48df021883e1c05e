import type { ExerciseKind } from "../../kind";
import { describeLbo } from "./describe";
import { generateLbo } from "./generate";
import { lboInputLabels } from "./input-labels";
import { layoutLbo, lboGrid } from "./layout";
import { lboMeta } from "./meta";
import { calculateLbo } from "./solve";
import type { LboStatement } from "./statement";
import { lboStatementShape } from "./statement-shape";

export const lboKind: ExerciseKind<LboStatement, typeof lboMeta> = {
  meta: lboMeta,
  generate: generateLbo,
  grid: lboGrid,
  layout: layoutLbo,
  describe: describeLbo,
  calculate: calculateLbo,
  statementShape: lboStatementShape,
  inputLabels: lboInputLabels,
};
