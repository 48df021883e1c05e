import type { ExerciseKind } from "../../kind";
import { describeGoodwill } from "./describe";
import { generateGoodwill } from "./generate";
import { goodwillInputLabels } from "./input-labels";
import { goodwillGrid, layoutGoodwill } from "./layout";
import { goodwillMeta } from "./meta";
import { calculateGoodwill } from "./solve";
import { type GoodwillStatement, goodwillStatementShape } from "./statement";

export const goodwillKind: ExerciseKind<GoodwillStatement, typeof goodwillMeta> = {
  meta: goodwillMeta,
  generate: generateGoodwill,
  grid: goodwillGrid,
  layout: layoutGoodwill,
  describe: describeGoodwill,
  calculate: calculateGoodwill,
  statementShape: goodwillStatementShape,
  inputLabels: goodwillInputLabels,
};
