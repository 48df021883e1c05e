import type { ExerciseKind } from "../../kind";
import { describeThreeStatements } from "./describe";
import { threeStatementsWorkings } from "./flow";
import { generateThreeStatements } from "./generate";
import { threeStatementsInputLabels } from "./input-labels";
import { layoutThreeStatements, threeStatementsGrid } from "./layout";
import { threeStatementsMeta } from "./meta";
import { calculateThreeStatements } from "./solve";
import type { ThreeStatementsStatement } from "./statement";
import { threeStatementsStatementShape } from "./statement-shape";

export const threeStatementsKind: ExerciseKind<ThreeStatementsStatement, typeof threeStatementsMeta> = {
  meta: threeStatementsMeta,
  generate: generateThreeStatements,
  grid: threeStatementsGrid,
  layout: layoutThreeStatements,
  describe: describeThreeStatements,
  calculate: calculateThreeStatements,
  statementShape: threeStatementsStatementShape,
  inputLabels: threeStatementsInputLabels,
  workings: threeStatementsWorkings,
};
