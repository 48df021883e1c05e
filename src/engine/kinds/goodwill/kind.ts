import { goodwillMeta } from "../../../contract/kind-metas/goodwill";
import type { ExerciseKind } from "../../kind";
import { describeGoodwill } from "./describe";
import { goodwillModel } from "./formulas";
import { generateGoodwill } from "./generate";
import { goodwillInputLabels } from "./input-labels";
import { goodwillGrid, layoutGoodwill } from "./layout";
import { type GoodwillStatement, goodwillStatementShape } from "./statement";

export const goodwillKind: ExerciseKind<GoodwillStatement, typeof goodwillMeta> = {
  meta: goodwillMeta,
  generate: generateGoodwill,
  grid: goodwillGrid,
  layout: layoutGoodwill,
  describe: describeGoodwill,
  model: goodwillModel,
  statementShape: goodwillStatementShape,
  inputLabels: goodwillInputLabels,
};
