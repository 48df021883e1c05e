import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";
import type { DilutionAccretionStatement } from "./statement";

export const DEAL_TYPES = ["Accretive", "Dilutive"] as const;

/** The accretion/dilution answer cells; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys. */
export const DILUTION_ACCRETION_ROWS = {
  epsBefore: defineRow("EPS Before", "eps"),
  netIncomeProForma: defineRow("Net Income Pro Forma", "amount"),
  noshProForma: defineRow("NOSH Pro Forma", "amount"),
  epsProForma: defineRow("EPS Pro Forma", "eps"),
  dealType: defineRow("Deal Type", "choice", DEAL_TYPES),
};

const R = DILUTION_ACCRETION_ROWS;
const GRID: AnswerGrid = {
  years: [],
  yearlyRows: [],
  singleRows: [R.epsBefore, R.netIncomeProForma, R.noshProForma, R.epsProForma, R.dealType],
};

/** Five single cells, the same for every statement. */
export function dilutionAccretionGrid(_statement: DilutionAccretionStatement): AnswerGrid {
  return GRID;
}

/** Five single cells, no years and no given rows. */
export function layoutDilutionAccretion(statement: DilutionAccretionStatement): ExerciseLayout {
  return buildLayout(dilutionAccretionGrid(statement), [], []);
}
