import { describe, expect, it } from "vitest";
import { CASE_STUDY_TYPES, generate, type InputLabel, kindOf } from "../index";
import type { DcfStatement } from "../kinds/dcf/fields";
import { DCF_ROWS } from "../kinds/dcf/fields";
import { dcfModel } from "../kinds/dcf/formulas";
import { defineRow, keyOf, type Row } from "../rows";
import { dependencies, evaluate } from "./evaluate";
import { excelFormula, inputSheet } from "./excel";
import {
  add,
  choose,
  divide,
  type Expr,
  type InputRef,
  input,
  type Model,
  multiply,
  num,
  power,
  select,
  shown,
  subtract,
  sum,
  textFor,
} from "./expression";
import { calculate, compileModel, explainCell, followThrough, valueAt } from "./model";

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
  it("prints parentheses only where the order of operations needs them, and the case a statement chooses", () => {
    const rows = {
      a: defineRow("A", "amount"),
      b: defineRow("B", "amount"),
      c: defineRow("C", "amount"),
      d: defineRow("D", "choice", ["Up", "Down"]),
    };
    const x = input("x", "number", "x");
    const y = input("y", "percent", "y");
    const model: Model = {
      given: [],
      cells: [
        // (x − y) − x needs no parentheses; x − (y − x) does; (x + y) × x does.
        { row: rows.a, year: null, expr: subtract(subtract(x, y), multiply(add(x, y), x)) },
        { row: rows.b, year: null, expr: subtract(x, subtract(y, x)) },
        // A chosen case binds as the case does: "x + y" under × takes parentheses, "x" does not.
        {
          row: rows.c,
          year: null,
          expr: multiply(select("how", { sum: add(x, y), one: x }), power(add(num(1), y), num(2))),
          note: [textFor(input("how"), { sum: ["both added"] }, ["x alone"])],
        },
        { row: rows.d, year: null, expr: choose(x, y, "Up", "Down"), note: ["x ", shown(x), " against y"] },
      ],
    };
    const compiled = compileModel(model);
    const explained = (statement: object) => {
      const exact = calculate(compiled, statement, "exact");
      return compiled.cells.map((entry) => explainCell(exact, entry));
    };
    // x = 10, y = 4: A = (10 − 4) − 14 × 10 = −134; B = 10 − (4 − 10) = 16; C = 14 × 5^2 = 350.
    expect(explained({ x: 10, y: 4, how: "sum" })).toEqual([
      "A = x − y − (x + y) × x = 10 − 4 % − (10 + 4 %) × 10 = −134",
      "B = x − (y − x) = 10 − (4 % − 10) = 16",
      "C = (x + y) × (1 + y)^2 = (10 + 4 %) × (1 + 4 %)^2 = 350; both added",
      "D = Up: x 10 against y",
    ]);
    // C = 10 × 5^2 = 250.
    expect(explained({ x: 10, y: 4, how: "one" })[2]).toBe(
      "C = x × (1 + y)^2 = 10 × (1 + 4 %)^2 = 250; x alone",
    );
    expect(() => explained({ x: 10, y: 4, how: "none" })).toThrow(TypeError);
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
    expect(followThrough(exact, figures)(entry)?.value).toBeCloseTo(1 / 1.089 ** 2, 12);
    expect(valueAt(exact, DCF_ROWS.discountFactor, 2026)).toBeCloseTo(1 / 1.069 ** 2, 12);
    // No figure for WACC: no follow-through value.
    expect(followThrough(exact, [])(entry)).toBeNull();
  });
});

describe("inputs inside objects and lists of objects", () => {
  const rows = { first: defineRow("First", "amount"), second: defineRow("Second", "amount", undefined, 2) };
  const faceValue = input({ field: "bond", member: "faceValue" }, "number", "face value");
  const count = (index: number) =>
    input({ field: "tranches", index, member: "count" }, "number", `count ${index + 1}`);
  const model: Model = {
    given: [],
    cells: [
      { row: rows.first, year: null, expr: sum([count(0), count(2)]) },
      {
        row: rows.second,
        year: null,
        expr: divide(faceValue, add(input({ field: "bond", member: "price" }), multiply(count(1), num(2)))),
      },
    ],
  };
  const statement = {
    bond: { faceValue: 300, price: 60 },
    tranches: [{ count: 10 }, { count: 2.5 }, { count: 4 }],
  };

  it("reads them and prints their labels", () => {
    const compiled = compileModel(model);
    const exact = calculate(compiled, statement, "exact");
    // 10 + 4 = 14; 300 / (60 + 2.5 × 2) = 300 / 65 = 4.615…
    expect(exact.values).toEqual([14, 300 / 65]);
    expect(explainCell(exact, compiled.cells[0] ?? fail())).toBe("First = count 1 + count 3 = 10 + 4 = 14");
  });

  it("refuses a missing entry or member, in a grid and read alone, and a member that is no name", () => {
    const short = { ...statement, tranches: [{ count: 10 }] };
    const compiled = compileModel(model);
    expect(() => calculate(compiled, short, "exact")).toThrow(
      new RangeError("tranches[3].count is not a number"),
    );
    expect(() =>
      evaluate(count(2), { statement: short, cells: [], indexBySlot: compiled.indexBySlot }),
    ).toThrow(new RangeError("tranches[3].count is not a number"));
    // Only names reach the generated code.
    const badName: Model = {
      given: [],
      cells: [{ row: rows.first, year: null, expr: input({ field: "bond", member: "face value" }) }],
    };
    expect(() => compileModel(badName)).toThrow(TypeError);
  });

  it("an empty sum reads 0 in both halves of the explanation and in Excel", () => {
    const empty: Model = { given: [], cells: [{ row: rows.first, year: null, expr: sum([]) }] };
    const compiled = compileModel(empty);
    const exact = calculate(compiled, statement, "exact");
    expect(explainCell(exact, compiled.cells[0] ?? fail())).toBe("First = 0 = 0 = 0");
    expect(excelFormula(sum([]), { input: () => "", cell: () => "" }, statement)).toBe("0");
  });
});

describe("the Inputs sheet", () => {
  it("holds, at the address it gives, the value every input of every kind's formulas reads, for 50 seeds; a field it leaves out changes nothing", () => {
    for (const type of CASE_STUDY_TYPES) {
      const kind = kindOf(type);
      for (let seed = 0; seed < 50; seed++) {
        const statement = generate(type, seed);
        const model = kind.model(statement);
        const sheet = inputSheet(kind.inputLabels, kind.statementShape, statement, model);
        const env = { statement, cells: [], indexBySlot: [] };
        const exact = calculate(compileModel(model), statement, "exact").values;
        for (const ref of inputsOf(model)) {
          let address: string;
          try {
            address = sheet.address(ref);
          } catch {
            // Left off the sheet: the statement without the field has the same values.
            const without = { ...(statement as object), [ref.field]: undefined };
            expect(
              calculate(compileModel(model), without, "exact").values,
              `${type} ${seed} ${ref.field}`,
            ).toEqual(exact);
            continue;
          }
          const value = evaluate(input(ref), env);
          const [, column = "", row = ""] = /^([A-Z]+)(\d+)$/.exec(address) ?? [];
          const index = column.charCodeAt(0) - "C".charCodeAt(0);
          const held = sheet.rows[Number(row) - 2]?.values[index];
          const percent = sheet.rows[Number(row) - 2]?.percent[index];
          const what = `${type} ${seed} ${JSON.stringify(ref)}`;
          // A percent is held as the fraction an Excel percentage is (35 as 0.35), a choice in its words.
          if (typeof value === "string")
            expect(held, what).toBe(
              (kind.inputLabels as Record<string, InputLabel>)[ref.field]?.choices?.[value] ?? value,
            );
          else expect(percent ? Number(held) * 100 : held, what).toBeCloseTo(Number(value), 10);
          expect(percent, what).toBe(sheet.fraction(ref));
        }
      }
    }
  });

  it("shows a bullet LBO no yearly repayment, its choices in words, and no choice of any kind as its code", () => {
    const lbo = kindOf("LBO");
    const bullet = Array.from({ length: 200 }, (_, seed) => generate("LBO", seed)).find(
      (s) => s.debtAmortizationType === "bullet" && s.growthType === "constant_absolute",
    );
    if (!bullet) throw new Error("no bullet LBO among 200 seeds");
    const sheet = inputSheet(lbo.inputLabels, lbo.statementShape, bullet, lbo.model(bullet));
    const labels = sheet.rows.map((row) => row.label);
    expect(labels).not.toContain("Debt repaid a year (amortizing)");
    expect(labels).not.toContain("Sales growth, percent a year");
    const valuesOf = (label: string) => sheet.rows.find((row) => row.label === label)?.values;
    expect(valuesOf("Sales growth")).toEqual(["the same amount each year"]);
    expect(valuesOf("Debt repayment")).toEqual(["all at exit (bullet)"]);
    expect(valuesOf("Tax rate")).toEqual([bullet.taxRate / 100]);
    for (const type of CASE_STUDY_TYPES) {
      const kind = kindOf(type);
      for (let seed = 0; seed < 50; seed++) {
        const statement = generate(type, seed);
        const shown = inputSheet(kind.inputLabels, kind.statementShape, statement, kind.model(statement));
        for (const row of shown.rows)
          for (const value of row.values)
            expect(String(value), `${type} ${seed} ${row.label}`).not.toMatch(/^[a-z]+[_-][a-z_-]+$/);
      }
    }
  });

  it("lays a list of objects out one row per object, an object across one row, in the shape's order", () => {
    const sheet = inputSheet(
      {
        price: { label: "Price", unit: "$" },
        tranches: { label: "Tranche", unit: "" },
        bond: { label: "Bond", unit: "" },
      },
      {
        price: "number",
        tranches: { listOf: { count: "number", strike: "number" } },
        bond: { object: { face: "number", at: "number" } },
      },
      {
        price: 40,
        tranches: [
          { strike: 20, count: 10 },
          { count: 4, strike: 50 },
        ],
        bond: { at: 60, face: 300 },
      },
      {
        given: [],
        cells: [
          {
            row: defineRow("Total", "amount"),
            year: null,
            expr: sum(
              [
                { field: "price" },
                { field: "tranches", index: 0, member: "count" },
                { field: "bond", member: "at" },
              ].map((ref) => input(ref)),
            ),
          },
        ],
      },
    );
    expect(sheet.rows).toEqual([
      { label: "Price", unit: "$", values: [40], percent: [false] },
      { label: "Tranche 1", unit: "", values: [10, 20], percent: [false, false] },
      { label: "Tranche 2", unit: "", values: [4, 50], percent: [false, false] },
      { label: "Bond", unit: "", values: [300, 60], percent: [false, false] },
    ]);
    expect(sheet.address({ field: "tranches", index: 1, member: "strike" })).toBe("D4");
    expect(sheet.address({ field: "bond", member: "at" })).toBe("D5");
    expect(sheet.address({ field: "price" })).toBe("C2");
  });
});

/** Every input reference in a model's formulas and notes. */
function inputsOf(model: Model): InputRef[] {
  const found: InputRef[] = [];
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    if ((node as Expr).op === "input") found.push((node as Expr & { op: "input" }).input);
    else for (const child of Object.values(node)) visit(child);
  };
  visit([model.given, model.cells]);
  return found;
}

function fail(): never {
  throw new Error("missing cell");
}
