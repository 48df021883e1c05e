import type { InputLabels } from "../../kind";
import type { DilutedSharesStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const dilutedSharesInputLabels: InputLabels<DilutedSharesStatement> = {
  sharePrice: { label: "Share price", unit: "$" },
  basicShares: { label: "Basic shares", unit: "millions" },
  options: { label: "Option tranches (count, strike)", unit: "" },
  rsus: { label: "RSUs", unit: "millions" },
  convertible: { label: "Convertible (face value, conversion price)", unit: "" },
};
