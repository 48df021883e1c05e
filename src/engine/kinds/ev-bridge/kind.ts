import type { ExerciseKind } from "../../kind";
import { describeEvBridge } from "./describe";
import { generateEvBridge } from "./generate";
import { evBridgeInputLabels } from "./input-labels";
import { evBridgeGrid, layoutEvBridge } from "./layout";
import { evBridgeMeta } from "./meta";
import { calculateEvBridge } from "./solve";
import type { EvBridgeStatement } from "./statement";
import { evBridgeStatementShape } from "./statement-shape";

export const evBridgeKind: ExerciseKind<EvBridgeStatement, typeof evBridgeMeta> = {
  meta: evBridgeMeta,
  generate: generateEvBridge,
  grid: evBridgeGrid,
  layout: layoutEvBridge,
  describe: describeEvBridge,
  calculate: calculateEvBridge,
  statementShape: evBridgeStatementShape,
  inputLabels: evBridgeInputLabels,
};
