import { fieldRefs } from "../../define-kind";
import {
  add,
  type CellFormula,
  cell,
  divide,
  type Expr,
  type GivenCell,
  type Model,
  max,
  modelPerProjectionLength,
  multiply,
  named,
  num,
  percentOf,
  shown,
  subtract,
  sum,
  type Text,
  textFor,
} from "../../formula/expression";
import { BASE_YEAR, projectionYearList } from "../../years";
import { type LboStatement, lboFields } from "./fields";
import { LBO_GIVEN as G, LBO_ROWS as R } from "./layout";

const { input, select } = fieldRefs(lboFields);

/** The LBO's formulas for `s`'s shape (its number of projection years); the statement's choices are selects. */
export const lboModel: (s: LboStatement) => Model = modelPerProjectionLength(lboFormulas);

// One input per year: the flat value, or the year's entry of the per-year list, as the type field says.
type Field = keyof typeof lboFields;
const perYear = (typeField: Field, flatField: Field, listField: Field, index: number): Expr =>
  select(typeField, { flat: input(flatField), variable: input(listField, "number", undefined, index) });

/**
 * The LBO's formulas (docs/case-studies.md#lbo), stated once for a statement's shape:
 * Sales by growth type; EBITDA = Sales × margin (first-year margin + Σ increments); EBIT = EBITDA − D&A;
 * PBT = EBIT − rate × opening debt; NI = PBT × (1 − tax); FCF = NI + D&A − CAPEX − ΔNWC;
 * MoM = (exit × EBITDA_N − debt0 + ΣFCF) / equity.
 */
function lboFormulas(projectionYears: number): Model {
  const years = projectionYearList(projectionYears);
  const given: GivenCell[] = [];
  const cells: CellFormula[] = [];
  const answer = (formula: CellFormula) => cells.push(formula);

  const entryEbitda = percentOf(multiply(input("sales"), input("ebitdaMargin")));
  const leverage = input("initialLeverage");
  const initialDebt = multiply(leverage, entryEbitda);
  const equity = multiply(subtract(input("purchaseMultiple"), leverage), entryEbitda);
  const taxRate = input("taxRate", "percent");

  years.forEach((year, index) => {
    given.push(
      {
        row: G.depreciation,
        year,
        expr: perYear("daType", "daAbsolute", "variableDaValues", index),
      },
      {
        row: G.capex,
        year,
        expr: perYear("capexType", "capexAbsolute", "variableCapexValues", index),
      },
      { row: G.nwcChange, year, expr: perYear("nwcType", "nwcFlat", "variableNWCValues", index) },
    );

    const opening = index === 0 ? input("sales", "number", `Sales ${BASE_YEAR}`) : cell(R.sales, year - 1);
    const yearGrowth = input("variableGrowthValues", "number", undefined, index);
    const plus = (growth: Expr) => add(opening, named(["growth of ", shown(growth)], growth));
    const compound = (growth: Expr) =>
      percentOf(
        multiply(opening, named(["(1 + ", shown(growth, "percent"), ")"], add(num(100), growth), "rate")),
      );
    answer({
      row: R.sales,
      year,
      expr: select("growthType", {
        constant_absolute: plus(input("expectedGrowthValue")),
        variable_absolute: plus(yearGrowth),
        constant_percentage: compound(input("expectedGrowthPercent")),
        variable_percentage: compound(yearGrowth),
      }),
    });

    // docs/case-studies.md#lbo: margin in year t = ebitdaMargin + Σ increments of years 2 … t.
    const constantMargin = percentOf(
      multiply(cell(R.sales, year), named("EBITDA margin", input("ebitdaMargin"), "percent")),
    );
    const increase = sum(
      years.slice(1, index + 1).map((_, step) => input("ebitdaMarginIncrements", "number", undefined, step)),
    );
    const marginLabel: Text = [
      textFor(increase, { "0": ["EBITDA margin"] }, [
        "EBITDA margin (",
        shown(input("ebitdaMargin"), "percent"),
        " + ",
        shown(increase),
        " points)",
      ]),
    ];
    answer({
      row: R.ebitda,
      year,
      expr:
        index === 0
          ? constantMargin
          : select("ebitdaMarginType", {
              constant: constantMargin,
              increasing: percentOf(
                multiply(
                  cell(R.sales, year),
                  named(marginLabel, add(input("ebitdaMargin"), increase), "percent"),
                ),
              ),
            }),
    });

    answer({
      row: R.ebit,
      year,
      expr: subtract(cell(R.ebitda, year), cell(G.depreciation, year, "operand")),
    });

    // docs/case-studies.md#lbo: interest is charged on the debt at the start of the year.
    const openingDebt = select("debtAmortizationType", {
      bullet: initialDebt,
      amortizing: max(num(0), subtract(initialDebt, multiply(input("debtRepayment"), num(index)))),
    });
    const rate = input("interestRate", "percent");
    answer({
      row: R.profitBeforeTax,
      year,
      expr: subtract(
        cell(R.ebit, year),
        named(`Interest ${year}`, percentOf(multiply(openingDebt, rate)), "operand"),
      ),
      note: [
        `Interest ${year} = `,
        shown(rate, "percent"),
        ` × debt at the start of ${year} (`,
        shown(openingDebt),
        ")",
      ],
    });

    answer({
      row: R.netIncome,
      year,
      expr: percentOf(
        multiply(
          cell(R.profitBeforeTax, year, "operand"),
          named(["(1 − ", shown(taxRate, "percent"), ")"], subtract(num(100), taxRate), "rate"),
        ),
      ),
    });

    answer({
      row: R.freeCashFlow,
      year,
      expr: subtract(
        subtract(
          add(cell(R.netIncome, year), cell(G.depreciation, year, "operand", "D&A")),
          cell(G.capex, year, "operand", "CAPEX"),
        ),
        cell(G.nwcChange, year, "operand", "Change in NWC"),
      ),
    });
  });

  const lastYear = years[years.length - 1] ?? BASE_YEAR;
  answer({
    row: R.mom,
    year: null,
    expr: divide(
      add(
        subtract(
          multiply(input("exitEbitdaMultiple", "number", "Exit multiple"), cell(R.ebitda, lastYear)),
          named("initial debt", initialDebt),
        ),
        named("Σ Free Cash Flow", sum(years.map((year) => cell(R.freeCashFlow, year))), "operand"),
      ),
      named("equity", equity),
    ),
    note: [
      `EBITDA ${BASE_YEAR} = `,
      shown(input("sales")),
      " × ",
      shown(input("ebitdaMargin"), "percent"),
      " = ",
      shown(entryEbitda),
      ", initial debt = ",
      shown(leverage),
      " × ",
      shown(entryEbitda),
      " = ",
      shown(initialDebt),
      ", equity = (",
      shown(input("purchaseMultiple")),
      " − ",
      shown(leverage),
      ") × ",
      shown(entryEbitda),
      " = ",
      shown(equity),
    ],
  });
  return { given, cells };
}
