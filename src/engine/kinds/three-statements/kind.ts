import { threeStatementsMeta } from "../../../contract/kind-metas/three-statements";
import type { ExerciseKind } from "../../kind";
import { describeThreeStatements } from "./describe";
import { threeStatementsModel } from "./formulas";
import { generateThreeStatements } from "./generate";
import { threeStatementsInputLabels } from "./input-labels";
import { layoutThreeStatements, threeStatementsGrid } from "./layout";
import type { ThreeStatementsStatement } from "./statement";
import { threeStatementsStatementShape } from "./statement-shape";
import { threeStatementsWorkings } from "./workings";

export const threeStatementsKind: ExerciseKind<ThreeStatementsStatement, typeof threeStatementsMeta> = {
  meta: threeStatementsMeta,
  generate: generateThreeStatements,
  grid: threeStatementsGrid,
  layout: layoutThreeStatements,
  describe: describeThreeStatements,
  model: threeStatementsModel,
  statementShape: threeStatementsStatementShape,
  inputLabels: threeStatementsInputLabels,
  workings: threeStatementsWorkings,
};
