import { keyOf, type Row } from "../rows";
import type { CellValue } from "../types";
import { selectedCase } from "./evaluate";
import type { Expr, InputRef, Model } from "./expression";
import { calculate, compileModel } from "./model";

/** Where the workbook keeps each input and each cell: "'Inputs'!C4", "'Case'!D7". */
export interface ExcelAddresses {
  input(ref: InputRef): string;
  cell(row: Row, year: number | null): string;
}

const OPERATOR = { add: "+", subtract: "-", multiply: "*", divide: "/", power: "^" } as const;
const LEVEL = { add: 1, subtract: 1, multiply: 2, divide: 2, power: 3 } as const;
const ATOM = 4;

// Constants in the formulas are plain decimals (100, 1000000, 2), which String writes as Excel reads them.
const literal = (value: number) => String(value);

/**
 * The formula as Excel writes it, without the leading "=": "ROUND(B4+B5*(B6-B4),1)". A statement choice
 * (`select`) is written as the case `statement` takes: the workbook is the model of one statement.
 */
export function excelFormula(expr: Expr, addresses: ExcelAddresses, statement: unknown): string {
  return write(expr, addresses, statement).text;
}

/** Where a solved workbook keeps each statement input and each cell, the cell named by its key. */
export interface ExcelPlaces {
  input(ref: InputRef): string;
  cell(key: string): string;
}

/** One cell of a solved workbook: its Excel formula (without "=") and the engine's exact value. */
export interface ExcelCell {
  readonly key: string;
  readonly formula: string;
  readonly value: CellValue;
}

/** Every given and answer cell of `model` as an Excel formula over `places`, with its exact value. */
export function excelCells(model: Model, statement: unknown, places: ExcelPlaces): ExcelCell[] {
  const exact = calculate(compileModel(model), statement, "exact");
  const addresses: ExcelAddresses = {
    input: places.input,
    cell: (row, year) => places.cell(keyOf(row, year)),
  };
  // The compiled model keeps this order (given cells first), so a cell's place is its index.
  return [...model.given, ...model.cells].map(({ row, year, expr }, index) => ({
    key: keyOf(row, year),
    formula: excelFormula(expr, addresses, statement),
    value: exact.values[index] as CellValue,
  }));
}

function write(expr: Expr, addresses: ExcelAddresses, statement: unknown): { text: string; level: number } {
  const atom = (text: string) => ({ text, level: ATOM });
  const call = (name: string, ...args: Expr[]) =>
    atom(`${name}(${args.map((arg) => write(arg, addresses, statement).text).join(",")})`);
  switch (expr.op) {
    case "number":
      return atom(literal(expr.value));
    case "input":
      return atom(addresses.input(expr.input));
    case "cell":
      return atom(addresses.cell(expr.row, expr.year));
    case "named":
      return write(expr.of, addresses, statement);
    case "select":
      return write(selectedCase(expr, statement), addresses, statement);
    case "percentOf":
      return binary("divide", write(expr.of, addresses, statement), atom("100"));
    case "round":
      return atom(`ROUND(${write(expr.of, addresses, statement).text},${expr.decimals})`);
    case "roundUp":
      return atom(`ROUNDUP(${write(expr.of, addresses, statement).text},0)`);
    case "max":
      return call("MAX", expr.left, expr.right);
    case "sum":
      return call("SUM", ...expr.terms);
    case "choose":
      return atom(
        `IF(${write(expr.left, addresses, statement).text}>${write(expr.right, addresses, statement).text},"${expr.then}","${expr.otherwise}")`,
      );
    default:
      return binary(expr.op, write(expr.left, addresses, statement), write(expr.right, addresses, statement));
  }
}

function binary(
  op: keyof typeof OPERATOR,
  left: { text: string; level: number },
  right: { text: string; level: number },
): { text: string; level: number } {
  const level = LEVEL[op];
  const leftText =
    left.level < level || (op === "power" && left.level === level) ? `(${left.text})` : left.text;
  const rightText = right.level <= level ? `(${right.text})` : right.text;
  return { text: `${leftText}${OPERATOR[op]}${rightText}`, level };
}
