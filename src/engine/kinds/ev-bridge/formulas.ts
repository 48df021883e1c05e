import { add, cell, divide, input, multiply, oneModel, single, subtract } from "../../formula/expression";
import { EV_BRIDGE_ROWS as R } from "./layout";

const sharePrice = input("sharePrice", "number", "share price");
const dilutedShares = input("dilutedShares", "number", "diluted shares");
const debt = input("debt", "number", "debt");
const preferredStock = input("preferredStock", "number", "preferred stock");
const minorityInterest = input("minorityInterest", "number", "minority interest");
const cash = input("cash", "number", "cash");
const ebitda = input("ebitda", "number", "EBITDA");

/**
 * The bridge's formulas (docs/drills.md#enterprise-value-bridge), the same for every statement: Equity Value = share price × diluted
 * shares; EV = Equity Value + debt + preferred + minority − cash; EV/EBITDA; P/E = Equity Value / net income;
 * back from a peer multiple: Implied EV = multiple × EBITDA, Implied Equity Value = Implied EV − debt −
 * preferred − minority + cash, Implied Share Price = Implied Equity Value / diluted shares.
 */
export const evBridgeModel = oneModel([
  single(R.equityValue, multiply(sharePrice, dilutedShares)),
  single(
    R.enterpriseValue,
    subtract(add(add(add(cell(R.equityValue, null), debt), preferredStock), minorityInterest), cash),
  ),
  single(R.evEbitda, divide(cell(R.enterpriseValue, null), ebitda)),
  single(R.priceEarnings, divide(cell(R.equityValue, null), input("netIncome", "number", "net income"))),
  single(R.impliedEnterpriseValue, multiply(input("peerMultiple", "decimal1", "peer multiple"), ebitda)),
  single(
    R.impliedEquityValue,
    add(
      subtract(
        subtract(subtract(cell(R.impliedEnterpriseValue, null), debt), preferredStock),
        minorityInterest,
      ),
      cash,
    ),
  ),
  single(R.impliedSharePrice, divide(cell(R.impliedEquityValue, null), dilutedShares)),
]);
