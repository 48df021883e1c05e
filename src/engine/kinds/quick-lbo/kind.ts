import { quickLboMeta } from "../../../contract/kind-metas/quick-lbo";
import { defineKind, fieldRefs, fields, type StatementOf } from "../../define-kind";
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
import { range } from "../../random";
import { defineRow } from "../../rows";
import { describeQuickLbo } from "./describe";
import { generateQuickLbo } from "./generate";

/** docs/drills.md#quick-lbo: amounts in millions, multiples of EBITDA, the growth in percent a year. */
export const quickLboFields = fields({
  ebitda: { type: "number", label: "EBITDA at entry", term: "EBITDA", unit: "m", range: range(50, 500) },
  entryMultiple: {
    type: "number",
    label: "Entry multiple (EV / EBITDA)",
    term: "entry multiple",
    unit: "x",
    range: range(6, 14, 0.5),
  },
  // Drawn up to the entry multiple − 2.
  debtMultiple: {
    type: "number",
    label: "Debt (× EBITDA at entry)",
    term: "debt multiple",
    unit: "x",
    range: range(2, 6, 0.5),
  },
  ebitdaGrowth: { type: "percent", label: "EBITDA growth a year", range: range(0, 15) },
  exitMultiple: {
    type: "number",
    label: "Exit multiple (EV / EBITDA)",
    term: "exit multiple",
    unit: "x",
    range: range(6, 14, 0.5),
  },
  years: { type: "count", label: "Holding period", term: "years", unit: "years", range: range(3, 7) },
  annualDebtPaydown: { type: "number", label: "Debt repaid a year", term: "annual paydown", unit: "m" },
});

export type QuickLboStatement = StatementOf<typeof quickLboFields>;

/** The quick LBO's cells; labels are the cell keys of docs/drills.md. IRR is a whole percent. */
export const QUICK_LBO_ROWS = {
  entryEnterpriseValue: defineRow("Entry Enterprise Value", "amount"),
  entryDebt: defineRow("Entry Debt", "amount"),
  entryEquity: defineRow("Entry Equity", "amount"),
  exitEbitda: defineRow("Exit EBITDA", "amount"),
  exitEnterpriseValue: defineRow("Exit Enterprise Value", "amount"),
  exitDebt: defineRow("Exit Debt", "amount"),
  exitEquity: defineRow("Exit Equity", "amount"),
  multipleOfMoney: defineRow("MoM", "multiple"),
  irr: defineRow("IRR", "rate", undefined, 0),
};

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
