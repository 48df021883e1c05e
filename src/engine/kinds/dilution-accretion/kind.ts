import type { ExerciseKind } from "../../kind";
import { describeDilutionAccretion } from "./describe";
import { generateDilutionAccretion } from "./generate";
import { dilutionAccretionInputLabels } from "./input-labels";
import { dilutionAccretionGrid, layoutDilutionAccretion } from "./layout";
import { dilutionAccretionMeta } from "./meta";
import { calculateDilutionAccretion } from "./solve";
import type { DilutionAccretionStatement } from "./statement";
import { dilutionAccretionStatementShape } from "./statement-shape";

export const dilutionAccretionKind: ExerciseKind<DilutionAccretionStatement, typeof dilutionAccretionMeta> = {
  meta: dilutionAccretionMeta,
  generate: generateDilutionAccretion,
  grid: dilutionAccretionGrid,
  layout: layoutDilutionAccretion,
  describe: describeDilutionAccretion,
  calculate: calculateDilutionAccretion,
  statementShape: dilutionAccretionStatementShape,
  inputLabels: dilutionAccretionInputLabels,
};
