import type { InputLabels } from "../../kind";
import type { EvBridgeStatement } from "./statement";

/** The statement's fields as the workbook labels them. */
export const evBridgeInputLabels: InputLabels<EvBridgeStatement> = {
  sharePrice: { label: "Share price", unit: "$" },
  dilutedShares: { label: "Diluted shares", unit: "millions" },
  debt: { label: "Debt", unit: "" },
  preferredStock: { label: "Preferred stock", unit: "" },
  minorityInterest: { label: "Minority interest", unit: "" },
  cash: { label: "Cash", unit: "" },
  ebitda: { label: "EBITDA", unit: "" },
  netIncome: { label: "Net income", unit: "" },
  peerMultiple: { label: "Peer multiple (EV / EBITDA)", unit: "x" },
};
