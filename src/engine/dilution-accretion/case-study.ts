import type { CaseStudy } from "../case-study";
import { describeDilutionAccretion } from "./describe";
import { generateDilutionAccretion } from "./generate";
import { dilutionAccretionGrid, layoutDilutionAccretion } from "./layout";
import { calculateDilutionAccretion } from "./solve";
import type { DilutionAccretionStatement } from "./statement";

export const dilutionAccretionCaseStudy: CaseStudy<DilutionAccretionStatement> = {
  generate: generateDilutionAccretion,
  grid: dilutionAccretionGrid,
  layout: layoutDilutionAccretion,
  describe: describeDilutionAccretion,
  calculate: calculateDilutionAccretion,
};
