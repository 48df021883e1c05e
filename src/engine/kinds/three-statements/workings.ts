import { evaluate } from "../../formula/evaluate";
import { calculate, compileModel, valueAt } from "../../formula/model";
import type { Row } from "../../rows";
import type { Working } from "../../types";
import { threeStatementsModel } from "./formulas";
import { THREE_STATEMENTS_ROWS as R } from "./layout";
import { MOVES, type Move } from "./moves";
import type { ThreeStatementsStatement } from "./statement";

/** The three mini statements with the change flowing through them, shown with the correction. */
export function threeStatementsWorkings(s: ThreeStatementsStatement): Working[] {
  const exact = calculate(compileModel(threeStatementsModel()), s, "exact");
  const line = (row: Row) => valueAt(exact, row, null) as number;
  const move = (name: Move) => evaluate(MOVES[name], exact.env) as number;
  const netIncome = line(R.netIncome);
  const preTaxIncome = move("preTaxIncome");
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
        { label: "Non-cash items", value: move("nonCashItems") },
        { label: "Working capital", value: move("workingCapital") },
        { label: "Cash from operations", value: line(R.cfo), total: true },
        { label: "Cash from investing", value: line(R.cfi), total: true },
        { label: "Cash from financing", value: line(R.cff), total: true },
        { label: "Net change in cash", value: line(R.cash), total: true },
      ],
    },
    {
      title: "Balance sheet",
      lines: [
        { label: "Cash", value: line(R.cash) },
        { label: "Other assets", value: move("nonCashAssets") },
        { label: "Total assets", value: line(R.assets), total: true },
        { label: "Liabilities", value: line(R.liabilities), total: true },
        { label: "Paid-in capital", value: move("paidInCapital") },
        { label: "Retained earnings", value: netIncome - move("dividends") },
        { label: "Total equity", value: line(R.equity), total: true },
      ],
    },
  ];
}
