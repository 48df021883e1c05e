import type { Working } from "../../types";
import { movesOf } from "./moves";
import type { ThreeStatementsStatement } from "./statement";

/** The change flowing through the three mini statements; the drill's eight cells are lines of it. */
export interface Flow {
  preTaxIncome: number;
  taxes: number;
  netIncome: number;
  nonCashItems: number;
  workingCapital: number;
  cfo: number;
  cfi: number;
  cff: number;
  cash: number;
  otherAssets: number;
  assets: number;
  liabilities: number;
  paidInCapital: number;
  dividends: number;
  equity: number;
}

/**
 * drills.md §1 from the event's moves: taxes = pre-tax change × t, paid in cash; Net Income = pre-tax − taxes;
 * CFO = Net Income + non-cash items + working capital; cash = CFO + CFI + CFF; assets = cash + other assets;
 * equity = Net Income − dividends + paid-in capital.
 */
export function flowOf(s: ThreeStatementsStatement): Flow {
  const m = movesOf(s);
  const taxes = (m.preTaxIncome * s.taxRate) / 100;
  const netIncome = m.preTaxIncome - taxes;
  const cfo = netIncome + m.nonCashItems + m.workingCapital;
  const cash = cfo + m.investing + m.financing;
  return {
    preTaxIncome: m.preTaxIncome,
    taxes,
    netIncome,
    nonCashItems: m.nonCashItems,
    workingCapital: m.workingCapital,
    cfo,
    cfi: m.investing,
    cff: m.financing,
    cash,
    otherAssets: m.nonCashAssets,
    assets: cash + m.nonCashAssets,
    liabilities: m.liabilities,
    paidInCapital: m.paidInCapital,
    dividends: m.dividends,
    equity: netIncome - m.dividends + m.paidInCapital,
  };
}

/** The three mini statements with the change flowing through them, shown with the correction. */
export function threeStatementsWorkings(s: ThreeStatementsStatement): Working[] {
  const f = flowOf(s);
  return [
    {
      title: "Income statement",
      lines: [
        { label: "Pre-tax income", value: f.preTaxIncome },
        { label: "Taxes", value: -f.taxes },
        { label: "Net income", value: f.netIncome, total: true },
      ],
    },
    {
      title: "Cash flow statement",
      lines: [
        { label: "Net income", value: f.netIncome },
        { label: "Non-cash items", value: f.nonCashItems },
        { label: "Working capital", value: f.workingCapital },
        { label: "Cash from operations", value: f.cfo, total: true },
        { label: "Cash from investing", value: f.cfi, total: true },
        { label: "Cash from financing", value: f.cff, total: true },
        { label: "Net change in cash", value: f.cash, total: true },
      ],
    },
    {
      title: "Balance sheet",
      lines: [
        { label: "Cash", value: f.cash },
        { label: "Other assets", value: f.otherAssets },
        { label: "Total assets", value: f.assets, total: true },
        { label: "Liabilities", value: f.liabilities, total: true },
        { label: "Paid-in capital", value: f.paidInCapital },
        { label: "Retained earnings", value: f.netIncome - f.dividends },
        { label: "Total equity", value: f.equity, total: true },
      ],
    },
  ];
}
