// Each kind's screen text (its introduction and grid headings), by record type: read by the exercise screens
// and the workbooks, never by the shell, which lists every kind and must stay small
// (docs/architecture.md#quality-bars). A kind missing here is a type error.
import type { KindScreenText } from "./kind-meta";
import type { KindType } from "./kinds";

/** Every kind's screen text, by its record type, in menu order. */
export const KIND_SCREEN_TEXTS: Readonly<Record<KindType, KindScreenText>> = {
  LBO: {
    intro:
      "Project the income statement to free cash flow, follow the debt to exit as the case sets it out and work out the money multiple, by hand, as in a paper LBO.",
    grid: { tableCaption: "LBO model by projection year", singleValuesTitle: "Returns" },
  },
  DCF: {
    intro:
      "Build the free cash flows, the cost of capital and two terminal values, then discount them to enterprise and equity value.",
    grid: {
      tableCaption: "DCF model by projection year",
      singleValuesTitle: "Cost of capital and valuation",
    },
  },
  DilutionAccretion: {
    intro:
      "Combine the two companies, finance the deal with cash and new shares, and decide whether the buyer's earnings per share go up or down.",
    grid: { tableCaption: "Answers", singleValuesTitle: "Pro forma answers" },
  },
  ThreeStatements: {
    intro: "Say what moves on each statement. Type decreases with a minus sign: -15, −15 or (15).",
    grid: { tableCaption: "Changes", singleValuesTitle: "Change on each line" },
  },
  EnterpriseValue: {
    intro:
      "Bridge equity value to enterprise value, read the multiples, then value the company on a peer multiple.",
    grid: { tableCaption: "Bridge", singleValuesTitle: "The bridge, both ways" },
  },
  DilutedShares: {
    intro:
      "Apply the treasury stock method to the options, add the RSUs and the convertible if it is in the money.",
    grid: { tableCaption: "Dilution", singleValuesTitle: "Treasury stock method" },
  },
  QuickLBO: {
    intro:
      "Buy the company, grow EBITDA, pay down debt and sell: work out the equity at entry and exit, the money multiple and the IRR.",
    grid: { tableCaption: "Answers", singleValuesTitle: "Entry, exit and returns" },
  },
  WACC: {
    intro:
      "Strip the debt out of each comparable's beta, average them, put the target's debt back in, then build the cost of equity and the WACC.",
    grid: { tableCaption: "Answers", singleValuesTitle: "Betas and cost of capital" },
  },
  FreeCashFlow: {
    intro:
      "Go from revenue to NOPAT, unlevered and levered free cash flow, then capitalise the unlevered flow into a terminal value.",
    grid: { tableCaption: "Answers", singleValuesTitle: "Cash flows and terminal value" },
  },
  Goodwill: {
    intro:
      "Pay a premium for the target, write off its old goodwill, write up its assets with their deferred tax, and find the goodwill the deal creates.",
    grid: { tableCaption: "Answers", singleValuesTitle: "Purchase price allocation" },
  },
  MentalMath: {
    intro: "Answer the ten calculations in order; Enter moves to the next one. The clock is running.",
    grid: { tableCaption: "Problems", singleValuesTitle: "Your answers, in order" },
  },
  LBOModel: {
    intro:
      "Build the full LBO from the case pack: sources and uses, the income statement to free cash flow, the debt schedule with its sweep, and the sponsor's returns at exit.",
    grid: { tableCaption: "LBO model by year", singleValuesTitle: "Sources & Uses and Returns" },
  },
  ThreeStatementModel: {
    intro:
      "Build an integrated model from the 2024 balance sheet: the income statement, the cash flow statement and the balance sheet, tied together until it balances every year.",
    grid: { tableCaption: "Three-statement model by year", singleValuesTitle: "Single values" },
  },
};
