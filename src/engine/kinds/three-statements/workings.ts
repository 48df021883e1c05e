import { evaluate } from "../../formula/evaluate";
import { type Calculation, calculate, compileModel, valueAt } from "../../formula/model";
import type { Row } from "../../rows";
import type { Working } from "../../types";
import type { ThreeStatementsStatement } from "./fields";
import { THREE_STATEMENTS_ROWS as R, threeStatementsModel } from "./formulas";
import { MOVES, type Move } from "./moves";

// Module functions, not arrows inside the workings: tsx, which runs the server, wraps each named arrow.
function line(exact: Calculation, row: Row): number {
  return valueAt(exact, row, null) as number;
}

function move(exact: Calculation, name: Move): number {
  return evaluate(MOVES[name], exact.env) as number;
}

/** The three mini statements with the change flowing through them, shown with the correction. */
export function threeStatementsWorkings(s: ThreeStatementsStatement): Working[] {
  const exact = calculate(compileModel(threeStatementsModel()), s, "exact");
  const netIncome = line(exact, R.netIncome);
  const preTaxIncome = move(exact, "preTaxIncome");
  return [
    {
      title: "Income statement",
      lines: [
        { label: "Pre-tax income", value: preTaxIncome },
        { label: "Taxes", value: netIncome - preTaxIncome },
        { label: "Net income", value: netIncome, total: true },
      ],
    },
    {
      title: "Cash flow statement",
      lines: [
        { label: "Net income", value: netIncome },
        { label: "Non-cash items", value: move(exact, "nonCashItems") },
        { label: "Working capital", value: move(exact, "workingCapital") },
        { label: "Cash from operations", value: line(exact, R.cfo), total: true },
        { label: "Cash from investing", value: line(exact, R.cfi), total: true },
        { label: "Cash from financing", value: line(exact, R.cff), total: true },
        { label: "Net change in cash", value: line(exact, R.cash), total: true },
      ],
    },
    {
      title: "Balance sheet",
      lines: [
        { label: "Cash", value: line(exact, R.cash) },
        { label: "Other assets", value: move(exact, "nonCashAssets") },
        { label: "Total assets", value: line(exact, R.assets), total: true },
        { label: "Liabilities", value: line(exact, R.liabilities), total: true },
        { label: "Paid-in capital", value: move(exact, "paidInCapital") },
        { label: "Retained earnings", value: netIncome - move(exact, "dividends") },
        { label: "Total equity", value: line(exact, R.equity), total: true },
      ],
    },
  ];
}
