import type { ExerciseKind } from "../../kind";
import { describeDilutedShares } from "./describe";
import { generateDilutedShares } from "./generate";
import { dilutedSharesInputLabels } from "./input-labels";
import { dilutedSharesGrid, layoutDilutedShares } from "./layout";
import { dilutedSharesMeta } from "./meta";
import { calculateDilutedShares } from "./solve";
import type { DilutedSharesStatement } from "./statement";
import { dilutedSharesStatementShape } from "./statement-shape";

export const dilutedSharesKind: ExerciseKind<DilutedSharesStatement, typeof dilutedSharesMeta> = {
  meta: dilutedSharesMeta,
  generate: generateDilutedShares,
  grid: dilutedSharesGrid,
  layout: layoutDilutedShares,
  describe: describeDilutedShares,
  calculate: calculateDilutedShares,
  statementShape: dilutedSharesStatementShape,
  inputLabels: dilutedSharesInputLabels,
};
