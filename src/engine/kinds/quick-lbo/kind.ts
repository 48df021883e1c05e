import { quickLboMeta } from "../../../contract/kind-metas/quick-lbo";
import type { ExerciseKind } from "../../kind";
import { describeQuickLbo } from "./describe";
import { quickLboModel } from "./formulas";
import { generateQuickLbo } from "./generate";
import { quickLboInputLabels } from "./input-labels";
import { layoutQuickLbo, quickLboGrid } from "./layout";
import { type QuickLboStatement, quickLboStatementShape } from "./statement";

export const quickLboKind: ExerciseKind<QuickLboStatement, typeof quickLboMeta> = {
  meta: quickLboMeta,
  generate: generateQuickLbo,
  grid: quickLboGrid,
  layout: layoutQuickLbo,
  describe: describeQuickLbo,
  model: quickLboModel,
  statementShape: quickLboStatementShape,
  inputLabels: quickLboInputLabels,
};
