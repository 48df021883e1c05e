import type { Row } from "../rows";
import type { CellValue } from "../types";
import type { Expr, InputRef } from "./expression";
import { OPERATIONS } from "./operations";

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

/** The value of `expr` in `env`: the one evaluator, for grids, follow-through and explanations alike. */
export function evaluate(expr: Expr, env: Env): CellValue {
  switch (expr.op) {
    case "number":
    case "text":
      return expr.value;
    case "input":
      return inputValue(env.statement, expr.input);
    case "cell":
      return env.cells[env.indexOf(expr.row, expr.year)] ?? Number.NaN;
    case "named":
      return evaluate(expr.of, env);
    case "select":
      return evaluate(selectedCase(expr, env.statement), env);
    default:
      return OPERATIONS[expr.op].evaluate(expr.operands, env, evaluate);
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
function aNumber(value: unknown, ref: InputRef): number {
  if (typeof value !== "number") throw new RangeError(`${pathOf(ref)} is not a number`);
  return value;
}

/** "convertible.faceValue", "problems[3].a" (entries counted from 1, as the workbook labels them). */
function pathOf(ref: InputRef): string {
  const at = ref.index === undefined ? "" : `[${ref.index + 1}]`;
  return `${ref.field}${at}${ref.member === undefined ? "" : `.${ref.member}`}`;
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
