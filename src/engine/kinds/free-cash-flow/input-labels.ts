import type { InputLabels } from "../../kind";
import type { FreeCashFlowStatement } from "./statement";

/** The statement's fields as the workbook labels them (amounts in millions). */
export const freeCashFlowInputLabels: InputLabels<FreeCashFlowStatement> = {
  revenue: { label: "Revenue", unit: "m" },
  ebitdaMargin: { label: "EBITDA margin", unit: "%" },
  da: { label: "D&A", unit: "m" },
  capex: { label: "CAPEX", unit: "m" },
  changeInNwc: { label: "Change in NWC (an increase uses cash)", unit: "m" },
  taxRate: { label: "Tax rate", unit: "%" },
  interestExpense: { label: "Interest expense", unit: "m" },
  netBorrowing: { label: "Net borrowing (negative: net repayment)", unit: "m" },
  wacc: { label: "Discount rate (WACC)", unit: "%" },
  terminalGrowth: { label: "Terminal growth", unit: "%" },
};
