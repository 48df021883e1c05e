import { HyperFormula } from "hyperformula";
import { describe, expect, it } from "vitest";
import { defineRow, keyOf, type Row } from "../rows";
import { excelFormula } from "./excel";
import {
  atLeast,
  atMost,
  type Condition,
  cell,
  type Expr,
  equalTo,
  greaterThan,
  ifElse,
  input,
  irr,
  lessThan,
  type Model,
  max,
  min,
  multiply,
  npv,
  num,
  percentOf,
  statementFields,
  subtract,
} from "./expression";
import { calculate, compileModel, explainCell } from "./model";
import { internalRateOfReturn } from "./operations";

/** The value of `expr` over the statement `s`, read alone. */
function valueAlone(expr: Expr, s: object = {}): unknown {
  const row = defineRow("Value", "amount", undefined, 4);
  const exact = calculate(compileModel({ given: [], cells: [{ row, year: null, expr }] }), s, "exact");
  return exact.values[0];
}

/** Each cell's explanation, for cells of `rows` with these formulas, over `s`. */
function explained(cells: readonly { row: Row; expr: Expr }[], s: object): string[] {
  const model = compileModel({ given: [], cells: cells.map(({ row, expr }) => ({ row, year: null, expr })) });
  const exact = calculate(model, s, "exact");
  return model.cells.map((entry) => explainCell(exact, entry));
}

const x = input("x", "number", "x");
const y = input("y", "number", "y");
const flows = (...values: number[]) => values.map(num);
const inputsAt = { input: (ref: { field: string }) => `Inputs!${ref.field}`, cell: () => "" };

describe("min and max", () => {
  it("take the least and the greatest of two or more values, written MIN and MAX", () => {
    expect(valueAlone(min(num(7), num(3), num(5)))).toBe(3);
    expect(valueAlone(max(num(7), num(3), num(5)))).toBe(7);
    expect(valueAlone(max(num(-2), num(-9)))).toBe(-2);
    const row = defineRow("Floor", "amount");
    // max(0, 4 − 10) = 0; min(4, 10) = 4.
    expect(explained([{ row, expr: max(num(0), subtract(y, x)) }], { x: 10, y: 4 })).toEqual([
      "Floor = max(0, y − x) = max(0, 4 − 10) = 0",
    ]);
    expect(excelFormula(min(x, y, num(3)), inputsAt, {})).toBe("MIN(Inputs!x,Inputs!y,3)");
    expect(excelFormula(max(num(0), subtract(y, x)), inputsAt, {})).toBe("MAX(0,Inputs!y-Inputs!x)");
  });

  it("refuse a single operand", () => {
    expect(() => min(num(1))).toThrow(TypeError);
  });
});

describe("the conditional", () => {
  it("takes its second operand when the comparison holds, else its third", () => {
    const paid = ifElse(greaterThan(x, y), subtract(x, y), num(0));
    expect(valueAlone(paid, { x: 10, y: 4 })).toBe(6);
    expect(valueAlone(paid, { x: 4, y: 10 })).toBe(0);
    // Equal is not greater: 0.
    expect(valueAlone(paid, { x: 4, y: 4 })).toBe(0);
  });

  it("compares with >, <, ≥, ≤ and =", () => {
    const holds = (condition: Condition) => valueAlone(ifElse(condition, num(1), num(2)));
    expect([4, 5].map((left) => holds(lessThan(num(left), num(5))))).toEqual([1, 2]);
    expect([5, 4].map((left) => holds(atLeast(num(left), num(5))))).toEqual([1, 2]);
    expect([5, 6].map((left) => holds(atMost(num(left), num(5))))).toEqual([1, 2]);
    expect([5, 6].map((left) => holds(equalTo(num(left), num(5))))).toEqual([1, 2]);
    expect([6, 5].map((left) => holds(greaterThan(num(left), num(5))))).toEqual([1, 2]);
  });

  it("reads only the branch it takes: the other may be one the statement cannot give", () => {
    const entry = input("flows", "number", undefined, 3);
    expect(valueAlone(ifElse(greaterThan(num(1), num(0)), num(9), entry), { flows: [1] })).toBe(9);
  });

  it("is printed and written as if(…) and IF(…), the comparison in its own symbols", () => {
    const row = defineRow("Paid", "amount");
    const paid = ifElse(atLeast(x, multiply(y, num(2))), subtract(x, y), num(0));
    // 10 ≥ 4 × 2, so 10 − 4 = 6.
    expect(explained([{ row, expr: paid }], { x: 10, y: 4 })).toEqual([
      "Paid = if(x ≥ y × 2, x − y, 0) = if(10 ≥ 4 × 2, 10 − 4, 0) = 6",
    ]);
    expect(excelFormula(paid, inputsAt, {})).toBe("IF(Inputs!x>=Inputs!y*2,Inputs!x-Inputs!y,0)");
    expect(excelFormula(ifElse(atMost(x, y), x, y), inputsAt, {})).toBe(
      "IF(Inputs!x<=Inputs!y,Inputs!x,Inputs!y)",
    );
    // A comparison inside arithmetic keeps its parentheses.
    expect(excelFormula(multiply(num(2), equalTo(x, y)), inputsAt, {})).toBe("2*(Inputs!x=Inputs!y)");
  });
});

describe("npv", () => {
  it("discounts the first value one period, as Excel's NPV does", () => {
    // 110 / 1.1 + 121 / 1.1² = 100 + 100 = 200.
    expect(valueAlone(npv(num(0.1), [num(110), num(121)]))).toBeCloseTo(200, 10);
    // 100 / 1.1 + 100 / 1.21 = 90.909… + 82.645… = 173.55.
    expect(valueAlone(npv(num(0.1), [num(100), num(100)]))).toBeCloseTo(173.553719, 6);
    // At 0 % it is the plain sum.
    expect(valueAlone(npv(num(0), [num(-50), num(30), num(40)]))).toBe(20);
  });

  it("is printed as npv(rate, values) and written NPV with neighbouring cells as a range", () => {
    const rows = [
      defineRow("Flow A", "amount"),
      defineRow("Flow B", "amount"),
      defineRow("Flow C", "amount"),
    ];
    const value = defineRow("Value", "amount", undefined, 2);
    const flows = rows.map((row) => cell(row, null));
    const expr = npv(percentOf(input("rate", "percent", "rate")), flows);
    const model: Model = {
      given: [],
      cells: [
        ...rows.map((row, at) => ({ row, year: null, expr: num([110, 121, 0][at] ?? 0) })),
        { row: value, year: null, expr },
      ],
    };
    const compiled = compileModel(model);
    const exact = calculate(compiled, { rate: 10 }, "exact");
    // 110 / 1.1 + 121 / 1.21 + 0 / 1.331 = 200.
    expect(explainCell(exact, compiled.cells[3] ?? fail())).toBe(
      "Value = npv(rate, Flow A, Flow B, Flow C) = npv(10 %, 110, 121, 0) = 200.00",
    );
    const at = (addresses: readonly string[]) => ({
      input: () => "Inputs!C4",
      cell: (row: Row) => addresses[rows.indexOf(row)] ?? "",
    });
    expect(excelFormula(expr, at(["'Model'!C9", "'Model'!D9", "'Model'!E9"]), {})).toBe(
      "NPV(Inputs!C4/100,'Model'!C9:E9)",
    );
    expect(excelFormula(expr, at(["C9", "C10", "C11"]), {})).toBe("NPV(Inputs!C4/100,C9:C11)");
    expect(excelFormula(expr, at(["C9", "E9", "F9"]), {})).toBe("NPV(Inputs!C4/100,C9,E9:F9)");
    // A run keeps one direction and one sheet.
    expect(excelFormula(expr, at(["C9", "D9", "D10"]), {})).toBe("NPV(Inputs!C4/100,C9:D9,D10)");
    expect(excelFormula(expr, at(["'A'!C9", "'B'!D9", "E9"]), {})).toBe(
      "NPV(Inputs!C4/100,'A'!C9,'B'!D9,E9)",
    );
  });
});

describe("irr", () => {
  it("finds the rate at which the flows, the first one now, are worth nothing", () => {
    // −100 now, 250 in five years: (250 / 100)^(1/5) − 1 = 1.2011 − 1 = 20.11 %.
    const rate = valueAlone(irr(flows(-100, 0, 0, 0, 0, 250))) as number;
    expect(rate).toBeCloseTo(2.5 ** (1 / 5) - 1, 10);
    expect((rate * 100).toFixed(2)).toBe("20.11");
    // −100 + 110 / (1 + r) = 0: r = 10 %.
    expect(valueAlone(irr(flows(-100, 110)))).toBeCloseTo(0.1, 12);
    // −100 + 60 v + 60 v² = 0 with v = 1 / (1 + r): v = (−1 + √(1 + 20/3)) / 2 = 0.88443, r = 13.07 %.
    expect(valueAlone(irr(flows(-100, 60, 60)))).toBeCloseTo(2 / (Math.sqrt(1 + 20 / 3) - 1) - 1, 10);
  });

  it("gives the rate nearest Excel's guess of 10 % when the flows have two", () => {
    // −100 + 230 v − 132 v² = 0: v = 10/11 or 5/6, so r = 10 % or 20 %.
    expect(valueAlone(irr(flows(-100, 230, -132)))).toBeCloseTo(0.1, 10);
  });

  it("gives NaN, as Excel's #NUM!, when no rate makes the flows worth nothing", () => {
    // No sign change.
    expect(valueAlone(irr(flows(100, 50)))).toBeNaN();
    expect(valueAlone(irr(flows(-100, -50)))).toBeNaN();
    // −100 + 250 v − 170 v² has no real root (250² < 4 × 100 × 170): the steps never settle.
    expect(internalRateOfReturn([-100, 250, -170])).toBeNaN();
  });

  it("is printed as irr(flows) and written IRR over one range, or over an array of numbers", () => {
    const row = defineRow("IRR", "rate", undefined, 2);
    const expr = multiply(irr(flows(-100, 0, 0, 0, 0, 250)), num(100));
    expect(explained([{ row, expr }], {})).toEqual([
      "IRR = irr(−100, 0, 0, 0, 0, 250) × 100 = irr(−100, 0, 0, 0, 0, 250) × 100 = 20.11",
    ]);
    expect(excelFormula(expr, inputsAt, {})).toBe("IRR({-100,0,0,0,0,250})*100");
    const rows = [defineRow("Equity in", "amount"), defineRow("Equity out", "amount")];
    const cells = irr(rows.map((entry) => cell(entry, null)));
    const at = (addresses: readonly string[]) => ({
      input: () => "",
      cell: (entry: Row) => addresses[rows.indexOf(entry)] ?? "",
    });
    expect(excelFormula(cells, at(["'Model'!C9", "'Model'!D9"]), {})).toBe("IRR('Model'!C9:D9)");
    // Excel's IRR takes one range: cells apart, or cells and numbers mixed, cannot be written.
    expect(() => excelFormula(cells, at(["C9", "E9"]), {})).toThrow(TypeError);
    expect(() => excelFormula(irr([cell(rows[0] as Row, null), num(5)]), at(["C9"]), {})).toThrow(TypeError);
  });
});

describe("the Excel forms", () => {
  it("give in a spreadsheet engine of its own what the engine gives", () => {
    // Row 1: six flows in A1:F1; row 2: x, y and a rate in percent in A2:C2.
    const flowValues = [-100, 0, 30, 0, 40, 250];
    const statement = { x: 10, y: 4, rate: 8 };
    const flowRows = flowValues.map((_, at) => defineRow(`Flow ${at + 1}`, "amount"));
    const flowCells = flowRows.map((row) => cell(row, null));
    const formulas: Expr[] = [
      min(x, y, num(3)),
      max(num(0), subtract(y, x)),
      ifElse(atLeast(x, multiply(y, num(2))), subtract(x, y), num(0)),
      ifElse(lessThan(x, y), x, y),
      npv(percentOf(input("rate")), flowCells),
      npv(percentOf(input("rate")), flowCells.slice(1)),
      irr(flowCells),
      irr(flows(-100, 60, 60)),
    ];
    const model: Model = {
      given: [],
      cells: [
        ...flowRows.map((row, at) => ({ row, year: null, expr: num(flowValues[at] ?? 0) })),
        ...formulas.map((expr, at) => ({ row: defineRow(`Formula ${at}`, "amount"), year: null, expr })),
      ],
    };
    const ours = calculate(compileModel(model), statement, "exact").values.slice(flowRows.length);
    const places = {
      input: (ref: { field: string }) => ({ x: "A2", y: "B2", rate: "C2" })[ref.field] ?? "",
      cell: (row: Row) => `${"ABCDEF"[flowRows.indexOf(row)]}1`,
    };
    const sheet = [
      flowValues,
      [statement.x, statement.y, statement.rate],
      ...formulas.map((expr) => [`=${excelFormula(expr, places, statement)}`]),
    ];
    const hf = HyperFormula.buildFromArray(sheet, { licenseKey: "gpl-v3" });
    const theirs = formulas.map((_, at) => hf.getCellValue({ sheet: 0, col: 0, row: 2 + at }));
    hf.destroy();
    ours.forEach((value, at) => {
      expect(
        theirs[at],
        `${keyOf(model.cells[flowRows.length + at]?.row as Row, null)}: ${sheet[2 + at]}`,
      ).toBeCloseTo(value as number, 7);
    });
  });
});

describe("statement fields", () => {
  it("are checked by the compiler once a kind names its statement", () => {
    const { input: field, select } = statementFields<{ taxRate: number; growthType: string }>();
    expect(field("taxRate")).toEqual({ op: "input", input: { field: "taxRate" }, show: "number" });
    // @ts-expect-error A misspelt field is a type error.
    expect(field("taxRat")).toBeDefined();
    // @ts-expect-error So is a misspelt choice.
    expect(select("growthTyp", {})).toBeDefined();
    expect(select("growthType", { flat: num(1) })).toEqual({
      op: "select",
      field: "growthType",
      cases: { flat: num(1) },
    });
  });
});

function fail(): never {
  throw new Error("missing cell");
}
