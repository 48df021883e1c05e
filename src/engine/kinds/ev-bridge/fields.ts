import { fields, type StatementOf } from "../../define-kind";
import { range } from "../../random";
import { defineRow } from "../../rows";

/** docs/drills.md#enterprise-value-bridge: amounts in millions, ranges with their steps. */
export const evBridgeFields = fields({
  sharePrice: { type: "number", label: "Share price", unit: "$", range: range(5, 200) },
  dilutedShares: { type: "number", label: "Diluted shares", unit: "millions", range: range(10, 1000) },
  debt: { type: "number", label: "Debt", range: range(0, 5000) },
  preferredStock: { type: "number", label: "Preferred stock", range: range(0, 500) },
  minorityInterest: { type: "number", label: "Minority interest", range: range(0, 500) },
  cash: { type: "number", label: "Cash", range: range(0, 2000) },
  ebitda: { type: "number", label: "EBITDA" },
  netIncome: { type: "number", label: "Net income" },
  peerMultiple: {
    type: "number",
    label: "Peer multiple (EV / EBITDA)",
    term: "peer multiple",
    show: "decimal1",
    unit: "x",
    range: range(4, 20, 0.5),
  },
});

export type EvBridgeStatement = StatementOf<typeof evBridgeFields>;

/** The cells of docs/drills.md#enterprise-value-bridge. */
export const EV_BRIDGE_ROWS = {
  equityValue: defineRow("Equity Value", "amount"),
  enterpriseValue: defineRow("Enterprise Value", "amount"),
  evEbitda: defineRow("EV/EBITDA", "multiple"),
  priceEarnings: defineRow("P/E", "multiple"),
  impliedEnterpriseValue: defineRow("Implied Enterprise Value", "amount"),
  impliedEquityValue: defineRow("Implied Equity Value", "amount"),
  impliedSharePrice: defineRow("Implied Share Price", "amount", undefined, 2),
};
