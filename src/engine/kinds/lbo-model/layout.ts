import { formatPercent as pct } from "../../format";
import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import type { Row } from "../../rows";
import type { ExerciseLayout, GivenRow } from "../../types";
import type { LboModelStatement } from "./fields";
import { LBO_MODEL_YEARS } from "./formulas";
import { LBO_MODEL_ROWS } from "./rows";

const { sourcesAndUses: U, yearly: Y, returns: X, working: W } = LBO_MODEL_ROWS;

const GRID: AnswerGrid = {
  years: LBO_MODEL_YEARS,
  yearlyRows: Object.values(Y),
  singleRows: [...Object.values(U), ...Object.values(X)],
};

/** 81 cells: fourteen lines a year, the six of sources and uses and the five of the returns. */
export const lboModelGrid = (): AnswerGrid => GRID;

const labels = (rows: readonly Row[]) => rows.map((row) => row.label);
const singleKeys = (rows: readonly Row[]) => rows.map((row) => row.keys[row.keys.length - 1] ?? row.label);

/** The working lines' rules, on the statement's figures. */
function workingRows(s: LboModelStatement): GivenRow[] {
  const rule = (row: Row, text: string): GivenRow => ({ label: row.label, values: [], rule: text });
  return [
    rule(W.depreciation, `${pct(s.daPct)} × Revenue`),
    rule(W.notesInterest, `${pct(s.notesRate)} × Senior Notes`),
    rule(
      W.feeAmortisation,
      `${pct(s.financingFeesPct)} × (Term Loan ÷ ${s.termLoanYears} + Senior Notes ÷ ${s.notesYears})`,
    ),
    rule(W.capex, `${pct(s.capexPct)} × Revenue`),
    rule(W.nwcIncrease, `${pct(s.nwcPct)} × (Revenue − Revenue a year before)`),
    rule(
      W.mandatoryAmortisation,
      `min(${pct(s.termLoanAmortisation)} × Term Loan, Term Loan End a year before)`,
    ),
  ];
}

const INCOME_STATEMENT = [
  Y.revenue,
  Y.ebitda,
  W.depreciation,
  Y.ebit,
  Y.revolverInterest,
  Y.termLoanInterest,
  W.notesInterest,
  W.feeAmortisation,
  Y.preTaxIncome,
  Y.taxes,
  Y.netIncome,
];
const CASH_FLOW = [W.capex, W.nwcIncrease, Y.freeCashFlow];
const DEBT_SCHEDULE = [
  W.mandatoryAmortisation,
  Y.cashAvailable,
  Y.revolverEnd,
  Y.termLoanSweep,
  Y.termLoanEnd,
  Y.cashEnd,
];

/** The grid in the sections of a real model: Sources & Uses, the income statement, cash flow, debt, returns. */
export function layoutLboModel(s: LboModelStatement): ExerciseLayout {
  const rowOrder = [...INCOME_STATEMENT, ...CASH_FLOW, ...DEBT_SCHEDULE];
  return {
    ...buildLayout(GRID, workingRows(s), rowOrder),
    sections: [
      { title: "Sources & Uses", rows: [], singles: singleKeys(Object.values(U)) },
      { title: "Income statement", rows: labels(INCOME_STATEMENT), singles: [] },
      { title: "Cash flow", rows: labels(CASH_FLOW), singles: [] },
      { title: "Debt schedule", rows: labels(DEBT_SCHEDULE), singles: [] },
      { title: "Returns", rows: [], singles: singleKeys(Object.values(X)) },
    ],
  };
}
