import type { CaseStudy } from "../case-study";
import { describeLbo } from "./describe";
import { generateLbo } from "./generate";
import { layoutLbo, lboGrid } from "./layout";
import { calculateLbo } from "./solve";
import type { LboStatement } from "./statement";

export const lboCaseStudy: CaseStudy<LboStatement> = {
  generate: generateLbo,
  grid: lboGrid,
  layout: layoutLbo,
  describe: describeLbo,
  calculate: calculateLbo,
};
