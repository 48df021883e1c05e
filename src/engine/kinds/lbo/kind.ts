import { lboMeta } from "../../../contract/kind-metas/lbo";
import { defineKind } from "../../define-kind";
import { describeLbo } from "./describe";
import { lboFields } from "./fields";
import { lboModel } from "./formulas";
import { generateLbo } from "./generate";
import { LBO_ROWS, layoutLbo, lboGrid } from "./layout";

export const lboKind = defineKind({
  meta: lboMeta,
  fields: lboFields,
  rows: LBO_ROWS,
  generate: generateLbo,
  grid: lboGrid,
  layout: layoutLbo,
  describe: describeLbo,
  model: lboModel,
});
