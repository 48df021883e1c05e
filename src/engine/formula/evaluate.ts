import { roundTo } from "../format";
import type { Row } from "../rows";
import type { CellValue } from "../types";
import type { Expr, InputRef } from "./expression";

/** What an expression reads: the statement's inputs, and other cells' values by their place in the model. */
export interface Env {
  readonly statement: unknown;
  readonly cells: readonly (CellValue | undefined)[];
  readonly indexOf: CellIndex;
}

/** Where a model keeps a cell's value: a dense index into a calculation's values. */
export type CellIndex = (row: Row, year: number | null) => number;

function field(statement: unknown, name: string): unknown {
  return typeof statement === "object" && statement !== null
    ? (statement as Record<string, unknown>)[name]
    : undefined;
}

/** The case a `select` takes for this statement. */
export function selectedCase(expr: Expr & { op: "select" }, statement: unknown): Expr {
  const choice = String(field(statement, expr.field));
  const chosen = Object.hasOwn(expr.cases, choice) ? expr.cases[choice] : undefined;
  if (!chosen) throw new TypeError(`${expr.field} has no formula for "${choice}"`);
  return chosen;
}

/**
 * The value of `expr` in `env`, walking the tree: for a value read once (the three mini statements' moves).
 * Grids, follow-through and explanations run as generated code (javaScriptOf); a test keeps the two in step.
 */
export function evaluate(expr: Expr, env: Env): CellValue {
  switch (expr.op) {
    case "number":
      return expr.value;
    case "input":
      return inputValue(env.statement, expr.input);
    case "cell": {
      const value = env.cells[env.indexOf(expr.row, expr.year)];
      return typeof value === "number" ? value : Number.NaN;
    }
    case "add":
      return (evaluate(expr.left, env) as number) + (evaluate(expr.right, env) as number);
    case "subtract":
      return (evaluate(expr.left, env) as number) - (evaluate(expr.right, env) as number);
    case "multiply":
      return (evaluate(expr.left, env) as number) * (evaluate(expr.right, env) as number);
    case "divide":
      return (evaluate(expr.left, env) as number) / (evaluate(expr.right, env) as number);
    case "power":
      return (evaluate(expr.left, env) as number) ** (evaluate(expr.right, env) as number);
    case "max":
      return Math.max(evaluate(expr.left, env) as number, evaluate(expr.right, env) as number);
    case "percentOf":
      return (evaluate(expr.of, env) as number) / 100;
    case "round":
      return roundTo(evaluate(expr.of, env) as number, expr.decimals);
    case "roundUp":
      return Math.ceil(evaluate(expr.of, env) as number);
    case "sum": {
      let total = 0;
      for (const term of expr.terms) total += evaluate(term, env) as number;
      return total;
    }
    case "named":
      return evaluate(expr.of, env);
    case "select":
      return evaluate(selectedCase(expr, env.statement), env);
    case "choose":
      return (evaluate(expr.left, env) as number) > (evaluate(expr.right, env) as number)
        ? expr.then
        : expr.otherwise;
  }
}

/** What `ref` reads in the statement (a field itself may be a choice: the event of a drill). */
function inputValue(statement: unknown, ref: InputRef): CellValue {
  const value = field(statement, ref.field);
  if (ref.member !== undefined) {
    const holder = (ref.index === undefined ? value : entry(value, ref.index)) as Members | null | undefined;
    return aNumber(holder?.[ref.member], ref);
  }
  return ref.index === undefined ? (value as CellValue) : yearly(value, ref.index, ref.field);
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

type Members = { readonly [member: string]: unknown };

/** A number inside an object; a missing one is a broken statement. */
function aNumber(value: unknown, path: string | InputRef): number {
  // The generated code passes the path written out; the tree walk its reference, spelt only for the error.
  if (typeof value !== "number")
    throw new RangeError(`${typeof path === "string" ? path : pathOf(path)} is not a number`);
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

/** The JavaScript that reads `ref` in `s`, with the same checks as inputValue. */
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
 * `expr` as JavaScript source over `s` (the statement) and `c` (cell values by index). Formulas are turned
 * into code once per statement shape: evaluating a grid then costs what hand-written arithmetic does (the
 * check runs on every request). Only field names checked as identifiers and numbers reach the source.
 */
export function javaScriptOf(expr: Expr, indexOf: CellIndex): string {
  const js = (child: Expr) => javaScriptOf(child, indexOf);
  switch (expr.op) {
    case "number":
      return `(${Number(expr.value)})`;
    case "input":
      return inputSource(expr.input);
    case "cell":
      return `c[${indexOf(expr.row, expr.year)}]`;
    case "add":
      return `(${js(expr.left)} + ${js(expr.right)})`;
    case "subtract":
      return `(${js(expr.left)} - ${js(expr.right)})`;
    case "multiply":
      return `(${js(expr.left)} * ${js(expr.right)})`;
    case "divide":
      return `(${js(expr.left)} / ${js(expr.right)})`;
    case "power":
      return `(${js(expr.left)} ** ${js(expr.right)})`;
    case "max":
      return `Math.max(${js(expr.left)}, ${js(expr.right)})`;
    case "percentOf":
      return `(${js(expr.of)} / 100)`;
    case "round":
      return `roundTo(${js(expr.of)}, ${Math.trunc(expr.decimals)})`;
    case "roundUp":
      return `Math.ceil(${js(expr.of)})`;
    case "sum":
      return `(0${expr.terms.map((term) => ` + ${js(term)}`).join("")})`;
    case "named":
      return js(expr.of);
    case "select":
      return selectSource(expr, js);
    case "choose":
      return `(${js(expr.left)} > ${js(expr.right)} ? ${JSON.stringify(expr.then)} : ${JSON.stringify(expr.otherwise)})`;
  }
}

function unknownChoice(name: string, choice: unknown): never {
  throw new TypeError(`${name} has no formula for "${String(choice)}"`);
}

/** Turns generated source (javaScriptOf) into a function of `parameters`; `helpers` adds functions it may call. */
export function functionOf<F>(
  parameters: string,
  body: string,
  helpers: Readonly<Record<string, unknown>> = {},
): (...args: unknown[]) => F {
  const given = { roundTo, yearly, entry, aNumber, unknownChoice, ...helpers };
  const make = new Function(
    ...Object.keys(given),
    `"use strict"; return function (${parameters}) { ${body} };`,
  );
  return make(...Object.values(given)) as (...args: unknown[]) => F;
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
      case "add":
      case "subtract":
      case "multiply":
      case "divide":
      case "power":
      case "max":
      case "choose":
        visit(node.left);
        visit(node.right);
        return;
      case "percentOf":
      case "round":
      case "roundUp":
      case "named":
        visit(node.of);
        return;
      case "sum":
        for (const term of node.terms) visit(term);
        return;
      case "select":
        for (const formula of Object.values(node.cases)) visit(formula);
        return;
      default:
        return;
    }
  };
  visit(expr);
  return found;
}
