import { quickLboMeta } from "../../../contract/kind-metas/quick-lbo";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  cell,
  divide,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  power,
  single,
  subtract,
} from "../../formula/expression";
import { describeQuickLbo } from "./describe";
import { QUICK_LBO_ROWS, quickLboFields } from "./fields";
import { generateQuickLbo } from "./generate";

const R = QUICK_LBO_ROWS;
const { f, input } = fieldRefs(quickLboFields);
const growth = named("(1 + growth)", add(num(1), percentOf(input("ebitdaGrowth"))), "decimal4");

/**
 * The quick LBO's formulas (docs/drills.md#quick-lbo), the same for every statement: Entry EV = EBITDA × entry
 * multiple, Entry Debt = EBITDA × debt multiple, Exit EBITDA = EBITDA × (1 + g)^years, Exit Debt = Entry
 * Debt − years × paydown, equity = EV − debt, MoM = Exit Equity / Entry Equity, IRR = MoM^(1/years) − 1.
 */
const quickLboModel = oneModel([
  single(R.entryEnterpriseValue, multiply(f.ebitda, f.entryMultiple)),
  single(R.entryDebt, multiply(f.ebitda, f.debtMultiple)),
  single(R.entryEquity, subtract(cell(R.entryEnterpriseValue, null), cell(R.entryDebt, null))),
  single(R.exitEbitda, multiply(f.ebitda, power(growth, f.years))),
  single(R.exitEnterpriseValue, multiply(cell(R.exitEbitda, null), f.exitMultiple)),
  single(R.exitDebt, subtract(cell(R.entryDebt, null), multiply(f.years, f.annualDebtPaydown))),
  single(R.exitEquity, subtract(cell(R.exitEnterpriseValue, null), cell(R.exitDebt, null, "operand"))),
  single(R.multipleOfMoney, divide(cell(R.exitEquity, null), cell(R.entryEquity, null))),
  single(
    R.irr,
    multiply(
      subtract(power(cell(R.multipleOfMoney, null, "decimal4"), divide(num(1), f.years)), num(1)),
      num(100),
    ),
    ["rule of thumb: 2x in 3 years ≈ 26 %, 2x in 5 years ≈ 15 %, 3x in 5 years ≈ 25 %"],
  ),
]);

export const quickLboKind = defineKind({
  meta: quickLboMeta,
  fields: quickLboFields,
  rows: QUICK_LBO_ROWS,
  generate: generateQuickLbo,
  describe: describeQuickLbo,
  model: quickLboModel,
});
