import type { AnswerGrid } from "../../kind";
import { buildLayout, givenRow } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";
import { projectionYearList } from "../../years";
import type { LboStatement } from "./fields";
import { capexOf, depreciationOf, nwcChangeOf } from "./inputs";

/** The LBO answer rows; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys. */
export const LBO_ROWS = {
  sales: defineRow("Sales", "amount"),
  ebitda: defineRow("EBITDA", "amount"),
  ebit: defineRow("EBIT", "amount"),
  profitBeforeTax: defineRow("Profit Before Tax", "amount"),
  netIncome: defineRow("Net Income", "amount"),
  freeCashFlow: defineRow("Free Cash Flow", "amount"),
  mom: defineRow("MoM", "multiple"),
};

/** Given rows the grid shows read-only; solve lists them too. */
export const LBO_GIVEN = {
  depreciation: defineRow("D&A", "amount"),
  capex: defineRow("CAPEX", "amount"),
  nwcChange: defineRow("Change in NWC", "amount"),
};

const R = LBO_ROWS;
const G = LBO_GIVEN;

/** Six yearly answer rows, then MoM. */
export function lboGrid(s: LboStatement): AnswerGrid {
  return {
    years: projectionYearList(s.projectionYears),
    yearlyRows: [R.sales, R.ebitda, R.ebit, R.profitBeforeTax, R.netIncome, R.freeCashFlow],
    singleRows: [R.mom],
  };
}

/** The LBO grid, with the given D&A, CAPEX and Change in NWC rows placed where an income statement has them. */
export function layoutLbo(s: LboStatement): ExerciseLayout {
  const grid = lboGrid(s);
  return buildLayout(
    grid,
    [
      givenRow(G.depreciation, grid.years, (index) => depreciationOf(s, index)),
      givenRow(G.capex, grid.years, (index) => capexOf(s, index)),
      givenRow(G.nwcChange, grid.years, (index) => nwcChangeOf(s, index)),
    ],
    [
      R.sales,
      R.ebitda,
      G.depreciation,
      R.ebit,
      R.profitBeforeTax,
      R.netIncome,
      G.capex,
      G.nwcChange,
      R.freeCashFlow,
    ],
  );
}
