import type { InputLabels } from "../../kind";
import type { QuickLboStatement } from "./statement";

/** The quick LBO's fields as the workbook labels them. */
export const quickLboInputLabels: InputLabels<QuickLboStatement> = {
  ebitda: { label: "EBITDA at entry", unit: "" },
  entryMultiple: { label: "Entry multiple (EV / EBITDA)", unit: "x" },
  debtMultiple: { label: "Debt at entry (x EBITDA)", unit: "x" },
  ebitdaGrowth: { label: "EBITDA growth a year", unit: "%" },
  exitMultiple: { label: "Exit multiple (EV / EBITDA)", unit: "x" },
  years: { label: "Years to exit", unit: "years" },
  annualDebtPaydown: { label: "Debt paid down a year", unit: "" },
};
