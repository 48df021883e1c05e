import type { CaseStudy } from "../case-study";
import { describeDcf } from "./describe";
import { generateDcf } from "./generate";
import { dcfGrid, layoutDcf } from "./layout";
import { calculateDcf } from "./solve";
import type { DcfStatement } from "./statement";

export const dcfCaseStudy: CaseStudy<DcfStatement> = {
  generate: generateDcf,
  grid: dcfGrid,
  layout: layoutDcf,
  describe: describeDcf,
  calculate: calculateDcf,
};
