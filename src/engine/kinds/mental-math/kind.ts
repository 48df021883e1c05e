import { mentalMathMeta } from "../../../contract/kind-metas/mental-math";
import type { ExerciseKind } from "../../kind";
import { describeMentalMath } from "./describe";
import { mentalMathModel } from "./formulas";
import { generateMentalMath } from "./generate";
import { mentalMathInputLabels } from "./input-labels";
import { layoutMentalMath, mentalMathGrid } from "./layout";
import type { MentalMathStatement } from "./statement";
import { mentalMathStatementShape } from "./statement-shape";

export const mentalMathKind: ExerciseKind<MentalMathStatement, typeof mentalMathMeta> = {
  meta: mentalMathMeta,
  generate: generateMentalMath,
  grid: mentalMathGrid,
  layout: layoutMentalMath,
  describe: describeMentalMath,
  model: mentalMathModel,
  statementShape: mentalMathStatementShape,
  inputLabels: mentalMathInputLabels,
};
