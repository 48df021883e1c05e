import type { ExerciseKind } from "../../kind";
import { describeDcf } from "./describe";
import { generateDcf } from "./generate";
import { dcfInputLabels } from "./input-labels";
import { dcfGrid, layoutDcf } from "./layout";
import { dcfMeta } from "./meta";
import { calculateDcf } from "./solve";
import type { DcfStatement } from "./statement";
import { dcfStatementShape } from "./statement-shape";

export const dcfKind: ExerciseKind<DcfStatement, typeof dcfMeta> = {
  meta: dcfMeta,
  generate: generateDcf,
  grid: dcfGrid,
  layout: layoutDcf,
  describe: describeDcf,
  calculate: calculateDcf,
  statementShape: dcfStatementShape,
  inputLabels: dcfInputLabels,
};
