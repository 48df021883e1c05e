import { formatNumber, formatOperand, formatPercent, formatRate, formatResult } from "../format";
import { keyOf } from "../rows";
import { type CellSource, functionOf, javaScriptOf, selectSource } from "./evaluate";
import type { CellFormula, Expr, Show, Text } from "./expression";
import { atom, never, OPERATIONS, type Piece, type Written } from "./operations";

// Explanations are printed by generated code, like values (evaluate.ts): each cell's explanation is turned
// into one function the first time it is asked for, so the check of a sheet full of wrong cells costs string
// building and number formatting, not a walk of the formula tree per cell.

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

/** The pieces as one JavaScript string expression, fixed text next to fixed text joined at compile time. */
function sourceOf(pieces: readonly Piece[]): string {
  const parts: string[] = [];
  let text = "";
  for (const piece of pieces) {
    if (typeof piece === "string") {
      text += piece;
      continue;
    }
    if (text !== "") parts.push(JSON.stringify(text));
    text = "";
    parts.push(piece.js);
  }
  if (text !== "" || parts.length === 0) parts.push(JSON.stringify(text));
  return parts.join(" + ");
}

type Half = "names" | "numbers";

class Printer {
  constructor(private readonly cellSource: CellSource) {}

  private value(expr: Expr, show: Show): Written {
    return atom([{ js: SHOW_CALL[show](javaScriptOf(expr, this.cellSource)) }]);
  }

  /** A Text with its values and chosen parts. */
  text(text: Text): Piece[] {
    return text.flatMap((part): Piece[] => {
      if (typeof part === "string") return [part];
      if ("expr" in part) return [{ js: SHOW_CALL[part.show](javaScriptOf(part.expr, this.cellSource)) }];
      const key = `String(${javaScriptOf(part.select, this.cellSource)})`;
      const cases = Object.entries(part.cases).map(
        ([name, chosen]) => `${key} === ${JSON.stringify(name)} ? ${sourceOf(this.text(chosen))} : `,
      );
      return [{ js: `(${cases.join("")}${sourceOf(this.text(part.otherwise))})` }];
    });
  }

  /**
   * The formula in names ("Sales 2026 × EBITDA margin") or in numbers ("472.5 × 35 %"), with parentheses only
   * where the order of operations needs them.
   */
  printed(expr: Expr, half: Half): Written {
    switch (expr.op) {
      case "number":
        return atom([formatNumber(expr.value, 4)]);
      case "text":
        return atom([expr.value]);
      case "input":
        return half === "names" && expr.label ? atom(this.text(expr.label)) : this.value(expr, expr.show);
      case "cell":
        if (half === "numbers") return this.value(expr, expr.show);
        return atom(expr.label ? this.text(expr.label) : [keyOf(expr.row, expr.year)]);
      case "named":
        return half === "names" ? atom(this.text(expr.label)) : this.value(expr, expr.show);
      case "select":
        // Which case prints is known only per statement, and with it the case's binding strength.
        return (wraps) => [
          { js: selectSource(expr, (chosen) => sourceOf(this.printed(chosen, half)(wraps))) },
        ];
      default: {
        const operation = OPERATIONS[expr.op];
        const operands = expr.operands.map((operand) => this.printed(operand, half));
        return operation.printed(operands, operation.precedence, " ");
      }
    }
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
  cellSource: CellSource,
): Explainer {
  const printer = new Printer(cellSource);
  const note = formula.note ? printer.text(formula.note) : [];
  const choice = sourceOf([`${key} = `, { js: "v" }, ": ", ...note]);
  const figure = sourceOf([
    `${key} = `,
    ...printer.printed(formula.expr, "names")(never),
    " = ",
    ...printer.printed(formula.expr, "numbers")(never),
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
