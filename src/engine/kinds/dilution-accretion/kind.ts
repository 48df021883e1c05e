import { dilutionAccretionMeta } from "../../../contract/kind-metas/dilution-accretion";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  cell,
  choose,
  divide,
  type Model,
  multiply,
  named,
  num,
  round,
  roundUp,
  shown,
  subtract,
  textFor,
} from "../../formula/expression";
import { PRECISION_BY_KIND } from "../../types";
import { describeDilutionAccretion } from "./describe";
import { DILUTION_ACCRETION_ROWS, dilutionAccretionFields } from "./fields";
import { generateDilutionAccretion } from "./generate";

const R = DILUTION_ACCRETION_ROWS;
const { f, input } = fieldRefs(dilutionAccretionFields);

const EPS_DECIMALS = PRECISION_BY_KIND.eps;

const cashPercent = input("paidInCashPercent", "percent");
const stockPercent = input("paidInStockPercent", "percent");
const sharesB = input("noshB");
const priceB = input("sharePriceB");
const priceA = input("sharePriceA");
const costOfDebt = input("costOfDebt", "percent");
const taxRate = input("taxRate", "percent");
/** Purchase price of B = NOSH B × share price B (all of B's shares at its share price). */
const purchasePrice = multiply(sharesB, priceB);
const financingCost = divide(
  multiply(multiply(multiply(purchasePrice, cashPercent), costOfDebt), subtract(num(100), taxRate)),
  num(1_000_000),
);
/**
 * Shares A issues = ⌈stock % × NOSH B × share price B / (100 × share price A)⌉, from whole numbers so that
 * an exact quotient (30 % × 1500 / 15 = 30) is not pushed to 31 by a floating-point 30.000000000000004.
 */
const newSharesExact = divide(multiply(multiply(stockPercent, sharesB), priceB), multiply(num(100), priceA));
const newShares = roundUp(newSharesExact);
const epsBefore = round(cell(R.epsBefore, null), EPS_DECIMALS);
const epsProForma = round(cell(R.epsProForma, null), EPS_DECIMALS);

/**
 * The accretion/dilution formulas (docs/case-studies.md#accretion-and-dilution), the same for every statement:
 * EPS Before = NI A / NOSH A; NI Pro Forma = NI A + NI B + synergies − cash % × price × kd × (1 − tax);
 * NOSH Pro Forma = NOSH A + ⌈stock % × price / price A⌉; EPS Pro Forma = round(NI Pro Forma) / NOSH Pro Forma;
 * Accretive only if EPS Pro Forma > EPS Before at two decimals.
 */
const MODEL: Model = {
  given: [],
  cells: [
    {
      row: R.epsBefore,
      year: null,
      expr: divide(f.netIncomeA, f.noshA),
    },
    {
      row: R.netIncomeProForma,
      year: null,
      expr: subtract(
        add(add(f.netIncomeA, f.netIncomeB), f.synergies),
        named("after-tax cost of the debt", financingCost),
      ),
      note: [
        "after-tax cost of the debt = ",
        shown(cashPercent, "percent"),
        " × purchase price ",
        shown(purchasePrice),
        " (",
        shown(sharesB),
        " × ",
        shown(priceB),
        ") × ",
        shown(costOfDebt, "percent"),
        " × (1 − ",
        shown(taxRate, "percent"),
        ") = ",
        shown(financingCost),
      ],
    },
    {
      row: R.noshProForma,
      year: null,
      expr: add(f.noshA, named("new shares", newShares)),
      note: [
        "new shares = ",
        shown(stockPercent, "percent"),
        " × ",
        shown(purchasePrice),
        " / ",
        shown(priceA),
        " = ",
        shown(divide(multiply(stockPercent, purchasePrice), multiply(num(100), priceA)), "decimal4"),
        ", rounded up to ",
        shown(newShares),
      ],
    },
    {
      row: R.epsProForma,
      year: null,
      // docs/case-studies.md#accretion-and-dilution: EPS Pro Forma is computed from the rounded Net Income Pro Forma.
      expr: divide(
        named("Net Income Pro Forma", round(cell(R.netIncomeProForma, null), PRECISION_BY_KIND.amount)),
        cell(R.noshProForma, null),
      ),
    },
    {
      row: R.dealType,
      year: null,
      expr: choose(epsProForma, epsBefore, "Accretive", "Dilutive"),
      note: [
        "EPS Pro Forma ",
        shown(epsProForma, "result2"),
        textFor(choose(epsProForma, epsBefore, "Accretive", "Dilutive"), { Accretive: [" is above "] }, [
          " is not above ",
        ]),
        "EPS Before ",
        shown(epsBefore, "result2"),
      ],
    },
  ],
};

export const dilutionAccretionKind = defineKind({
  meta: dilutionAccretionMeta,
  fields: dilutionAccretionFields,
  rows: DILUTION_ACCRETION_ROWS,
  generate: generateDilutionAccretion,
  describe: describeDilutionAccretion,
  // One model for every statement.
  model: () => MODEL,
});
