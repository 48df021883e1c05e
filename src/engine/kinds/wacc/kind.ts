import { waccMeta } from "../../../contract/kind-metas/wacc";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  afterTaxShare,
  cell,
  divide,
  type Expr,
  multiply,
  named,
  num,
  oneModel,
  percentOf,
  type Show,
  single,
  subtract,
  sum,
} from "../../formula/expression";
import { describeWacc } from "./describe";
import { WACC_ROWS, waccFields } from "./fields";
import { generateWacc } from "./generate";

const R = WACC_ROWS;
const { f, input } = fieldRefs(waccFields);
const keep = afterTaxShare(input("taxRate"));
const targetDebtToEquity = percentOf(f.targetDebtToEquity);
const comparable = (index: number, member: string, show: Show, label: string) =>
  input({ field: "comparables", index, member }, show, label);

/** 1 + (1 − t) × D/E: how much a debt-to-equity ratio lifts a beta (percents used as fractions). */
const leverage = (debtToEquity: Expr) => add(num(1), multiply(percentOf(keep), debtToEquity));

/**
 * The WACC drill's formulas (docs/drills.md#wacc), the same for every statement: βu = βl / (1 + (1 − t) × D/E) for
 * each comparable; their average; βr = average × (1 + (1 − t) × target D/E); Cost of Equity = rf + βr ×
 * ERP; after-tax Kd = Kd × (1 − t); Equity Weight = 1 / (1 + target D/E); WACC = E × Ke + (1 − E) × Kd
 * after tax. Each piece goes downstream at full precision (the carried path hands it on as displayed).
 */
const waccModel = oneModel([
  ...R.unleveredBetas.map((row, index) =>
    single(
      row,
      divide(
        comparable(index, "leveredBeta", "number", "levered beta"),
        leverage(percentOf(comparable(index, "debtToEquity", "rate", "D/E"))),
      ),
      ["taking the debt out leaves the risk of the business alone"],
    ),
  ),
  single(
    R.averageBeta,
    divide(sum(R.unleveredBetas.map((row) => cell(row, null, "decimal4"))), num(R.unleveredBetas.length)),
  ),
  single(R.releveredBeta, multiply(cell(R.averageBeta, null, "decimal4"), leverage(targetDebtToEquity)), [
    "the target's own debt puts financial risk back into the beta",
  ]),
  single(
    R.costOfEquity,
    add(f.riskFreeRate, multiply(cell(R.releveredBeta, null, "decimal4"), f.equityRiskPremium)),
  ),
  single(R.afterTaxCostOfDebt, percentOf(multiply(f.preTaxCostOfDebt, keep)), ["interest is tax-deductible"]),
  // In percent: 100 / (1 + target D/E), the 100 read as the whole, 1.
  single(R.equityWeight, divide(named("1", num(100), "rate"), add(num(1), targetDebtToEquity))),
  single(
    R.wacc,
    percentOf(
      add(
        multiply(cell(R.equityWeight, null, "rate"), cell(R.costOfEquity, null, "percent")),
        multiply(
          named("(1 − Equity Weight)", subtract(num(100), cell(R.equityWeight, null)), "rate"),
          cell(R.afterTaxCostOfDebt, null, "percent"),
        ),
      ),
    ),
  ),
]);

export const waccKind = defineKind({
  meta: waccMeta,
  fields: waccFields,
  rows: WACC_ROWS,
  generate: generateWacc,
  describe: describeWacc,
  model: waccModel,
});
