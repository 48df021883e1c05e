import { dilutionAccretionMeta } from "../../../contract/kind-metas/dilution-accretion";
import type { ExerciseKind } from "../../kind";
import { describeDilutionAccretion } from "./describe";
import { dilutionAccretionModel } from "./formulas";
import { generateDilutionAccretion } from "./generate";
import { dilutionAccretionInputLabels } from "./input-labels";
import { dilutionAccretionGrid, layoutDilutionAccretion } from "./layout";
import type { DilutionAccretionStatement } from "./statement";
import { dilutionAccretionStatementShape } from "./statement-shape";

export const dilutionAccretionKind: ExerciseKind<DilutionAccretionStatement, typeof dilutionAccretionMeta> = {
  meta: dilutionAccretionMeta,
  generate: generateDilutionAccretion,
  grid: dilutionAccretionGrid,
  layout: layoutDilutionAccretion,
  describe: describeDilutionAccretion,
  model: dilutionAccretionModel,
  statementShape: dilutionAccretionStatementShape,
  inputLabels: dilutionAccretionInputLabels,
};
