// Mistake diagnosis (docs/marking.md#mistake-diagnosis): for a wrong cell, the common mistakes are made on the
// cell's own formula tree (a term left out, a sign flipped, operands swapped, the wrong year's cell, a percent
// used as a whole number, tax forgotten, a term counted twice, …), each variant evaluated on the exact values
// by the one evaluator; the first that gives the student's figure is named in words, else the figure's gap.

import { formatNumber, formatResult, roundTo } from "./format";
import { functionOf, javaScriptOf } from "./formula/evaluate";
import { type Expr, num, type Text } from "./formula/expression";
import type { Calculation, CompiledCell, CompiledModel } from "./formula/model";
import { atom, never, OPERATIONS, textOf, type Written } from "./formula/operations";
import { isCellYear, keyOf, slotOf } from "./rows";
import { withinOneDisplayedUnit } from "./tolerance";
import type { CellValue } from "./types";

/** A common mistake, with the names of what it is made on. */
export type Mistake =
  | { readonly kind: "tax" }
  | { readonly kind: "left-out"; readonly term: string }
  | { readonly kind: "year"; readonly used: string; readonly instead: string }
  | { readonly kind: "compounding"; readonly years: 1 | -1 }
  | { readonly kind: "percent"; readonly item: string }
  | { readonly kind: "decimal" }
  | { readonly kind: "floor"; readonly of: string }
  | { readonly kind: "sign"; readonly term: string }
  | { readonly kind: "swapped"; readonly first: string; readonly second: string }
  | { readonly kind: "twice"; readonly term: string }
  | { readonly kind: "whole-sign" }
  | { readonly kind: "hundred"; readonly larger: boolean };

/** Which mistake is named when two give the same figure: the earlier in this list. */
const ORDER: readonly Mistake["kind"][] = [
  "tax",
  "floor",
  "left-out",
  "year",
  "compounding",
  "percent",
  "decimal",
  "sign",
  "swapped",
  "twice",
];

/**
 * What a variant's value is: its formula, or, for a term of the sum a formula is, the right value moved by
 * `times` × the term (left out: −1 × its sign; with the wrong sign: −2 ×; counted twice: +1 ×), which spares
 * evaluating the whole sum again.
 */
type VariantValue = { readonly expr: Expr } | { readonly term: Expr; readonly times: number };

interface Variant {
  readonly value: VariantValue;
  readonly mistake: Mistake;
}

/** Gives the root formula with one node replaced. */
type Rebuild = (replacement: Expr) => Expr;

/** The number 100, or a part named over it ("1" shown as the whole). */
function isHundred(expr: Expr): boolean {
  if (expr.op === "named") return isHundred(expr.of);
  return expr.op === "number" && expr.value === 100;
}

/** A tax rate: a statement input whose field or label says tax. */
function isTaxRate(expr: Expr): boolean {
  if (expr.op === "named") return /tax/i.test(plainText(expr.label)) || isTaxRate(expr.of);
  return expr.op === "input" && (/tax/i.test(expr.input.field) || /tax/i.test(plainText(expr.label ?? [])));
}

const isAdditive = (expr: Expr): boolean => expr.op === "add" || expr.op === "subtract" || expr.op === "sum";

function withOperand(node: Expr & { operands: readonly Expr[] }, at: number, operand: Expr): Expr {
  return { op: node.op, operands: node.operands.map((old, index) => (index === at ? operand : old)) } as Expr;
}

const negated = (expr: Expr): Expr => ({ op: "multiply", operands: [num(-1), expr] });
const doubled = (expr: Expr): Expr => ({ op: "multiply", operands: [num(2), expr] });

/** Every variant of `formula` (the cell `entry`'s), in the order mistakes are named. */
export function variantsOf(formula: Expr, model: CompiledModel, entry: CompiledCell): Variant[] {
  const found: Variant[] = [];
  const add = (expr: Expr, mistake: Mistake) => found.push({ value: { expr }, mistake });

  // The signed terms of an additive chain (a + b − c, Σ …), each with how to replace it.
  const chain = (top: Expr, rebuild: Rebuild) => {
    const terms: { expr: Expr; rebuild: Rebuild; sign: number }[] = [];
    const collect = (node: Expr, at: Rebuild, sign: number) => {
      if (!isAdditive(node) || !("operands" in node)) {
        terms.push({ expr: node, rebuild: at, sign });
        return;
      }
      node.operands.forEach((operand, index) => {
        const negative = node.op === "subtract" && index === 1;
        collect(operand, (replacement) => at(withOperand(node, index, replacement)), negative ? -sign : sign);
      });
    };
    collect(top, rebuild, 1);
    if (terms.length < 2) return;
    // On the formula's own sum, from the right value; deeper, the formula with the term changed.
    const moved = (term: (typeof terms)[number], times: number, replacement: Expr, mistake: Mistake) =>
      top === formula
        ? found.push({ value: { term: term.expr, times: times * term.sign }, mistake })
        : add(term.rebuild(replacement), mistake);
    for (const term of terms) moved(term, -1, num(0), { kind: "left-out", term: nameOf(term.expr) });
    for (const term of terms) {
      if (term.expr.op === "number") continue;
      moved(term, -2, negated(term.expr), { kind: "sign", term: nameOf(term.expr) });
      moved(term, 1, doubled(term.expr), { kind: "twice", term: nameOf(term.expr) });
    }
  };

  const visit = (node: Expr, rebuild: Rebuild, inChain: boolean): void => {
    switch (node.op) {
      case "number":
      case "text":
      case "input":
        return;
      case "cell":
        if (node.year === null) return;
        for (const step of [-1, 1]) {
          const year = node.year + step;
          const own = node.row === entry.row && year === entry.year;
          if (own || !isCellYear(year) || model.indexBySlot[slotOf(node.row, year)] === undefined) continue;
          add(rebuild({ ...node, year }), {
            kind: "year",
            used: keyOf(node.row, year),
            instead: keyOf(node.row, node.year),
          });
        }
        return;
      case "named":
        visit(node.of, (replacement) => rebuild({ ...node, of: replacement }), false);
        return;
      case "select":
        for (const [name, chosen] of Object.entries(node.cases))
          visit(
            chosen,
            (replacement) => rebuild({ ...node, cases: { ...node.cases, [name]: replacement } }),
            false,
          );
        return;
      default: {
        if (isAdditive(node) && !inChain) chain(node, rebuild);
        ownVariants(node, rebuild, add);
        node.operands.forEach((operand, index) => {
          visit(
            operand,
            (replacement) => rebuild(withOperand(node, index, replacement)),
            isAdditive(node) && isAdditive(operand),
          );
        });
      }
    }
  };
  visit(formula, (replacement) => replacement, false);
  return found
    .map((variant, at) => ({ variant, at, rank: ORDER.indexOf(variant.mistake.kind) }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map(({ variant }) => variant);
}

/** The mistakes made on one operation itself: tax dropped, a ÷ 100 or × 100 dropped, a floor dropped, … */
function ownVariants(
  node: Expr & { operands: readonly Expr[] },
  rebuild: Rebuild,
  add: (expr: Expr, mistake: Mistake) => void,
): void {
  const [first, second] = node.operands;
  if (!first) return;
  switch (node.op) {
    case "subtract":
      if (second && isHundred(first) && isTaxRate(second)) add(rebuild(num(100)), { kind: "tax" });
      else if (second && !isAdditive(first) && !isAdditive(second))
        add(rebuild({ op: node.op, operands: [second, first] } as Expr), swapped(first, second));
      return;
    case "percentOf":
      add(rebuild(first), { kind: "percent", item: percentItem(first) });
      return;
    case "divide":
      if (second && second.op === "number" && second.value === 100)
        add(rebuild(first), { kind: "percent", item: percentItem(first) });
      else if (second)
        add(rebuild({ op: node.op, operands: [second, first] } as Expr), swapped(first, second));
      return;
    case "multiply":
      if (second?.op === "number" && second.value === 100) add(rebuild(first), { kind: "decimal" });
      return;
    case "power":
      if (second && (second.op === "input" || (second.op === "number" && Number.isInteger(second.value))))
        for (const years of [-1, 1] as const)
          add(rebuild(withOperand(node, 1, { op: "add", operands: [second, num(years)] })), {
            kind: "compounding",
            years,
          });
      return;
    case "max":
      if (node.operands.length === 2 && first.op === "number" && first.value === 0 && second)
        add(rebuild(second), { kind: "floor", of: nameOf(second) });
      return;
    default:
  }
}

const swapped = (first: Expr, second: Expr): Mistake => ({
  kind: "swapped",
  first: nameOf(first),
  second: nameOf(second),
});

/** The percent a dropped ÷ 100 was for: the first part shown as a percent or a rate, else the whole part. */
function percentItem(expr: Expr): string {
  const percent = (node: Expr): Expr | null => {
    if ((node.op === "input" || node.op === "cell" || node.op === "named") && /percent|rate/.test(node.show))
      return node;
    if (node.op === "named") return percent(node.of);
    if (!("operands" in node)) return null;
    for (const operand of node.operands) {
      const found = percent(operand);
      if (found) return found;
    }
    return null;
  };
  return nameOf(percent(expr) ?? expr);
}

/** A Text's words, its values left out ("growth of"). */
function plainText(text: Text): string {
  return text
    .map((part) => {
      if (typeof part === "string") return part;
      return "expr" in part ? nameOf(part.expr) : plainText(part.otherwise);
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** A field without a label in words: "taxRate" → "tax rate", "debtRatioPct" → "debt ratio". */
const words = (field: string): string =>
  field
    .replace(/Pct$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

/** A part of a formula as the explanation names it ("minority interest", "Sales 2026 × EBITDA margin"). */
export function nameOf(expr: Expr): string {
  return textOf(writtenName(expr)(never));
}

function writtenName(expr: Expr): Written {
  switch (expr.op) {
    case "number":
      return atom([formatNumber(expr.value, 4)]);
    case "text":
      return atom([expr.value]);
    case "input": {
      const { field, member } = expr.input;
      return atom([plainText(expr.label ?? []) || words(member ?? field)]);
    }
    case "cell":
      return atom([plainText(expr.label ?? []) || keyOf(expr.row, expr.year)]);
    case "named":
      return atom([plainText(expr.label) || nameOf(expr.of)]);
    case "select":
      return atom([expr.field]);
    default: {
      const operation = OPERATIONS[expr.op];
      return operation.printed(expr.operands.map(writtenName), operation.precedence, " ");
    }
  }
}

/**
 * From variant `from` on, the index of the first whose value (its size, for a line graded on its size) lies
 * within `reach` of `figure`, its value put in `found[0]`; −1 when none of its cell's does. The statement is
 * `s`, the cell values `c`, the cell's own right value `right`.
 */
type FirstNear = (
  s: unknown,
  c: readonly (CellValue | undefined)[],
  right: number,
  figure: number,
  reach: number,
  from: number,
  found: number[],
) => number;

/**
 * A model's variants, every numeric answer cell's, numbered one after another and compiled into one function:
 * a check diagnoses a few cells of a model, so one function called often gets fast where one a cell would not.
 */
interface Diagnoser {
  readonly mistakes: readonly Mistake[];
  /** By cell index, the numbers of its variants: from `start` to before `end`. */
  readonly start: readonly number[];
  readonly end: readonly number[];
  readonly firstNear: FirstNear;
}

// Per compiled model (kept per statement shape), compiled when a check first diagnoses one of its cells.
const diagnosers = new WeakMap<CompiledModel, Diagnoser>();

function diagnoserOf(model: CompiledModel): Diagnoser {
  const known = diagnosers.get(model);
  if (known) return known;
  const mistakes: Mistake[] = [];
  const start: number[] = [];
  const end: number[] = [];
  const cases: string[] = [];
  for (const entry of model.cells) {
    if (!entry.formula || entry.working || entry.row.kind === "choice") continue;
    start[entry.index] = mistakes.length;
    // A variant that reads as the formula, or as an earlier variant, gives nothing new.
    const seen = new Set([javaScriptOf(entry.formula.expr, model.cellSource)]);
    for (const { value, mistake } of variantsOf(entry.formula.expr, model, entry)) {
      const source =
        "expr" in value
          ? javaScriptOf(value.expr, model.cellSource)
          : `(R + ${value.times} * ${javaScriptOf(value.term, model.cellSource)})`;
      if (seen.has(source)) continue;
      seen.add(source);
      const at = mistakes.length;
      mistakes.push(mistake);
      const shown = entry.row.grading === "size" ? `Math.abs(${source})` : source;
      cases.push(`case ${at}: v = ${shown}; if (Math.abs(f - v) <= r) { out[0] = v; return ${at}; }`);
    }
    // The cell's last variant falls through to here, not into the next cell's.
    if (mistakes.length > (start[entry.index] ?? 0)) cases.push("return -1;");
    end[entry.index] = mistakes.length;
  }
  const diagnoser: Diagnoser = {
    mistakes,
    start,
    end,
    firstNear: functionOf<number>(
      "s, c, R, f, r, from, out",
      `let v; switch (from) {\n${cases.join("\n")}\n} return -1;`,
    ),
  };
  diagnosers.set(model, diagnoser);
  return diagnoser;
}

// Where firstNear puts the value it finds: one for the process, as a check runs to its end without yielding.
const found: number[] = [0];

/**
 * One sentence on a wrong figure (docs/marking.md#mistake-diagnosis): the first common mistake on the cell's
 * formula whose value, on the exact values, is within the cell's tolerance of `figure`; else how far the
 * figure is off. Empty for a cell without a numeric formula.
 */
export function diagnose(exact: Calculation, entry: CompiledCell, figure: number): string {
  const right = exact.values[entry.index];
  if (typeof right !== "number" || !entry.formula || entry.working) return "";
  const diagnoser = diagnoserOf(exact.model);
  const { precision } = entry.row;
  // Rounding moves a value by half a unit at most: a variant further than two units from the figure is out.
  const reach = 2 * 10 ** -precision;
  const { statement } = exact.env;
  const end = diagnoser.end[entry.index] ?? 0;
  let from = diagnoser.start[entry.index] ?? end;
  while (from < end) {
    const at = diagnoser.firstNear(statement, exact.values, right, figure, reach, from, found);
    if (at < 0) break;
    const mistake = diagnoser.mistakes[at];
    const value = found[0] ?? Number.NaN;
    if (mistake && gives(figure, value, right, precision))
      return mistakeWords(mistake, value, right, precision);
    from = at + 1;
  }
  // Mistakes on the whole figure, from the right one: nothing to evaluate.
  for (const { mistake, times } of WHOLE_FIGURE_MISTAKES) {
    const value = entry.row.grading === "size" ? Math.abs(right * times) : right * times;
    if (gives(figure, value, right, precision)) return mistakeWords(mistake, value, right, precision);
  }
  return gapWords(figure, right, precision);
}

/** Whether a mistake's `value` gives `figure`; one that changes nothing shown says nothing. */
function gives(figure: number, value: number, right: number, precision: number): boolean {
  return withinOneDisplayedUnit(figure, value, precision) && !withinOneDisplayedUnit(value, right, precision);
}

const WHOLE_FIGURE_MISTAKES: readonly { mistake: Mistake; times: number }[] = [
  { mistake: { kind: "whole-sign" }, times: -1 },
  { mistake: { kind: "hundred", larger: true }, times: 100 },
  { mistake: { kind: "hundred", larger: false }, times: 0.01 },
];

/** A figure as the sentence shows it: the cell's decimals, thousands grouped ("2,531"). */
export function figureText(value: number, precision: number): string {
  const text = formatResult(value, precision);
  return Math.abs(value) < 1000 ? text : text.replace(THOUSANDS, ",");
}

// Before each group of three digits that ends the whole part.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))(?<!\.\d*)/g;

/** The words for `mistake`, which gives `value` where the formula gives `right`. */
export function mistakeWords(mistake: Mistake, value: number, right: number, precision: number): string {
  switch (mistake.kind) {
    case "tax":
      return "You left out tax: the × (1 − tax rate) is missing.";
    case "left-out": {
      const gap = right - value;
      const step = `${figureText(value, precision)} ${gap < 0 ? "−" : "+"} ${figureText(Math.abs(gap), precision)}`;
      return `You left out ${mistake.term}: ${step} = ${figureText(right, precision)}.`;
    }
    case "year":
      return `You used the wrong year: ${mistake.used} instead of ${mistake.instead}.`;
    case "compounding":
      return `You compounded over one year too ${mistake.years > 0 ? "many" : "few"}.`;
    case "percent":
      return `You used a percent as a whole number (${mistake.item}): it counts ÷ 100.`;
    case "decimal":
      return "You gave a percent as a decimal: it is written in percent (× 100).";
    case "floor":
      return `You left out the floor at 0: max(0, ${mistake.of}).`;
    case "sign":
      return `You took ${mistake.term} with the wrong sign.`;
    case "swapped":
      return `You swapped ${mistake.first} and ${mistake.second}.`;
    case "twice":
      return `You counted ${mistake.term} twice.`;
    case "whole-sign":
      return "Your figure has the wrong sign.";
    case "hundred":
      return mistake.larger
        ? "Your figure is 100 times too large: a percent used as a whole number."
        : "Your figure is 100 times too small: a percent written as a decimal.";
  }
}

/** "You are 90 short of 2,531." / "You are 90 over 2,531." */
export function gapWords(figure: number, right: number, precision: number): string {
  const gap = figure - roundTo(right, precision);
  return `You are ${figureText(Math.abs(gap), precision)} ${gap < 0 ? "short of" : "over"} ${figureText(right, precision)}.`;
}
