import { type Row, slotOf } from "../rows";
import type { CellValue } from "../types";
import type { Expr, InputRef } from "./expression";
import { type Env, type Evaluator, OPERATIONS } from "./operations";

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
  return chosen ?? unknownChoice(expr.field, choice);
}

function unknownChoice(field: string, choice: string): never {
  throw new TypeError(`${field} has no formula for "${choice}"`);
}

const evaluators = new WeakMap<Expr, Evaluator>();

/**
 * What gives `expr`'s value in an environment: a closure per node, built once per expression (models are
 * built once per statement shape) and kept, so a grid evaluates without walking its trees again. The one
 * evaluator, for grids, follow-through, explanations and workings alike.
 */
export function evaluatorOf(expr: Expr): Evaluator {
  let evaluator = evaluators.get(expr);
  if (!evaluator) {
    evaluator = built(expr);
    evaluators.set(expr, evaluator);
  }
  return evaluator;
}

/** The value of `expr` in `env`. */
export function evaluate(expr: Expr, env: Env): CellValue {
  return evaluatorOf(expr)(env);
}

function built(expr: Expr): Evaluator {
  switch (expr.op) {
    case "number":
    case "text": {
      const { value } = expr;
      return () => value;
    }
    case "input":
      return inputReader(expr.input);
    case "cell": {
      const slot = slotOf(expr.row, expr.year);
      return (env) => env.cells[env.indexBySlot[slot] ?? -1] ?? Number.NaN;
    }
    case "named":
      return evaluatorOf(expr.of);
    case "select": {
      const cases = new Map(Object.entries(expr.cases).map(([name, chosen]) => [name, evaluatorOf(chosen)]));
      const { field: name } = expr;
      return (env) => {
        const choice = String(field(env.statement, name));
        return (cases.get(choice) ?? unknownChoice(name, choice))(env);
      };
    }
    default:
      return OPERATIONS[expr.op].evaluate(expr.operands.map(evaluatorOf));
  }
}

/** What reads `ref` in the statement (a field itself may be a choice: the event of a drill). */
function inputReader(ref: InputRef): Evaluator {
  const { field: name, index, member } = ref;
  if (member !== undefined) {
    return (env) => {
      const value = field(env.statement, name);
      const holder = (index === undefined ? value : entry(value, index)) as Members | null | undefined;
      return aNumber(holder?.[member], ref);
    };
  }
  if (index !== undefined) return (env) => yearly(field(env.statement, name), index, name);
  return (env) => field(env.statement, name) as CellValue;
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
