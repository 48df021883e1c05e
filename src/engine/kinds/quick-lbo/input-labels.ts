import type { InputLabels } from "../../kind";
import type { QuickLboStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const quickLboInputLabels: InputLabels<QuickLboStatement> = {
  ebitda: { label: "EBITDA at entry", unit: "m" },
  entryMultiple: { label: "Entry multiple (EV / EBITDA)", unit: "x" },
  debtMultiple: { label: "Debt (× EBITDA at entry)", unit: "x" },
  ebitdaGrowth: { label: "EBITDA growth a year", unit: "%" },
  exitMultiple: { label: "Exit multiple (EV / EBITDA)", unit: "x" },
  years: { label: "Holding period", unit: "years" },
  annualDebtPaydown: { label: "Debt repaid a year", unit: "m" },
};
