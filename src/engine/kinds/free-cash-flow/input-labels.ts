import type { InputLabels } from "../../kind";
import type { FreeCashFlowStatement } from "./statement";

/** The free-cash-flow drill's fields as the workbook labels them. */
export const freeCashFlowInputLabels: InputLabels<FreeCashFlowStatement> = {
  revenue: { label: "Revenue", unit: "" },
  ebitdaMargin: { label: "EBITDA margin", unit: "%" },
  da: { label: "D&A", unit: "" },
  capex: { label: "CapEx", unit: "" },
  changeInNwc: { label: "Change in NWC (an increase uses cash)", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
  interestExpense: { label: "Interest expense", unit: "" },
  netBorrowing: { label: "Net borrowing (negative: net repayment)", unit: "" },
  wacc: { label: "WACC", unit: "%" },
  terminalGrowth: { label: "Terminal growth", unit: "%" },
};
