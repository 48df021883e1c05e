import { dilutedSharesMeta } from "../../../contract/kind-metas/diluted-shares";
import type { ExerciseKind } from "../../kind";
import { describeDilutedShares } from "./describe";
import { dilutedSharesModel } from "./formulas";
import { generateDilutedShares } from "./generate";
import { dilutedSharesInputLabels } from "./input-labels";
import { dilutedSharesGrid, layoutDilutedShares } from "./layout";
import type { DilutedSharesStatement } from "./statement";
import { dilutedSharesStatementShape } from "./statement-shape";

export const dilutedSharesKind: ExerciseKind<DilutedSharesStatement, typeof dilutedSharesMeta> = {
  meta: dilutedSharesMeta,
  generate: generateDilutedShares,
  grid: dilutedSharesGrid,
  layout: layoutDilutedShares,
  describe: describeDilutedShares,
  model: dilutedSharesModel,
  statementShape: dilutedSharesStatementShape,
  inputLabels: dilutedSharesInputLabels,
};
