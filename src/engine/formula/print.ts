import { formatNumber, formatOperand, formatPercent, formatRate, formatResult } from "../format";
import { keyOf } from "../rows";
import { type CellIndex, functionOf, javaScriptOf, selectSource } from "./evaluate";
import type { CellFormula, Expr, Show, Text } from "./expression";

// Explanations are printed by generated code, like values (evaluate.ts): each cell's explanation is turned
// into one function the first time it is asked for, so the check of a sheet full of wrong cells costs string
// building and number formatting, not a walk of the formula tree per cell.

const SYMBOL = { add: "+", subtract: "−", multiply: "×", divide: "/" } as const;
// Binding strength: a child that binds less tightly than its parent is put in parentheses.
const LEVEL = { add: 1, subtract: 1, multiply: 2, divide: 2, power: 3 } as const;
const ATOM = 4;

/** How each Show prints a number, as a call of the formatting helpers the generated code is given. */
const SHOW_CALL: Readonly<Record<Show, (value: string) => string>> = {
  number: (value) => `formatNumber(${value})`,
  operand: (value) => `formatOperand(${value})`,
  decimal1: (value) => `formatNumber(${value}, 1)`,
  decimal4: (value) => `formatNumber(${value}, 4)`,
  percent: (value) => `formatPercent(${value})`,
  rate: (value) => `formatRate(${value})`,
  result2: (value) => `formatResult(${value}, 2)`,
};
const HELPERS = { formatNumber, formatOperand, formatPercent, formatRate, formatResult };

/** A piece of an explanation: fixed text, or JavaScript that gives text. */
type Part = string | { readonly js: string };

/** The parts as one JavaScript string expression, fixed text next to fixed text joined at compile time. */
function sourceOf(parts: readonly Part[]): string {
  const pieces: string[] = [];
  let text = "";
  for (const part of parts) {
    if (typeof part === "string") {
      text += part;
      continue;
    }
    if (text !== "") pieces.push(JSON.stringify(text));
    text = "";
    pieces.push(part.js);
  }
  if (text !== "" || pieces.length === 0) pieces.push(JSON.stringify(text));
  return pieces.join(" + ");
}

type Half = "names" | "numbers";

/** Whether a child printed at `level` needs parentheses where it stands. */
type Wrap = (level: number) => boolean;
const never: Wrap = () => false;
const belowAtom: Wrap = (level) => level < ATOM;

class Printer {
  constructor(private readonly indexOf: CellIndex) {}

  private js(expr: Expr): string {
    return javaScriptOf(expr, this.indexOf);
  }

  private value(expr: Expr, show: Show): Part[] {
    return [{ js: SHOW_CALL[show](this.js(expr)) }];
  }

  /** A Text with its values and chosen parts. */
  text(text: Text): Part[] {
    return text.flatMap((part): Part[] => {
      if (typeof part === "string") return [part];
      if ("expr" in part) return this.value(part.expr, part.show);
      const key = `String(${this.js(part.select)})`;
      const cases = Object.entries(part.cases).map(
        ([name, chosen]) => `${key} === ${JSON.stringify(name)} ? ${sourceOf(this.text(chosen))} : `,
      );
      return [{ js: `(${cases.join("")}${sourceOf(this.text(part.otherwise))})` }];
    });
  }

  /** The formula in names ("Sales 2026 × EBITDA margin") or in numbers ("472.5 × 35 %"). */
  formula(expr: Expr, half: Half, wrap: Wrap = never): Part[] {
    switch (expr.op) {
      case "percentOf":
      case "round":
        return this.formula(expr.of, half, wrap);
      case "select":
        // Which case prints is known only per statement, and with it the case's binding strength.
        return [{ js: selectSource(expr, (chosen) => sourceOf(this.formula(chosen, half, wrap))) }];
      default: {
        const parts = this.bare(expr, half);
        return wrap(levelOf(expr)) ? ["(", ...parts, ")"] : parts;
      }
    }
  }

  private bare(expr: Expr, half: Half): Part[] {
    switch (expr.op) {
      case "number":
        return [formatNumber(expr.value, 4)];
      case "input":
        return half === "names" && expr.label ? this.text(expr.label) : this.value(expr, expr.show);
      case "cell":
        if (half === "numbers") return this.value(expr, expr.show);
        return expr.label ? this.text(expr.label) : [keyOf(expr.row, expr.year)];
      case "named":
        return half === "names" ? this.text(expr.label) : this.value(expr, expr.show);
      case "roundUp":
        return ["⌈", ...this.formula(expr.of, half), "⌉"];
      case "max":
        return ["max(", ...this.formula(expr.left, half), ", ", ...this.formula(expr.right, half), ")"];
      case "sum":
        // An empty sum (no option in the money) reads as its value.
        if (expr.terms.length === 0) return ["0"];
        return expr.terms.flatMap((term, at) => [...(at === 0 ? [] : [" + "]), ...this.formula(term, half)]);
      case "choose":
        return [...this.formula(expr.left, half), " > ", ...this.formula(expr.right, half)];
      case "power":
        return [
          ...this.formula(expr.left, half, belowAtom),
          "^",
          ...this.formula(expr.right, half, belowAtom),
        ];
      case "add":
      case "subtract":
      case "multiply":
      case "divide": {
        const level = LEVEL[expr.op];
        // Left-associative: a − (b − c) keeps its parentheses, (a − b) − c does not need them.
        return [
          ...this.formula(expr.left, half, (child) => child < level),
          ` ${SYMBOL[expr.op]} `,
          ...this.formula(expr.right, half, (child) => child <= level && child < ATOM),
        ];
      }
      default:
        throw new TypeError(`No printed form for ${expr.op}`);
    }
  }
}

/** How tightly a printed expression binds; `select`, `percentOf` and `round` print as what they hold. */
function levelOf(expr: Expr): number {
  switch (expr.op) {
    case "sum":
      return expr.terms.length === 0 ? ATOM : LEVEL.add;
    case "power":
    case "add":
    case "subtract":
    case "multiply":
    case "divide":
      return LEVEL[expr.op];
    default:
      return ATOM;
  }
}

/** Prints one cell's explanation from the statement `s`, the values later cells read `c`, and its value `v`. */
export type Explainer = (statement: unknown, cells: readonly unknown[], value: unknown) => string;

/**
 * The explanation of an answer cell as generated code: "<key> = <names> = <numbers> = <display value>[;
 * <note>]", or "<key> = <choice>: <reason>" when its value is a choice.
 */
export function explainerOf(
  key: string,
  precision: number,
  formula: CellFormula,
  indexOf: CellIndex,
): Explainer {
  const printer = new Printer(indexOf);
  const note = formula.note ? printer.text(formula.note) : [];
  const choice = sourceOf([`${key} = `, { js: "v" }, ": ", ...note]);
  const figure = sourceOf([
    `${key} = `,
    ...printer.formula(formula.expr, "names"),
    " = ",
    ...printer.formula(formula.expr, "numbers"),
    " = ",
    { js: `formatResult(v ?? Number.NaN, ${Math.trunc(precision)})` },
    ...(formula.note ? ["; ", ...note] : []),
  ]);
  return functionOf<string>(
    "s, c, v",
    `return typeof v === "string" ? ${choice} : ${figure};`,
    HELPERS,
  ) as Explainer;
}
