import type { InputLabels } from "../../kind";
import type { DilutionAccretionStatement } from "./statement";

/** The accretion/dilution statement's fields as the workbook labels them. */
export const dilutionAccretionInputLabels: InputLabels<DilutionAccretionStatement> = {
  netIncomeA: { label: "Acquirer net income", unit: "" },
  noshA: { label: "Acquirer shares outstanding", unit: "" },
  sharePriceA: { label: "Acquirer share price", unit: "" },
  netIncomeB: { label: "Target net income", unit: "" },
  noshB: { label: "Target shares outstanding", unit: "" },
  sharePriceB: { label: "Target share price", unit: "" },
  costOfDebt: { label: "Cost of debt (before tax)", unit: "%" },
  taxRate: { label: "Tax rate", unit: "%" },
  paidInCashPercent: { label: "Paid in cash", unit: "%" },
  paidInStockPercent: { label: "Paid in stock", unit: "%" },
  synergies: { label: "Synergies added to net income", unit: "" },
};
