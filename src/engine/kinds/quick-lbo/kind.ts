import type { ExerciseKind } from "../../kind";
import { describeQuickLbo } from "./describe";
import { generateQuickLbo } from "./generate";
import { quickLboInputLabels } from "./input-labels";
import { layoutQuickLbo, quickLboGrid } from "./layout";
import { quickLboMeta } from "./meta";
import { calculateQuickLbo } from "./solve";
import { type QuickLboStatement, quickLboStatementShape } from "./statement";

export const quickLboKind: ExerciseKind<QuickLboStatement, typeof quickLboMeta> = {
  meta: quickLboMeta,
  generate: generateQuickLbo,
  grid: quickLboGrid,
  layout: layoutQuickLbo,
  describe: describeQuickLbo,
  calculate: calculateQuickLbo,
  statementShape: quickLboStatementShape,
  inputLabels: quickLboInputLabels,
};
