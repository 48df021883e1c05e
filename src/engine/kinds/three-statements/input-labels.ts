import type { InputLabels } from "../../kind";
import type { ThreeStatementsStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const threeStatementsInputLabels: InputLabels<ThreeStatementsStatement> = {
  event: { label: "Event", unit: "" },
  amount: { label: "Amount", unit: "" },
  taxRate: { label: "Tax rate", unit: "%" },
  bookValue: { label: "Book value of the asset sold", unit: "" },
};
