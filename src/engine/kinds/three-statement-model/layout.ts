import { formatNumber as n } from "../../format";
import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import type { Row } from "../../rows";
import type { ExerciseLayout, GivenRow } from "../../types";
import type { ThreeStatementModelStatement } from "./fields";
import { THREE_STATEMENT_MODEL_YEARS } from "./formulas";
import { THREE_STATEMENT_MODEL_ROWS } from "./rows";

const { incomeStatement: I, balanceSheet: B, cashFlow: C, working: W } = THREE_STATEMENT_MODEL_ROWS;

const INCOME_STATEMENT = Object.values(I);
const BALANCE_SHEET = Object.values(B);
const CASH_FLOW = [
  C.workingCapital,
  C.operations,
  C.investing,
  C.dividends,
  W.repayment,
  C.financing,
  C.netChange,
];

const GRID: AnswerGrid = {
  years: THREE_STATEMENT_MODEL_YEARS,
  yearlyRows: [...INCOME_STATEMENT, ...BALANCE_SHEET, ...Object.values(C)],
  singleRows: [],
};

/** 75 cells: twenty-five lines a year, 2025 … 2027. */
export const threeStatementModelGrid = (): AnswerGrid => GRID;

const labels = (rows: readonly Row[]) => rows.map((row) => row.label);

/** The working line's rule, on the statement's figures. */
const workingRows = (s: ThreeStatementModelStatement): GivenRow[] => [
  { label: W.repayment.label, values: [], rule: `min(${n(s.termDebtRepayment)}, Term Debt a year before)` },
];

/** The grid in the three statements: the income statement, the balance sheet, the cash flow. */
export function layoutThreeStatementModel(s: ThreeStatementModelStatement): ExerciseLayout {
  return {
    ...buildLayout(GRID, workingRows(s), [...INCOME_STATEMENT, ...BALANCE_SHEET, ...CASH_FLOW]),
    sections: [
      { title: "Income statement", rows: labels(INCOME_STATEMENT), singles: [] },
      { title: "Balance sheet", rows: labels(BALANCE_SHEET), singles: [] },
      { title: "Cash flow", rows: labels(CASH_FLOW), singles: [] },
    ],
  };
}
