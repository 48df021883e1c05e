import {
  add,
  cell,
  divide,
  input,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  power,
  single,
  subtract,
} from "../../formula/expression";
import { QUICK_LBO_ROWS as R } from "./layout";

const ebitda = input("ebitda", "number", "EBITDA");
const years = input("years", "number", "years");
const growth = named("(1 + growth)", add(num(1), percentOf(input("ebitdaGrowth"))), "decimal4");

/**
 * The quick LBO's formulas (docs/drills.md#quick-lbo), the same for every statement: Entry EV = EBITDA × entry
 * multiple, Entry Debt = EBITDA × debt multiple, Exit EBITDA = EBITDA × (1 + g)^years, Exit Debt = Entry
 * Debt − years × paydown, equity = EV − debt, MoM = Exit Equity / Entry Equity, IRR = MoM^(1/years) − 1.
 */
export const quickLboModel = oneModel([
  single(R.entryEnterpriseValue, multiply(ebitda, input("entryMultiple", "number", "entry multiple"))),
  single(R.entryDebt, multiply(ebitda, input("debtMultiple", "number", "debt multiple"))),
  single(R.entryEquity, subtract(cell(R.entryEnterpriseValue, null), cell(R.entryDebt, null))),
  single(R.exitEbitda, multiply(ebitda, power(growth, years))),
  single(
    R.exitEnterpriseValue,
    multiply(cell(R.exitEbitda, null), input("exitMultiple", "number", "exit multiple")),
  ),
  single(
    R.exitDebt,
    subtract(
      cell(R.entryDebt, null),
      multiply(years, input("annualDebtPaydown", "number", "annual paydown")),
    ),
  ),
  single(R.exitEquity, subtract(cell(R.exitEnterpriseValue, null), cell(R.exitDebt, null, "operand"))),
  single(R.multipleOfMoney, divide(cell(R.exitEquity, null), cell(R.entryEquity, null))),
  single(
    R.irr,
    multiply(
      subtract(power(cell(R.multipleOfMoney, null, "decimal4"), divide(num(1), years)), num(1)),
      num(100),
    ),
    ["rule of thumb: 2x in 3 years ≈ 26 %, 2x in 5 years ≈ 15 %, 3x in 5 years ≈ 25 %"],
  ),
]);
