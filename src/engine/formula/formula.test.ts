import { describe, expect, it } from "vitest";
import { CASE_STUDY_TYPES, generate, kindOf } from "../index";
import { dcfModel } from "../kinds/dcf/formulas";
import { DCF_ROWS } from "../kinds/dcf/layout";
import type { DcfStatement } from "../kinds/dcf/statement";
import { keyOf, type Row } from "../rows";
import { dependencies, evaluate } from "./evaluate";
import { excelFormula } from "./excel";
import { calculate, compileModel, followThroughValue, valueAt } from "./model";

const dcf: DcfStatement = {
  engineVersion: 1,
  baseRevenue: 200,
  annualGrowth: 10,
  ebitdaMargin: 30,
  depreciation: 10,
  interestExpense: 5,
  taxRate: 30,
  capexAbsolute: 15,
  nwcAbsolute: 5,
  terminalGrowth: 2,
  projectionYears: 3,
  costOfDebt: 5,
  debtRatioPct: 40,
  evEbitdaMultiple: 8,
  riskFreeRate: 2,
  beta: 1.2,
  marketReturn: 8,
  netDebt: 100,
};

describe("the formula language", () => {
  it("gives the same value by walking the tree as by the generated code, for every cell of 300 seeds a kind", () => {
    for (const type of CASE_STUDY_TYPES) {
      for (let seed = 0; seed < 300; seed++) {
        const statement = generate(type, seed);
        const kind = kindOf(type);
        if (!kind.model) break;
        const model = compileModel(kind.model(statement));
        const exact = calculate(model, statement, "exact");
        for (const entry of model.cells) {
          const expr = entry.formula?.expr;
          if (expr)
            expect(evaluate(expr, exact.env), `${type} ${seed} ${entry.key}`).toBe(exact.values[entry.index]);
        }
      }
    }
  });

  it("writes a formula for Excel from a cell → address map", () => {
    const model = dcfModel(dcf);
    const formulaOf = (row: Row, year: number | null) =>
      model.cells.find((cell) => cell.row === row && cell.year === year)?.expr;
    const addresses = {
      input: (ref: { field: string }) => `Inputs!${ref.field}`,
      cell: (row: Row, year: number | null) => `[${keyOf(row, year)}]`,
    };
    const wacc = formulaOf(DCF_ROWS.wacc, null);
    const factor = formulaOf(DCF_ROWS.discountFactor, 2026);
    if (!wacc || !factor) throw new Error("missing formula");
    // WACC = ((100 − d) × round(CoE, 1) + d × kd × (100 − t) / 100) / 100, in percent.
    expect(excelFormula(wacc, addresses, dcf)).toBe(
      "((100-Inputs!debtRatioPct)*ROUND([Cost of Equity],1)+Inputs!debtRatioPct*Inputs!costOfDebt*(100-Inputs!taxRate)/100)/100",
    );
    // DF 2026 = 1 / (1 + round(WACC, 1) / 100)^2.
    expect(excelFormula(factor, addresses, dcf)).toBe("1/(1+ROUND([WACC],1)/100)^2");
    expect(dependencies(factor).map((read) => keyOf(read.row, read.year))).toEqual(["WACC"]);
  });

  it("re-evaluates a cell on the student's own figures for the cells it reads (follow-through)", () => {
    const model = compileModel(dcfModel(dcf));
    const exact = calculate(model, dcf, "exact");
    const entry = model.cells.find((cell) => cell.key === "Discount Factor 2026");
    if (!entry) throw new Error("missing cell");
    const figures: number[] = [];
    const waccIndex = model.cells.find((cell) => cell.key === "WACC")?.index ?? -1;
    figures[waccIndex] = 8.9;
    // WACC typed as 8.9 (the right one is 6.9): 1 / 1.089^2 = 0.84322.
    expect(followThroughValue(exact, entry, figures)).toBeCloseTo(1 / 1.089 ** 2, 12);
    expect(valueAt(exact, DCF_ROWS.discountFactor, 2026)).toBeCloseTo(1 / 1.069 ** 2, 12);
    // No figure for WACC: no follow-through value.
    expect(followThroughValue(exact, entry, [])).toBeNull();
  });
});
