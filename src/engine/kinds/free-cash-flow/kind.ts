import { freeCashFlowMeta } from "../../../contract/kind-metas/free-cash-flow";
import type { ExerciseKind } from "../../kind";
import { describeFreeCashFlow } from "./describe";
import { freeCashFlowModel } from "./formulas";
import { generateFreeCashFlow } from "./generate";
import { freeCashFlowInputLabels } from "./input-labels";
import { freeCashFlowGrid, layoutFreeCashFlow } from "./layout";
import { type FreeCashFlowStatement, freeCashFlowStatementShape } from "./statement";

export const freeCashFlowKind: ExerciseKind<FreeCashFlowStatement, typeof freeCashFlowMeta> = {
  meta: freeCashFlowMeta,
  generate: generateFreeCashFlow,
  grid: freeCashFlowGrid,
  layout: layoutFreeCashFlow,
  describe: describeFreeCashFlow,
  model: freeCashFlowModel,
  statementShape: freeCashFlowStatementShape,
  inputLabels: freeCashFlowInputLabels,
};
