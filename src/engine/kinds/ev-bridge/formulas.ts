import { add, cell, divide, input, type Model, multiply, subtract } from "../../formula/expression";
import { EV_BRIDGE_ROWS as R } from "./layout";

const sharePrice = input("sharePrice", "number", "share price");
const dilutedShares = input("dilutedShares", "number", "diluted shares");
const debt = input("debt", "number", "debt");
const preferredStock = input("preferredStock", "number", "preferred stock");
const minorityInterest = input("minorityInterest", "number", "minority interest");
const cash = input("cash", "number", "cash");
const ebitda = input("ebitda", "number", "EBITDA");

/**
 * drills.md §2, the same for every statement: Equity Value = share price × diluted shares; EV = Equity Value
 * + debt + preferred + minority − cash; EV/EBITDA; P/E = Equity Value / net income; back from a peer multiple:
 * Implied EV = multiple × EBITDA, Implied Equity Value = Implied EV − debt − preferred − minority + cash,
 * Implied Share Price = Implied Equity Value / diluted shares.
 */
const MODEL: Model = {
  given: [],
  cells: [
    { row: R.equityValue, year: null, expr: multiply(sharePrice, dilutedShares) },
    {
      row: R.enterpriseValue,
      year: null,
      expr: subtract(add(add(add(cell(R.equityValue, null), debt), preferredStock), minorityInterest), cash),
    },
    { row: R.evEbitda, year: null, expr: divide(cell(R.enterpriseValue, null), ebitda) },
    {
      row: R.priceEarnings,
      year: null,
      expr: divide(cell(R.equityValue, null), input("netIncome", "number", "net income")),
    },
    {
      row: R.impliedEnterpriseValue,
      year: null,
      expr: multiply(input("peerMultiple", "decimal1", "peer multiple"), ebitda),
    },
    {
      row: R.impliedEquityValue,
      year: null,
      expr: add(
        subtract(
          subtract(subtract(cell(R.impliedEnterpriseValue, null), debt), preferredStock),
          minorityInterest,
        ),
        cash,
      ),
    },
    {
      row: R.impliedSharePrice,
      year: null,
      expr: divide(cell(R.impliedEquityValue, null), dilutedShares),
    },
  ],
};

/** The bridge's formulas; one model serves every statement. */
export function evBridgeModel(): Model {
  return MODEL;
}
