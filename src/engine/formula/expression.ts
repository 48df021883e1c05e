// The formula language (docs/decisions/0002-formulas-as-data.md): each answer cell's formula is a small
// expression tree over statement inputs and other cells. The engine evaluates it (exact, carried and
// follow-through values), prints it twice for the explanation (names, then numbers), lists the cells it
// reads and writes it as an Excel formula; nothing else states the formula.
import type { Row } from "../rows";
import { type Comparison, type Operator, takes } from "./operations";

/** How a number is printed in the numbers half of an explanation (see print.ts). */
export type Show =
  | "number" // up to 2 decimals: 472.5
  | "operand" // the same, a negative in parentheses: (−5)
  | "decimal1" // up to 1 decimal
  | "decimal4" // up to 4 decimals: 0.9355
  | "percent" // 35 %
  | "rate" // a percent as the decimal it multiplies by: 35 → 0.35
  | "result2"; // exactly 2 decimals: 1.20

/**
 * Text with values in it: "Interest 2026 = 8 % × debt at the start of 2026 (600)". A `select` part picks
 * the text for the value of its expression ("Accretive" → "is above"), else `otherwise`.
 */
export type Text = readonly TextPart[];
export type TextPart =
  | string
  | { readonly expr: Expr; readonly show: Show }
  | { readonly select: Expr; readonly cases: Readonly<Record<string, Text>>; readonly otherwise: Text };

/**
 * The statement fields a formula may read: any name until a kind states its statement type (statementFields),
 * then its fields alone, so a misspelt field is a type error.
 */
export type FieldOf<S> = unknown extends S ? string : Exclude<keyof S, "engineVersion"> & string;

/**
 * A statement field; one entry of a per-year field (`index`); a number inside an object field
 * (`convertible.faceValue`: `member`), or inside one object of a list of objects (`problems[2].a`: both).
 */
export interface InputRef<S = unknown> {
  readonly field: FieldOf<S>;
  readonly index?: number;
  readonly member?: string;
}

/** Single values and parts written by name; everything else is an operation of operations.ts. */
export type Term =
  | { readonly op: "number"; readonly value: number }
  /** A fixed choice: the value of a conditional's branch ("Accretive"). */
  | { readonly op: "text"; readonly value: string }
  /** A statement input; without a label it reads as its value in both halves ("+ 10"). */
  | { readonly op: "input"; readonly input: InputRef; readonly label?: Text; readonly show: Show }
  /** Another cell (an answer or a given row); its label defaults to its key ("Sales 2025"). */
  | {
      readonly op: "cell";
      readonly row: Row;
      readonly year: number | null;
      readonly label?: Text;
      readonly show: Show;
    }
  /** A part of a formula shown by its name, and by its value in the numbers half: "(1 − tax rate)" → 0.7. */
  | { readonly op: "named"; readonly label: Text; readonly of: Expr; readonly show: Show }
  /** The case named by a statement choice (`growthType`: "constant_absolute" → its formula). */
  | { readonly op: "select"; readonly field: string; readonly cases: Readonly<Record<string, Expr>> };

/** An operation of operations.ts applied to its operands. */
export interface Applied<O extends Operator = Operator> {
  readonly op: O;
  readonly operands: readonly Expr[];
}

export type Expr = Term | Applied;

/** A comparison, what a conditional tests. */
export type Condition = Applied<Comparison>;

/** One answer cell's formula, and a note that adds what the formula leaves implicit. */
export interface CellFormula {
  readonly row: Row;
  readonly year: number | null;
  readonly expr: Expr;
  /** For a choice: why ("EPS Pro Forma 1.20 is above EPS Before 1.10"); else an optional note. */
  readonly note?: Text;
  /**
   * A working line (a modelling test's D&A): calculated and carried like an answer, never graded; a cell
   * that reads it follows through on the student's figures it is built from.
   */
  readonly working?: true;
}

/** A given input shown in the grid (D&A per year): its cell and the statement input it shows. */
export interface GivenCell {
  readonly row: Row;
  readonly year: number;
  readonly expr: Expr;
}

/** Every formula of one statement's shape: given cells, then answer cells in calculation order. */
export interface Model {
  readonly given: readonly GivenCell[];
  readonly cells: readonly CellFormula[];
  /**
   * A whole model (docs/modelling-tests.md#follow-through): a cell the student left empty counts at its exact
   * value when a later cell follows through, and a follows cell may differ by the effect of half a unit on
   * each figure it is built from, as a workbook keeps more decimals than it shows.
   */
  readonly wholeModel?: true;
}

/**
 * A kind's models, built once per statement shape and kept: `shapeOf(s)` names the shape (what decides
 * which formulas a statement has), `build(s)` states every formula for statements of that shape.
 */
export function modelPerShape<S>(
  shapeOf: (s: S) => string | number,
  build: (s: S) => Model,
): (s: S) => Model {
  const models = new Map<string | number, Model>();
  return (s) => {
    const shape = shapeOf(s);
    let model = models.get(shape);
    if (!model) {
      model = build(s);
      models.set(shape, model);
    }
    return model;
  };
}

/** A kind's models per projection length: `build(years)` states every formula for statements of that shape. */
export function modelPerProjectionLength(
  build: (years: number) => Model,
): (s: { projectionYears: number }) => Model {
  return modelPerShape(
    (s) => s.projectionYears,
    (s) => build(s.projectionYears),
  );
}

/** The model of a kind whose statements all have one shape: its single answer cells, stated once. */
export function oneModel(cells: readonly CellFormula[]): () => Model {
  const model: Model = { given: [], cells };
  return () => model;
}

// Builders: kinds state their formulas with these.

/** A working line's formula (CellFormula.working). */
export function working(row: Row, year: number | null, expr: Expr): CellFormula {
  return { row, year, expr, working: true };
}

/** The formula of a single answer cell (one that has no year). */
export function single(row: Row, expr: Expr, note?: Text): CellFormula {
  return { row, year: null, expr, note };
}

export const num = (value: number): Expr => ({ op: "number", value });

/** A statement input: a field's name (and an entry of a per-year field), or a full reference. */
export function input<S = unknown>(
  field: FieldOf<S> | InputRef<S>,
  show: Show = "number",
  label?: Text | string,
  index?: number,
): Expr {
  // S names the fields for the compiler alone: the tree holds a reference to any statement.
  const ref = (
    typeof field !== "string" ? field : index === undefined ? { field } : { field, index }
  ) as InputRef;
  return label === undefined
    ? { op: "input", input: ref, show }
    : { op: "input", input: ref, show, label: typeof label === "string" ? [label] : label };
}

export function cell(row: Row, year: number | null, show: Show = "number", label?: string): Expr {
  return label === undefined
    ? { op: "cell", row, year, show }
    : { op: "cell", row, year, show, label: [label] };
}

/** `op` over `operands`, refused when the table (operations.ts) gives it another number of operands. */
function operation<O extends Operator>(op: O, ...operands: Expr[]): Applied<O> {
  if (!takes(op, operands.length)) throw new TypeError(`${op} does not take ${operands.length} operands`);
  return { op, operands };
}

export const add = (left: Expr, right: Expr): Expr => operation("add", left, right);
export const subtract = (left: Expr, right: Expr): Expr => operation("subtract", left, right);
export const multiply = (left: Expr, right: Expr): Expr => operation("multiply", left, right);
export const divide = (left: Expr, right: Expr): Expr => operation("divide", left, right);
export const power = (left: Expr, right: Expr): Expr => operation("power", left, right);
/** ÷ 100, unwritten in the explanation: percent inputs read as "× 35 %" (Excel writes the /100). */
export const percentOf = (of: Expr): Expr => operation("percentOf", of);
/** Half away from zero to `decimals`, as the value is displayed (rates used at one decimal, docs/case-studies.md#dcf). */
export const round = (of: Expr, decimals: number): Expr => operation("round", of, num(decimals));
export const roundUp = (of: Expr): Expr => operation("roundUp", of);
export const min = (...values: Expr[]): Expr => operation("min", ...values);
export const max = (...values: Expr[]): Expr => operation("max", ...values);
/** a + b + … from 0, as "Σ <label>" wherever it is named. */
export const sum = (terms: readonly Expr[]): Expr => operation("sum", ...terms);
export const greaterThan = (left: Expr, right: Expr): Condition => operation("greater", left, right);
export const lessThan = (left: Expr, right: Expr): Condition => operation("less", left, right);
export const atLeast = (left: Expr, right: Expr): Condition => operation("atLeast", left, right);
export const atMost = (left: Expr, right: Expr): Condition => operation("atMost", left, right);
export const equalTo = (left: Expr, right: Expr): Condition => operation("equal", left, right);
/** `then` when `condition` holds, else `otherwise`: if(condition, then, otherwise). */
export const ifElse = (condition: Condition, then: Expr, otherwise: Expr): Expr =>
  operation("if", condition, then, otherwise);
/** The value of `values` at `rate` (a decimal), the first value one period away: Excel's NPV. */
export const npv = (rate: Expr, values: readonly Expr[]): Expr => operation("npv", rate, ...values);
/** The rate (a decimal) at which `flows`, the first one now, are worth 0: Excel's IRR. */
export const irr = (flows: readonly Expr[]): Expr => operation("irr", ...flows);
export const named = (label: Text | string, of: Expr, show: Show = "number"): Expr => ({
  op: "named",
  label: typeof label === "string" ? [label] : label,
  of,
  show,
});
/** (1 − tax rate) as a percent, from a tax rate in percent: what is kept of a taxed amount. */
export const afterTaxShare = (taxRate: Expr): Expr =>
  named("(1 − tax rate)", subtract(num(100), taxRate), "rate");
/** A fixed choice, as a conditional's value. */
export const choice = (value: string): Expr => ({ op: "text", value });
/** `then` when left > right, else `otherwise` (Deal Type). */
export const choose = (left: Expr, right: Expr, then: string, otherwise: string): Expr =>
  ifElse(greaterThan(left, right), choice(then), choice(otherwise));

export const select = <S = unknown>(field: FieldOf<S>, cases: Readonly<Record<string, Expr>>): Expr => ({
  op: "select",
  field,
  cases,
});

/** `input` and `select` over the fields of statements `S`: a misspelt field is a type error. */
export function statementFields<S>() {
  return { input: input<S>, select: select<S> };
}

/** A value inside a Text. */
export const shown = (expr: Expr, show: Show = "number"): TextPart => ({ expr, show });

/** A part of a Text chosen by the value of `select`. */
export const textFor = (select: Expr, cases: Readonly<Record<string, Text>>, otherwise: Text): TextPart => ({
  select,
  cases,
  otherwise,
});
