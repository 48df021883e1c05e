import type { AnswerGrid } from "../../kind";
import { buildLayout, givenRow } from "../../layout";
import type { ExerciseLayout } from "../../types";
import { projectionYearList } from "../../years";
import { DCF_GIVEN, DCF_ROWS, type DcfStatement } from "./fields";

const R = DCF_ROWS;
const G = DCF_GIVEN;

/** Eight yearly answer rows, then the seven single values. */
export function dcfGrid(s: DcfStatement): AnswerGrid {
  return {
    years: projectionYearList(s.projectionYears),
    yearlyRows: [
      R.sales,
      R.ebitda,
      R.ebit,
      R.profitBeforeTax,
      R.netIncome,
      R.freeCashFlow,
      R.discountFactor,
      R.discountedFreeCashFlow,
    ],
    singleRows: [
      R.costOfEquity,
      R.wacc,
      R.perpetuityValue,
      R.multipleValue,
      R.averageTerminalValue,
      R.enterpriseValue,
      R.equityValue,
    ],
  };
}

/** The DCF grid, with the yearly inputs placed where an income statement has them. */
export function layoutDcf(s: DcfStatement): ExerciseLayout {
  const grid = dcfGrid(s);
  return buildLayout(
    grid,
    [
      givenRow(G.depreciation, grid.years, () => s.depreciation),
      givenRow(G.interestExpense, grid.years, () => s.interestExpense),
      givenRow(G.capex, grid.years, () => s.capexAbsolute),
      givenRow(G.nwcChange, grid.years, () => s.nwcAbsolute),
    ],
    [
      R.sales,
      R.ebitda,
      G.depreciation,
      R.ebit,
      G.interestExpense,
      R.profitBeforeTax,
      R.netIncome,
      G.capex,
      G.nwcChange,
      R.freeCashFlow,
      R.discountFactor,
      R.discountedFreeCashFlow,
    ],
  );
}
