import type { FieldShape, InputLabel } from "../kind";
import { keyOf, type Row } from "../rows";
import type { CellValue } from "../types";
import { selectedCase } from "./evaluate";
import type { Expr, InputRef, Model } from "./expression";
import { calculate, compileModel } from "./model";
import { atom, never, OPERATIONS, textOf, type Written } from "./operations";

/** Where the workbook keeps each input and each cell: "'Inputs'!C4", "'Case'!D7". */
export interface ExcelAddresses {
  input(ref: InputRef): string;
  cell(row: Row, year: number | null): string;
  /**
   * True for an input the workbook keeps as an Excel percentage (0.25 shown 25.0 %), as every Inputs sheet
   * does for a percent: "× 25 %" is then written × the cell, and a read of the percent itself × 100.
   */
  fraction?(ref: InputRef): boolean;
}

// Constants in the formulas are plain decimals (100, 1000000, 2), which String writes as Excel reads them.
const literal = (value: number) => String(value);

/**
 * The formula as Excel writes it, without the leading "=": "ROUND(B4+B5*(B6-B4),1)". A statement choice
 * (`select`) is written as the case `statement` takes: the workbook is the model of one statement.
 */
export function excelFormula(expr: Expr, addresses: ExcelAddresses, statement: unknown): string {
  return textOf(write(expr, addresses, statement)(never));
}

/** Where a solved workbook keeps each statement input and each cell, the cell named by its key. */
export interface ExcelPlaces {
  input(ref: InputRef): string;
  cell(key: string): string;
  /** See ExcelAddresses.fraction. */
  fraction?(ref: InputRef): boolean;
  /** The sheet formats a rate answer as an Excel percentage (a modelling test's IRR): its formula gives the fraction. */
  percentAnswers?: boolean;
}

/** One cell of a solved workbook: its Excel formula (without "=") and the engine's exact value. */
export interface ExcelCell {
  readonly key: string;
  readonly formula: string;
  readonly value: CellValue;
}

/**
 * The cells of `model` at the places `shown` (the given cells and the answers a statement asks for) as Excel
 * formulas over `places`, with their exact values. A shown cell's formula may only read shown cells.
 */
export function excelCells(
  model: Model,
  statement: unknown,
  places: ExcelPlaces,
  shown: ReadonlySet<number>,
): ExcelCell[] {
  const compiled = compileModel(model);
  const exact = calculate(compiled, statement, "exact");
  const addresses: ExcelAddresses = {
    input: places.input,
    cell: (row, year) => {
      if (!shown.has(compiled.indexOf(row, year))) throw new RangeError(`${keyOf(row, year)} is not shown`);
      return places.cell(keyOf(row, year));
    },
    ...(places.fraction ? { fraction: places.fraction } : {}),
  };
  // The compiled model keeps this order (given cells first), so a cell's place is its index.
  return [...model.given, ...model.cells].flatMap(({ row, year, expr }, index) =>
    shown.has(index)
      ? [
          {
            key: keyOf(row, year),
            formula: excelFormula(
              places.percentAnswers && row.kind === "rate" ? asFraction(expr) : expr,
              addresses,
              statement,
            ),
            value: exact.values[index] as CellValue,
          },
        ]
      : [],
  );
}

/** A percent answer as the fraction an Excel percentage holds: X for X × 100, else ÷ 100. */
function asFraction(expr: Expr): Expr {
  if (expr.op === "multiply") {
    const [of, scale] = expr.operands;
    if (of && scale?.op === "number" && scale.value === 100) return of;
  }
  return { op: "divide", operands: [expr, { op: "number", value: 100 }] };
}

/** The input `expr` is, when the workbook keeps it as a fraction. */
function fractionInput(expr: Expr | undefined, addresses: ExcelAddresses): Written | null {
  if (expr?.op !== "input" || !addresses.fraction?.(expr.input)) return null;
  return atom([addresses.input(expr.input)]);
}

/** percentOf over a fraction kept as such: "× 25 %" is × the cell, with no ÷ 100. */
function percentOfFraction(
  of: Expr | undefined,
  addresses: ExcelAddresses,
  statement: unknown,
): Written | null {
  const alone = fractionInput(of, addresses);
  if (alone) return alone;
  if (of?.op !== "multiply") return null;
  const [left, right] = of.operands;
  const multiply = OPERATIONS.multiply;
  const leftFraction = fractionInput(left, addresses);
  if (leftFraction && right)
    return multiply.excel([leftFraction, write(right, addresses, statement)], multiply.precedence, "");
  const rightFraction = fractionInput(right, addresses);
  if (rightFraction && left)
    return multiply.excel([write(left, addresses, statement), rightFraction], multiply.precedence, "");
  return null;
}

function write(expr: Expr, addresses: ExcelAddresses, statement: unknown): Written {
  switch (expr.op) {
    case "number":
      return atom([literal(expr.value)]);
    case "text":
      return atom([`"${expr.value.replaceAll('"', '""')}"`]);
    case "input": {
      const address = atom([addresses.input(expr.input)]);
      if (!addresses.fraction?.(expr.input)) return address;
      // A fraction read where the formula wants the percent: × 100.
      return OPERATIONS.multiply.excel([address, atom([literal(100)])], OPERATIONS.multiply.precedence, "");
    }
    case "cell":
      return atom([addresses.cell(expr.row, expr.year)]);
    case "named":
      return write(expr.of, addresses, statement);
    case "select":
      return write(selectedCase(expr, statement), addresses, statement);
    default: {
      if (expr.op === "percentOf") {
        const written = percentOfFraction(expr.operands[0], addresses, statement);
        if (written) return written;
      }
      const operation = OPERATIONS[expr.op];
      const operands = expr.operands.map((operand) => write(operand, addresses, statement));
      return operation.excel(operands, operation.precedence, "");
    }
  }
}

/** One row of a workbook's Inputs sheet: a statement field's label and unit, then its values across. */
export interface InputSheetRow {
  readonly label: string;
  readonly unit: string;
  /** As the sheet holds them: a percent as its fraction (0.25), a choice in words. */
  readonly values: readonly unknown[];
  /** Which values are Excel percentages, one flag a value. */
  readonly percent: readonly boolean[];
}

/** A statement's inputs as the workbook's Inputs sheet lays them out, and where each input lands. */
export interface InputSheet {
  readonly rows: readonly InputSheetRow[];
  /** The A1 address of an input on the sheet ("D5"), for ExcelAddresses.input. */
  address(ref: InputRef): string;
  /** For ExcelAddresses.fraction: the sheet keeps `ref` as an Excel percentage. */
  fraction(ref: InputRef): boolean;
}

// Row 1 holds the headings Input, Unit, Value; the values start in column C.
const FIRST_ROW = 2;
const FIRST_VALUE_COLUMN = 3;

/**
 * The Inputs sheet of `statement` (docs/workbooks.md#the-inputs-sheet): a row per field of `labels` that
 * `model`'s formulas read for this statement, in the fields' order, its values from column C; a percent as
 * an Excel percentage, a choice in its words. A list of numbers and an object's members (in `shape`'s order)
 * run across one row; a list of objects takes a row per object ("Option tranches 2"), its members across.
 */
export function inputSheet(
  labels: Readonly<Record<string, InputLabel>>,
  shape: Readonly<Record<string, FieldShape>>,
  statement: unknown,
  model: Model,
): InputSheet {
  const read = fieldsRead(model, statement);
  const rows: InputSheetRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const [field, { label, unit, percent, choices }] of Object.entries(labels)) {
    if (!read.has(field)) continue;
    firstRowOf.set(field, FIRST_ROW + rows.length);
    const value = member(statement, field);
    const objects = objectsOf(shape[field]);
    const isPercent = (name: string | undefined) =>
      percent === true || (name !== undefined && (percent?.includes(name) ?? false));
    const shown = (entry: unknown, name?: string) => {
      if (typeof entry === "number") return isPercent(name) ? entry / 100 : entry;
      return typeof entry === "string" && choices?.[entry] ? choices[entry] : entry;
    };
    const row = (rowLabel: string, holder: unknown): InputSheetRow => {
      const names = objects?.members;
      const entries = names ? names.map((name) => member(holder, name)) : [holder].flat();
      return {
        label: rowLabel,
        unit,
        values: entries.map((entry, index) => shown(entry, names?.[index])),
        percent: entries.map((entry, index) => typeof entry === "number" && isPercent(names?.[index])),
      };
    };
    if (objects?.list && Array.isArray(value) && value.length > 0) {
      value.forEach((item, index) => {
        rows.push(row(value.length > 1 ? `${label} ${index + 1}` : label, item));
      });
    } else rows.push(row(label, value));
  }
  return {
    rows,
    address(ref) {
      const first = firstRowOf.get(ref.field);
      if (first === undefined) throw new RangeError(`No input row for ${ref.field}`);
      const index = ref.index ?? 0;
      if (ref.member === undefined) return `${columnName(FIRST_VALUE_COLUMN + index)}${first}`;
      const column = objectsOf(shape[ref.field])?.members.indexOf(ref.member) ?? -1;
      if (column < 0) throw new RangeError(`No input column for ${ref.field}.${ref.member}`);
      return `${columnName(FIRST_VALUE_COLUMN + column)}${first + index}`;
    },
    fraction(ref) {
      const percent = labels[ref.field]?.percent;
      return percent === true || (ref.member !== undefined && (percent?.includes(ref.member) ?? false));
    },
  };
}

/**
 * The statement fields `model`'s formulas read for `statement`: its inputs, and the choices its `select`s
 * make, each `select` resolved as the statement takes it (a bullet LBO reads no yearly repayment).
 */
export function fieldsRead(model: Model, statement: unknown): Set<string> {
  const read = new Set<string>();
  const visit = (expr: Expr): void => {
    switch (expr.op) {
      case "input":
        read.add(expr.input.field);
        return;
      case "named":
        visit(expr.of);
        return;
      case "select":
        read.add(expr.field);
        visit(selectedCase(expr, statement));
        return;
      case "number":
      case "text":
      case "cell":
        return;
      default:
        for (const operand of expr.operands) visit(operand);
    }
  };
  for (const { expr } of [...model.given, ...model.cells]) visit(expr);
  return read;
}

/** The members of an object field, or of each object of a list field, in the order its shape names them. */
function objectsOf(shape: FieldShape | undefined): { list: boolean; members: string[] } | null {
  if (typeof shape !== "object" || Array.isArray(shape)) return null;
  if ("listOf" in shape) return { list: true, members: Object.keys(shape.listOf) };
  if ("object" in shape) return { list: false, members: Object.keys(shape.object) };
  return null;
}

function member(holder: unknown, name: string): unknown {
  return typeof holder === "object" && holder !== null
    ? (holder as Record<string, unknown>)[name]
    : undefined;
}

/** 1 → "A", 27 → "AA". */
export function columnName(column: number): string {
  let name = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
