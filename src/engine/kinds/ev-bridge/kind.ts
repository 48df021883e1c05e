import { evBridgeMeta } from "../../../contract/kind-metas/ev-bridge";
import type { ExerciseKind } from "../../kind";
import { describeEvBridge } from "./describe";
import { evBridgeModel } from "./formulas";
import { generateEvBridge } from "./generate";
import { evBridgeInputLabels } from "./input-labels";
import { evBridgeGrid, layoutEvBridge } from "./layout";
import type { EvBridgeStatement } from "./statement";
import { evBridgeStatementShape } from "./statement-shape";

export const evBridgeKind: ExerciseKind<EvBridgeStatement, typeof evBridgeMeta> = {
  meta: evBridgeMeta,
  generate: generateEvBridge,
  grid: evBridgeGrid,
  layout: layoutEvBridge,
  describe: describeEvBridge,
  model: evBridgeModel,
  statementShape: evBridgeStatementShape,
  inputLabels: evBridgeInputLabels,
};
