import type { InputLabels } from "../../kind";
import type { DcfStatement } from "./statement";

/** The DCF statement's fields as the workbook labels them. */
export const dcfInputLabels: InputLabels<DcfStatement> = {
  baseRevenue: { label: "Sales 2024", unit: "" },
  annualGrowth: { label: "Sales growth, amount added a year", unit: "" },
  ebitdaMargin: { label: "EBITDA margin", unit: "%" },
  depreciation: { label: "Depreciation a year", unit: "" },
  interestExpense: { label: "Interest expense a year", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
  capexAbsolute: { label: "CAPEX a year", unit: "" },
  nwcAbsolute: { label: "Change in NWC a year", unit: "" },
  terminalGrowth: { label: "Terminal growth", unit: "%" },
  projectionYears: { label: "Projection years", unit: "years" },
  costOfDebt: { label: "Cost of debt (before tax)", unit: "%" },
  debtRatioPct: { label: "Debt / (debt + equity)", unit: "%" },
  evEbitdaMultiple: { label: "Exit multiple (EV / EBITDA)", unit: "x" },
  riskFreeRate: { label: "Risk-free rate", unit: "%" },
  beta: { label: "Beta", unit: "" },
  marketReturn: { label: "Market return", unit: "%" },
  netDebt: { label: "Net debt", unit: "" },
};
