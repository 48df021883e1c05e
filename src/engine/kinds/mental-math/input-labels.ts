import type { InputLabels } from "../../kind";
import type { MentalMathStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const mentalMathInputLabels: InputLabels<MentalMathStatement> = {
  problems: { label: "Problems (kind, a, b)", unit: "" },
};
