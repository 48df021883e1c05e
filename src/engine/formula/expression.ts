// The formula language (docs/decisions/0002-formulas-as-data.md): each answer cell's formula is a small
// expression tree over statement inputs and other cells. The engine evaluates it (exact, carried and
// follow-through values), prints it twice for the explanation (names, then numbers), lists the cells it
// reads and writes it as an Excel formula; nothing else states the formula.
import type { Row } from "../rows";

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
 * A statement field; one entry of a per-year field (`index`); a number inside an object field
 * (`convertible.faceValue`: `member`), or inside one object of a list of objects (`problems[2].a`: both).
 */
export interface InputRef {
  readonly field: string;
  readonly index?: number;
  readonly member?: string;
}

export type Expr =
  | { readonly op: "number"; readonly value: number }
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
  | {
      readonly op: "add" | "subtract" | "multiply" | "divide" | "power";
      readonly left: Expr;
      readonly right: Expr;
    }
  /** ÷ 100, unwritten in the explanation: percent inputs read as "× 35 %" (Excel writes the /100). */
  | { readonly op: "percentOf"; readonly of: Expr }
  /** Half away from zero to `decimals`, as the value is displayed (rates used at one decimal, docs/case-studies.md#dcf). */
  | { readonly op: "round"; readonly of: Expr; readonly decimals: number }
  | { readonly op: "roundUp"; readonly of: Expr }
  | { readonly op: "max"; readonly left: Expr; readonly right: Expr }
  /** a + b + … from 0, as "Σ <label>" wherever it is named. */
  | { readonly op: "sum"; readonly terms: readonly Expr[] }
  /** A part of a formula shown by its name, and by its value in the numbers half: "(1 − tax rate)" → 0.7. */
  | { readonly op: "named"; readonly label: Text; readonly of: Expr; readonly show: Show }
  /** The case named by a statement choice (`growthType`: "constant_absolute" → its formula). */
  | { readonly op: "select"; readonly field: string; readonly cases: Readonly<Record<string, Expr>> }
  /** `then` when left > right, else `otherwise` (Deal Type). */
  | {
      readonly op: "choose";
      readonly left: Expr;
      readonly right: Expr;
      readonly then: string;
      readonly otherwise: string;
    };

/** One answer cell's formula, and a note that adds what the formula leaves implicit. */
export interface CellFormula {
  readonly row: Row;
  readonly year: number | null;
  readonly expr: Expr;
  /** For a choice: why ("EPS Pro Forma 1.20 is above EPS Before 1.10"); else an optional note. */
  readonly note?: Text;
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

/** The formula of a single answer cell (one that has no year). */
export function single(row: Row, expr: Expr, note?: Text): CellFormula {
  return { row, year: null, expr, note };
}

export const num = (value: number): Expr => ({ op: "number", value });

/** A statement input: a field's name (and an entry of a per-year field), or a full reference. */
export function input(
  field: string | InputRef,
  show: Show = "number",
  label?: Text | string,
  index?: number,
): Expr {
  const ref: InputRef =
    typeof field !== "string" ? field : index === undefined ? { field } : { field, index };
  return label === undefined
    ? { op: "input", input: ref, show }
    : { op: "input", input: ref, show, label: typeof label === "string" ? [label] : label };
}

export function cell(row: Row, year: number | null, show: Show = "number", label?: string): Expr {
  return label === undefined
    ? { op: "cell", row, year, show }
    : { op: "cell", row, year, show, label: [label] };
}

export const add = (left: Expr, right: Expr): Expr => ({ op: "add", left, right });
export const subtract = (left: Expr, right: Expr): Expr => ({ op: "subtract", left, right });
export const multiply = (left: Expr, right: Expr): Expr => ({ op: "multiply", left, right });
export const divide = (left: Expr, right: Expr): Expr => ({ op: "divide", left, right });
export const power = (left: Expr, right: Expr): Expr => ({ op: "power", left, right });
export const percentOf = (of: Expr): Expr => ({ op: "percentOf", of });
export const round = (of: Expr, decimals: number): Expr => ({ op: "round", of, decimals });
export const roundUp = (of: Expr): Expr => ({ op: "roundUp", of });
export const max = (left: Expr, right: Expr): Expr => ({ op: "max", left, right });
export const sum = (terms: readonly Expr[]): Expr => ({ op: "sum", terms });
export const named = (label: Text | string, of: Expr, show: Show = "number"): Expr => ({
  op: "named",
  label: typeof label === "string" ? [label] : label,
  of,
  show,
});
export const choose = (left: Expr, right: Expr, then: string, otherwise: string): Expr => ({
  op: "choose",
  left,
  right,
  then,
  otherwise,
});

export const select = (field: string, cases: Readonly<Record<string, Expr>>): Expr => ({
  op: "select",
  field,
  cases,
});

/** A value inside a Text. */
export const shown = (expr: Expr, show: Show = "number"): TextPart => ({ expr, show });

/** A part of a Text chosen by the value of `select`. */
export const textFor = (select: Expr, cases: Readonly<Record<string, Text>>, otherwise: Text): TextPart => ({
  select,
  cases,
  otherwise,
});
