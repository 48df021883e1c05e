import { type Row, slotOf } from "../rows";
import type { CellValue } from "../types";
import type { Expr, InputRef } from "./expression";
import { GENERATED_CODE_HELPERS, OPERATIONS } from "./operations";

// The one evaluator (docs/decisions/0009-one-formula-evaluator.md): a formula is turned into JavaScript from
// the table of operations, once per statement shape, and run as a function. A whole grid is one function
// (model.ts), an explanation another (print.ts); a value read alone is a function of its expression.

/** What an expression reads: the statement's inputs, and other cells' values by their place in the model. */
export interface Env {
  readonly statement: unknown;
  readonly cells: readonly (CellValue | undefined)[];
  /** A cell's place in `cells` by its slot (rows.ts): the model's, as a cell reference knows only its slot. */
  readonly indexBySlot: readonly (number | undefined)[];
}

/** Where a model keeps a cell's value: a dense index into a calculation's values. */
export type CellIndex = (row: Row, year: number | null) => number;

/** The JavaScript that reads a cell's value. */
export type CellSource = (row: Row, year: number | null) => string;

function field(statement: unknown, name: string): unknown {
  return typeof statement === "object" && statement !== null
    ? (statement as Record<string, unknown>)[name]
    : undefined;
}

/** The case a `select` takes for this statement. */
export function selectedCase(expr: Expr & { op: "select" }, statement: unknown): Expr {
  const choice = String(field(statement, expr.field));
  const chosen = Object.hasOwn(expr.cases, choice) ? expr.cases[choice] : undefined;
  return chosen ?? unknownChoice(expr.field, choice);
}

function unknownChoice(name: string, choice: unknown): never {
  throw new TypeError(`${name} has no formula for "${String(choice)}"`);
}

/** A per-year input's entry; a short list is a broken statement. */
function yearly(values: unknown, index: number, field: string): number {
  const value = entry(values, index);
  if (typeof value !== "number")
    throw new RangeError(`${field} has no value for projection year ${index + 1}`);
  return value;
}

function entry(values: unknown, index: number): unknown {
  return Array.isArray(values) ? values[index] : undefined;
}

/** A number inside an object; a missing one is a broken statement. */
function aNumber(value: unknown, path: string): number {
  if (typeof value !== "number") throw new RangeError(`${path} is not a number`);
  return value;
}

/** "convertible.faceValue", "problems[3].a" (entries counted from 1, as the workbook labels them). */
function pathOf(ref: InputRef): string {
  const at = ref.index === undefined ? "" : `[${ref.index + 1}]`;
  return `${ref.field}${at}${ref.member === undefined ? "" : `.${ref.member}`}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new TypeError(`Not a statement field: ${name}`);
  return name;
}

function propertyOf(field: string): string {
  return `s.${identifier(field)}`;
}

/** A `select` as JavaScript: the source `sourceOf` gives for the case the statement's choice names. */
export function selectSource(expr: Expr & { op: "select" }, sourceOf: (chosen: Expr) => string): string {
  const choice = propertyOf(expr.field);
  const cases = Object.entries(expr.cases).map(
    ([name, chosen]) => `${choice} === ${JSON.stringify(name)} ? ${sourceOf(chosen)} : `,
  );
  return `(${cases.join("")}unknownChoice(${JSON.stringify(expr.field)}, ${choice}))`;
}

/** The JavaScript that reads `ref` in `s` (a field itself may be a choice: the event of a drill). */
function inputSource(ref: InputRef): string {
  const value = propertyOf(ref.field);
  const index = ref.index === undefined ? undefined : Math.trunc(ref.index);
  if (ref.member !== undefined) {
    const holder = index === undefined ? value : `entry(${value}, ${index})`;
    return `aNumber(${holder}?.${identifier(ref.member)}, ${JSON.stringify(pathOf(ref))})`;
  }
  return index === undefined ? value : `yearly(${value}, ${index}, ${JSON.stringify(ref.field)})`;
}

/**
 * `expr` as JavaScript over `s` (the statement) and the cell values `cellSource` reads. Only numbers, field
 * names checked as identifiers and strings written as JSON reach the source.
 */
export function javaScriptOf(expr: Expr, cellSource: CellSource): string {
  const js = (child: Expr) => javaScriptOf(child, cellSource);
  switch (expr.op) {
    case "number":
      return `(${Number(expr.value)})`;
    case "text":
      return JSON.stringify(expr.value);
    case "input":
      return inputSource(expr.input);
    case "cell":
      return cellSource(expr.row, expr.year);
    case "named":
      return js(expr.of);
    case "select":
      return selectSource(expr, js);
    default:
      return OPERATIONS[expr.op].evaluate(expr.operands.map(js));
  }
}

/** Turns generated source (javaScriptOf) into a function of `parameters`; `helpers` adds functions it may call. */
export function functionOf<F>(
  parameters: string,
  body: string,
  helpers: Readonly<Record<string, unknown>> = {},
): (...args: unknown[]) => F {
  const given = { yearly, entry, aNumber, unknownChoice, ...GENERATED_CODE_HELPERS, ...helpers };
  const make = new Function(
    ...Object.keys(given),
    `"use strict"; return function (${parameters}) { ${body} };`,
  );
  return make(...Object.values(given)) as (...args: unknown[]) => F;
}

/** What gives an expression's value in an environment. */
type Evaluator = (env: Env) => CellValue;

const evaluators = new WeakMap<Expr, Evaluator>();

/**
 * `expr` alone as a function, made the first time it is asked for and kept (models are built once per
 * statement shape): it reads cells through the environment's slots, so it serves any model.
 */
function evaluatorOf(expr: Expr): Evaluator {
  let evaluator = evaluators.get(expr);
  if (!evaluator) {
    const source = javaScriptOf(expr, (row, year) => `c[x[${slotOf(row, year)}]]`);
    const compiled = functionOf<CellValue>("s, c, x", `return ${source};`);
    evaluator = (env) => compiled(env.statement, env.cells, env.indexBySlot);
    evaluators.set(expr, evaluator);
  }
  return evaluator;
}

/** The value of `expr` in `env` (the three mini statements' moves). */
export function evaluate(expr: Expr, env: Env): CellValue {
  return evaluatorOf(expr)(env);
}

/** A reference to another cell inside a formula. */
export type CellRef = Expr & { op: "cell" };

/** The answer and given cells `expr` reads, in the order it reads them (no repeats). */
export function dependencies(expr: Expr): CellRef[] {
  const found: CellRef[] = [];
  const visit = (node: Expr): void => {
    switch (node.op) {
      case "cell":
        if (!found.some((seen) => seen.row === node.row && seen.year === node.year)) found.push(node);
        return;
      case "named":
        visit(node.of);
        return;
      case "select":
        for (const formula of Object.values(node.cases)) visit(formula);
        return;
      case "number":
      case "text":
      case "input":
        return;
      default:
        for (const operand of node.operands) visit(operand);
    }
  };
  visit(expr);
  return found;
}
