import { evBridgeMeta } from "../../../contract/kind-metas/ev-bridge";
import { defineKind, fieldRefs } from "../../define-kind";
import { add, cell, divide, multiply, oneModel, single, subtract } from "../../formula/expression";
import { describeEvBridge } from "./describe";
import { EV_BRIDGE_ROWS, evBridgeFields } from "./fields";
import { generateEvBridge } from "./generate";

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
