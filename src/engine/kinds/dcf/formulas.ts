import { fieldRefs } from "../../define-kind";
import {
  add,
  type CellFormula,
  cell,
  divide,
  type Expr,
  type GivenCell,
  type Model,
  modelPerProjectionLength,
  multiply,
  named,
  num,
  percentOf,
  power,
  round,
  subtract,
  sum,
} from "../../formula/expression";
import { PRECISION_BY_KIND } from "../../types";
import { BASE_YEAR, projectionYearList } from "../../years";
import { type DcfStatement, dcfFields, DCF_GIVEN as G, DCF_ROWS as R } from "./fields";

const { input } = fieldRefs(dcfFields);

const RATE_DECIMALS = PRECISION_BY_KIND.rate;
/** The DCF's formulas for `s`'s shape (its number of projection years); see dcfFormulas. */
export const dcfModel: (s: DcfStatement) => Model = modelPerProjectionLength(dcfFormulas);

const taxRate = input("taxRate", "percent");
const afterTax = (label: string | readonly (string | { expr: Expr; show: "percent" })[]) =>
  named(label, subtract(num(100), input("taxRate")), "rate");

/**
 * The DCF's formulas (docs/case-studies.md#dcf), stated once:
 * Sales_t = Sales_t−1 + annualGrowth; EBITDA = Sales × margin; EBIT = EBITDA − D; PBT = EBIT − interest;
 * NI = PBT × (1 − tax); FCF = NI + D − CAPEX − ΔNWC; CoE = rf + β × (rm − rf) and
 * WACC = (1 − d) × CoE + d × kd × (1 − tax), each used at one decimal; DF_n = 1 / (1 + WACC)^n;
 * TV = FCF_N × (1 + g) / (WACC − g) and EBITDA_N × multiple; EV = Σ FCF × DF + average TV × DF_N.
 */
export function dcfFormulas(projectionYears: number): Model {
  const years = projectionYearList(projectionYears);
  const given: GivenCell[] = [];
  const cells: CellFormula[] = [];
  const answer = (formula: CellFormula) => cells.push(formula);
  for (const year of years) {
    given.push(
      { row: G.depreciation, year, expr: input("depreciation") },
      { row: G.interestExpense, year, expr: input("interestExpense") },
      { row: G.capex, year, expr: input("capexAbsolute") },
      { row: G.nwcChange, year, expr: input("nwcAbsolute") },
    );
    const previousSales =
      year === BASE_YEAR + 1 ? input("baseRevenue", "number", `Sales ${BASE_YEAR}`) : cell(R.sales, year - 1);
    answer({ row: R.sales, year, expr: add(previousSales, input("annualGrowth")) });
    answer({
      row: R.ebitda,
      year,
      expr: percentOf(multiply(cell(R.sales, year), input("ebitdaMargin", "percent", "EBITDA margin"))),
    });
    answer({
      row: R.ebit,
      year,
      expr: subtract(cell(R.ebitda, year), cell(G.depreciation, year, "operand", "Depreciation")),
    });
    answer({
      row: R.profitBeforeTax,
      year,
      expr: subtract(cell(R.ebit, year), cell(G.interestExpense, year, "operand", "Interest Expense")),
    });
    answer({
      row: R.netIncome,
      year,
      expr: percentOf(
        multiply(
          cell(R.profitBeforeTax, year, "operand"),
          afterTax(["(1 − ", { expr: taxRate, show: "percent" }, ")"]),
        ),
      ),
    });
    answer({
      row: R.freeCashFlow,
      year,
      expr: subtract(
        subtract(
          add(cell(R.netIncome, year), cell(G.depreciation, year, "operand", "Depreciation")),
          cell(G.capex, year, "operand", "CAPEX"),
        ),
        cell(G.nwcChange, year, "operand", "Change in NWC"),
      ),
    });
  }

  const riskFree = input("riskFreeRate", "number", "risk-free rate");
  answer({
    row: R.costOfEquity,
    year: null,
    expr: add(
      riskFree,
      multiply(
        input("beta", "number", "beta"),
        subtract(input("marketReturn", "number", "market return"), riskFree),
      ),
    ),
  });
  // docs/case-studies.md#dcf: Cost of Equity and WACC go downstream at their displayed one-decimal value.
  const costOfEquity = named("Cost of Equity", round(cell(R.costOfEquity, null), RATE_DECIMALS), "decimal1");
  answer({
    row: R.wacc,
    year: null,
    expr: percentOf(
      add(
        multiply(named("(1 − debt ratio)", subtract(num(100), input("debtRatioPct")), "rate"), costOfEquity),
        percentOf(
          multiply(
            multiply(
              named("debt ratio", input("debtRatioPct"), "rate"),
              input("costOfDebt", "number", "cost of debt"),
            ),
            afterTax("(1 − tax rate)"),
          ),
        ),
      ),
    ),
  });
  const wacc = round(cell(R.wacc, null), RATE_DECIMALS);
  const lastYear = years[years.length - 1] ?? BASE_YEAR;
  const growth = input("terminalGrowth", "rate", "g");
  answer({
    row: R.perpetuityValue,
    year: null,
    expr: divide(
      multiply(
        cell(R.freeCashFlow, lastYear),
        named("(1 + g)", add(num(100), input("terminalGrowth")), "rate"),
      ),
      subtract(named("WACC", wacc, "rate"), growth),
    ),
  });
  answer({
    row: R.multipleValue,
    year: null,
    expr: multiply(cell(R.ebitda, lastYear), input("evEbitdaMultiple", "number", "EV/EBITDA multiple")),
  });
  answer({
    row: R.averageTerminalValue,
    year: null,
    expr: divide(add(cell(R.perpetuityValue, null, "operand"), cell(R.multipleValue, null)), num(2)),
  });
  years.forEach((year, index) => {
    const period = index + 1;
    answer({
      row: R.discountFactor,
      year,
      expr: divide(
        num(1),
        power(named("(1 + WACC)", add(num(1), divide(wacc, num(100))), "decimal4"), num(period)),
      ),
    });
    answer({
      row: R.discountedFreeCashFlow,
      year,
      expr: multiply(cell(R.freeCashFlow, year), cell(R.discountFactor, year, "decimal4")),
    });
  });
  // docs/case-studies.md#dcf: the average terminal value is discounted with the final year's factor.
  answer({
    row: R.enterpriseValue,
    year: null,
    expr: add(
      named("Σ Discounted FCF", sum(years.map((year) => cell(R.discountedFreeCashFlow, year))), "operand"),
      multiply(cell(R.averageTerminalValue, null, "operand"), cell(R.discountFactor, lastYear, "decimal4")),
    ),
  });
  answer({
    row: R.equityValue,
    year: null,
    expr: subtract(cell(R.enterpriseValue, null, "operand"), input("netDebt", "number", "net debt")),
  });
  return { given, cells };
}
