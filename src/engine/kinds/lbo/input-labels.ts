import type { InputLabels } from "../../kind";
import type { LboStatement } from "./statement";

/** The LBO statement's fields as the workbook labels them. */
export const lboInputLabels: InputLabels<LboStatement> = {
  purchaseMultiple: { label: "Purchase multiple (EV / EBITDA 2024)", unit: "x" },
  sales: { label: "Sales 2024", unit: "" },
  growthType: { label: "Sales growth type", unit: "" },
  expectedGrowthValue: { label: "Sales growth, amount a year", unit: "" },
  expectedGrowthPercent: { label: "Sales growth, percent a year", unit: "%" },
  variableGrowthValues: { label: "Sales growth by year (amount, or % for a percentage type)", unit: "" },
  projectionYears: { label: "Projection years", unit: "years" },
  ebitdaMargin: { label: "EBITDA margin, first year", unit: "%" },
  ebitdaMarginType: { label: "EBITDA margin type", unit: "" },
  ebitdaMarginIncrements: { label: "EBITDA margin increase, each year after the first", unit: "points" },
  daType: { label: "D&A type", unit: "" },
  daAbsolute: { label: "D&A a year (flat)", unit: "" },
  variableDaValues: { label: "D&A by year", unit: "" },
  capexType: { label: "CAPEX type", unit: "" },
  capexAbsolute: { label: "CAPEX a year (flat)", unit: "" },
  variableCapexValues: { label: "CAPEX by year", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
  initialLeverage: { label: "Debt (× EBITDA 2024)", unit: "x" },
  interestRate: { label: "Interest rate on opening debt", unit: "%" },
  exitEbitdaMultiple: { label: "Exit multiple (EV / EBITDA)", unit: "x" },
  debtAmortizationType: { label: "Debt repayment type", unit: "" },
  debtRepayment: { label: "Debt repaid a year (amortizing)", unit: "" },
  nwcType: { label: "Change in NWC type", unit: "" },
  nwcFlat: { label: "Change in NWC a year (flat)", unit: "" },
  variableNWCValues: { label: "Change in NWC by year", unit: "" },
};
