import type { AnswerGrid } from "../../kind";
import { buildLayout, givenRow } from "../../layout";
import { defineRow } from "../../rows";
import type { ExerciseLayout } from "../../types";
import { projectionYearList } from "../../years";
import type { DcfStatement } from "./statement";

/** The DCF answer rows; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys. */
export const DCF_ROWS = {
  sales: defineRow("Sales", "amount"),
  ebitda: defineRow("EBITDA", "amount"),
  ebit: defineRow("EBIT", "amount"),
  profitBeforeTax: defineRow("Profit Before Tax", "amount"),
  netIncome: defineRow("Net Income", "amount"),
  freeCashFlow: defineRow("FCF", "amount"),
  discountFactor: defineRow("Discount Factor", "factor"),
  discountedFreeCashFlow: defineRow("Discounted FCF", "amount"),
  costOfEquity: defineRow("Cost of Equity", "rate"),
  wacc: defineRow("WACC", "rate"),
  perpetuityValue: defineRow("Terminal Value (Perpetuity)", "amount"),
  multipleValue: defineRow("Terminal Value (EV/EBITDA)", "amount"),
  averageTerminalValue: defineRow("Average Terminal Value", "amount"),
  enterpriseValue: defineRow("Enterprise Value", "amount"),
  equityValue: defineRow("Equity Value", "amount"),
};

/** The yearly inputs the grid shows read-only; solve lists them too. */
export const DCF_GIVEN = {
  depreciation: defineRow("Depreciation", "amount"),
  interestExpense: defineRow("Interest Expense", "amount"),
  capex: defineRow("CAPEX", "amount"),
  nwcChange: defineRow("Change in NWC", "amount"),
};

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
