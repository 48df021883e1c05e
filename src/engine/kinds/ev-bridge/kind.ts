import { evBridgeMeta } from "../../../contract/kind-metas/ev-bridge";
import { defineKind, fieldRefs, fields, type StatementOf } from "../../define-kind";
import { add, cell, divide, multiply, oneModel, single, subtract } from "../../formula/expression";
import { range } from "../../random";
import { defineRow } from "../../rows";
import { describeEvBridge } from "./describe";
import { generateEvBridge } from "./generate";

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

const R = EV_BRIDGE_ROWS;
const { f } = fieldRefs(evBridgeFields);

/**
 * The bridge's formulas (docs/drills.md#enterprise-value-bridge), the same for every statement: Equity Value = share price × diluted
 * shares; EV = Equity Value + debt + preferred + minority − cash; EV/EBITDA; P/E = Equity Value / net income;
 * back from a peer multiple: Implied EV = multiple × EBITDA, Implied Equity Value = Implied EV − debt −
 * preferred − minority + cash, Implied Share Price = Implied Equity Value / diluted shares.
 */
const evBridgeModel = oneModel([
  single(R.equityValue, multiply(f.sharePrice, f.dilutedShares)),
  single(
    R.enterpriseValue,
    subtract(add(add(add(cell(R.equityValue, null), f.debt), f.preferredStock), f.minorityInterest), f.cash),
  ),
  single(R.evEbitda, divide(cell(R.enterpriseValue, null), f.ebitda)),
  single(R.priceEarnings, divide(cell(R.equityValue, null), f.netIncome)),
  single(R.impliedEnterpriseValue, multiply(f.peerMultiple, f.ebitda)),
  single(
    R.impliedEquityValue,
    add(
      subtract(
        subtract(subtract(cell(R.impliedEnterpriseValue, null), f.debt), f.preferredStock),
        f.minorityInterest,
      ),
      f.cash,
    ),
  ),
  single(R.impliedSharePrice, divide(cell(R.impliedEquityValue, null), f.dilutedShares)),
]);

export const evBridgeKind = defineKind({
  meta: evBridgeMeta,
  fields: evBridgeFields,
  rows: EV_BRIDGE_ROWS,
  generate: generateEvBridge,
  describe: describeEvBridge,
  model: evBridgeModel,
});
