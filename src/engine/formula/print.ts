import { formatNumber, formatOperand, formatPercent, formatRate, formatResult } from "../format";
import { keyOf } from "../rows";
import type { CellValue } from "../types";
import { evaluate, selectedCase } from "./evaluate";
import type { CellFormula, Expr, Show, Text } from "./expression";
import type { Env } from "./operations";
import { atom, OPERATIONS, type Written } from "./operations";

/** How each Show prints a number in the numbers half. */
const SHOWN: Readonly<Record<Show, (value: number) => string>> = {
  number: (value) => formatNumber(value),
  operand: (value) => formatOperand(value),
  decimal1: (value) => formatNumber(value, 1),
  decimal4: (value) => formatNumber(value, 4),
  percent: formatPercent,
  rate: formatRate,
  result2: (value) => formatResult(value, 2),
};

type Half = "names" | "numbers";

function shownValue(expr: Expr, show: Show, env: Env): Written {
  return atom(SHOWN[show](evaluate(expr, env) as number));
}

/** A Text with its values and chosen parts. */
function printText(text: Text, env: Env): string {
  let printed = "";
  for (const part of text) {
    if (typeof part === "string") printed += part;
    else if ("expr" in part) printed += SHOWN[part.show](evaluate(part.expr, env) as number);
    else {
      const key = String(evaluate(part.select, env));
      printed += printText(Object.hasOwn(part.cases, key) ? (part.cases[key] ?? []) : part.otherwise, env);
    }
  }
  return printed;
}

/**
 * The formula in names ("Sales 2026 × EBITDA margin") or in numbers ("472.5 × 35 %"), with parentheses only
 * where the order of operations needs them; a `select` prints the case the statement takes.
 */
function printed(expr: Expr, half: Half, env: Env): Written {
  switch (expr.op) {
    case "number":
      return atom(formatNumber(expr.value, 4));
    case "text":
      return atom(expr.value);
    case "input":
      return half === "names" && expr.label
        ? atom(printText(expr.label, env))
        : shownValue(expr, expr.show, env);
    case "cell":
      if (half === "numbers") return shownValue(expr, expr.show, env);
      return atom(expr.label ? printText(expr.label, env) : keyOf(expr.row, expr.year));
    case "named":
      return half === "names" ? atom(printText(expr.label, env)) : shownValue(expr, expr.show, env);
    case "select":
      return printed(selectedCase(expr, env.statement), half, env);
    default: {
      const operation = OPERATIONS[expr.op];
      const operands = expr.operands.map((operand) => printed(operand, half, env));
      return operation.printed(operands, operation.precedence, " ");
    }
  }
}

/**
 * The explanation of an answer cell whose value is `value`, from the statement and the values later cells
 * read (`env`): "<key> = <names> = <numbers> = <display value>[; <note>]", or "<key> = <choice>: <reason>"
 * when its value is a choice.
 */
export function explanation(
  key: string,
  precision: number,
  formula: CellFormula,
  env: Env,
  value: CellValue | undefined,
): string {
  const note = formula.note ? printText(formula.note, env) : "";
  if (typeof value === "string") return `${key} = ${value}: ${note}`;
  const names = printed(formula.expr, "names", env).text;
  const numbers = printed(formula.expr, "numbers", env).text;
  const result = formatResult(value ?? Number.NaN, precision);
  return `${key} = ${names} = ${numbers} = ${result}${formula.note ? `; ${note}` : ""}`;
}
