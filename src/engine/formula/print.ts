import { formatNumber, formatOperand, formatPercent, formatRate, formatResult } from "../format";
import { keyOf } from "../rows";
import { type Env, evaluate, selectedCase } from "./evaluate";
import type { Expr, Show, Text } from "./expression";

const SYMBOL = { add: "+", subtract: "−", multiply: "×", divide: "/" } as const;
// Binding strength: a child that binds less tightly than its parent is put in parentheses.
const LEVEL = { add: 1, subtract: 1, multiply: 2, divide: 2, power: 3 } as const;
const ATOM = 4;

/** A number as `show` prints it inside an explanation. */
export function showValue(value: number, show: Show): string {
  switch (show) {
    case "number":
      return formatNumber(value);
    case "operand":
      return formatOperand(value);
    case "decimal1":
      return formatNumber(value, 1);
    case "decimal4":
      return formatNumber(value, 4);
    case "percent":
      return formatPercent(value);
    case "rate":
      return formatRate(value);
    case "result2":
      return formatResult(value, 2);
  }
}

/** A Text with its values filled in from `env`. */
export function printText(text: Text, env: Env): string {
  let out = "";
  for (const part of text) {
    if (typeof part === "string") out += part;
    else if ("expr" in part) out += showValue(evaluate(part.expr, env) as number, part.show);
    else {
      const key = String(evaluate(part.select, env));
      out += printText(Object.hasOwn(part.cases, key) ? (part.cases[key] ?? []) : part.otherwise, env);
    }
  }
  return out;
}

/** The formula in names ("Sales 2026 × EBITDA margin") or in numbers ("472.5 × 35 %"). */
export function printFormula(expr: Expr, env: Env, half: "names" | "numbers"): string {
  if (half === "numbers") return print(expr, env, half).text;
  let names = namesByFormula.get(expr);
  if (names === undefined) {
    names = namesReadStatement(expr) ? null : print(expr, env, half).text;
    namesByFormula.set(expr, names);
  }
  return names ?? print(expr, env, half).text;
}

// The names half of a formula that reads no value of the statement is the same for every statement: kept
// per formula (models are cached per shape, so this is per cell), as explanations are built on every check.
const namesByFormula = new WeakMap<Expr, string | null>();

/** Whether printing `expr` by names reads the statement: a choice it selects on, or a label with a value. */
function namesReadStatement(expr: Expr): boolean {
  switch (expr.op) {
    case "number":
      return false;
    case "select":
      return true;
    case "input":
      // An input without a label reads as its value in both halves.
      return expr.label === undefined || textReadsValues(expr.label);
    case "cell":
      return expr.label !== undefined && textReadsValues(expr.label);
    case "named":
      return textReadsValues(expr.label);
    case "percentOf":
    case "round":
    case "roundUp":
      return namesReadStatement(expr.of);
    case "sum":
      return expr.terms.some(namesReadStatement);
    default:
      return namesReadStatement(expr.left) || namesReadStatement(expr.right);
  }
}

function textReadsValues(text: Text): boolean {
  return text.some((part) => typeof part !== "string");
}

interface Printed {
  text: string;
  level: number;
}

// Module functions, not arrows inside print: tsx, which runs the server, wraps each named arrow it creates.
function atom(text: string): Printed {
  return { text, level: ATOM };
}

/** A base or an exponent: anything but a single value in parentheses ("(1 + growth)^years", "x^(1 / n)"). */
function powerOperand(side: Printed): string {
  return side.level < ATOM ? `(${side.text})` : side.text;
}

function value(expr: Expr, env: Env, show: Show): Printed {
  return atom(showValue(evaluate(expr, env) as number, show));
}

function print(expr: Expr, env: Env, half: "names" | "numbers"): Printed {
  switch (expr.op) {
    case "number":
      return atom(formatNumber(expr.value, 4));
    case "input":
      return half === "names" && expr.label ? atom(printText(expr.label, env)) : value(expr, env, expr.show);
    case "cell":
      if (half === "numbers") return value(expr, env, expr.show);
      return atom(expr.label ? printText(expr.label, env) : keyOf(expr.row, expr.year));
    case "named":
      return half === "names" ? atom(printText(expr.label, env)) : value(expr, env, expr.show);
    case "percentOf":
    case "round":
      return print(expr.of, env, half);
    case "select":
      return print(selectedCase(expr, env.statement), env, half);
    case "roundUp":
      return atom(`⌈${print(expr.of, env, half).text}⌉`);
    case "max":
      return atom(`max(${print(expr.left, env, half).text}, ${print(expr.right, env, half).text})`);
    case "sum":
      // An empty sum (no option in the money) reads as its value.
      if (expr.terms.length === 0) return atom("0");
      return { text: expr.terms.map((term) => printFormula(term, env, half)).join(" + "), level: LEVEL.add };
    case "choose":
      return atom(`${print(expr.left, env, half).text} > ${print(expr.right, env, half).text}`);
    case "power": {
      const left = print(expr.left, env, half);
      const right = print(expr.right, env, half);
      return { text: `${powerOperand(left)}^${powerOperand(right)}`, level: LEVEL.power };
    }
    default: {
      const level = LEVEL[expr.op];
      const left = print(expr.left, env, half);
      const right = print(expr.right, env, half);
      // Left-associative: a − (b − c) keeps its parentheses, (a − b) − c does not need them.
      const leftText = left.level < level ? `(${left.text})` : left.text;
      const rightText = right.level <= level && right.level < ATOM ? `(${right.text})` : right.text;
      return { text: `${leftText} ${SYMBOL[expr.op]} ${rightText}`, level };
    }
  }
}
