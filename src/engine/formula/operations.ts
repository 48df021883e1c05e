// The operations of the formula language, each declared once (docs/decisions/0009-one-formula-evaluator.md):
// how many operands it takes, how tightly it binds, how the explanation and Excel write it, and its value as
// JavaScript. The evaluator (evaluate.ts, formulas turned into code once per statement shape), the
// explanation (print.ts) and the Excel writer (excel.ts) all read this table; a new operation is one entry
// here and one builder in expression.ts.
import { roundTo } from "../format";

/**
 * Binding strengths, the same in the explanation and in Excel: a parent puts an operand that binds less
 * tightly than itself in parentheses. Function calls and single values are atoms.
 */
const PRECEDENCE = { comparison: 0, additive: 1, multiplicative: 2, power: 3, atom: 4 } as const;
const ATOM = PRECEDENCE.atom;

/**
 * A piece of a written formula: fixed text, or JavaScript that gives text when an explanation is printed (a
 * value; the case a statement's choice takes). Excel formulas are fixed text alone.
 */
export type Piece = string | { readonly js: string };

/** Whether an operand that binds at `level` goes in parentheses where it stands. */
export type Wraps = (level: number) => boolean;
export const never: Wraps = () => false;

/**
 * A formula written out, once told where it stands: told by its parent whether to wrap itself, as a statement
 * choice prints the case it takes, whose binding only the statement knows.
 */
export type Written = (wraps: Wraps) => readonly Piece[];

/** What binds at `level`, wrapped where its parent says. */
function bound(level: number, pieces: readonly Piece[]): Written {
  return (wraps) => (wraps(level) ? ["(", ...pieces, ")"] : pieces);
}

export const atom = (pieces: readonly Piece[]): Written => bound(ATOM, pieces);

/** What separates the parts of a written formula: the explanation spaces them ("a + b", "max(a, b)"), Excel does not. */
export type Spacing = "" | " ";

/** How an operation is written from its operands, at its precedence. */
export type Notation = (operands: readonly Written[], precedence: number, spacing: Spacing) => Written;

/**
 * The JavaScript of an operation's value from its operands' JavaScript. Besides Math, the code may call
 * the functions of GENERATED_CODE_HELPERS.
 */
export type Source = (operands: readonly string[]) => string;

export interface Operation {
  /** How many operands: exactly this many, or at least `atLeast`. */
  readonly arity: number | { readonly atLeast: number };
  /** How tightly it binds where it is written infix (PRECEDENCE); atoms otherwise. */
  readonly precedence: number;
  /** How the explanation writes it, in both halves (names, then numbers). */
  readonly printed: Notation;
  /** How Excel writes it. */
  readonly excel: Notation;
  /** Its value, as JavaScript. */
  readonly evaluate: Source;
}

// Notations.

/** `parts` with `separator` between each two. */
function interleaved(parts: readonly (readonly Piece[])[], separator: string): Piece[] {
  return parts.flatMap((pieces, index) => (index === 0 ? pieces : [separator, ...pieces]));
}

/**
 * `a + b` in the explanation, `a+b` in Excel. Operands group from the left: a − (b − c) keeps its
 * parentheses, (a − b) − c does not need them; a power wraps an operand of its own level on either side.
 * `constant` is a fixed right operand (x/100); a `tight` symbol is never spaced ("(1 + g)^2").
 */
function infix(
  symbol: string,
  options: { groupsLeft?: boolean; constant?: string; tight?: boolean } = {},
): Notation {
  const groupsLeft = options.groupsLeft ?? true;
  return (operands, precedence, around) => {
    const spacing = options.tight ? "" : around;
    const [left, right] = options.constant === undefined ? operands : [operands[0], atom([options.constant])];
    if (!left || !right) throw new TypeError(`${symbol} needs two operands`);
    return bound(precedence, [
      ...left((level) => level < precedence || (!groupsLeft && level === precedence)),
      `${spacing}${symbol}${spacing}`,
      ...right((level) => level <= precedence),
    ]);
  };
}

/** `max(a, b)` in the explanation, `MAX(a,b)` in Excel; `trailing` are fixed last arguments (ROUNDUP(x,0)). */
function call(name: string, ...trailing: string[]): Notation {
  return (operands, _precedence, spacing) =>
    atom([
      `${name}(`,
      ...interleaved(
        [...operands.map((operand) => operand(never)), ...trailing.map((text) => [text])],
        `,${spacing}`,
      ),
      ")",
    ]);
}

/** Written as its first operand alone: a rounding or a ÷ 100 the explanation leaves unwritten. */
const hidden: Notation = (operands) => {
  const [shown] = operands;
  if (!shown) throw new TypeError("Nothing to show");
  return shown;
};

/** `⌈x⌉`. */
function enclosed(open: string, close: string): Notation {
  return (operands) => atom([open, ...operands.flatMap((operand) => operand(never)), close]);
}

/** The operands joined by `symbol`, unwrapped: a sum of terms reads "a + b − c". */
function joined(symbol: string): Notation {
  return (operands, precedence, spacing) =>
    bound(
      precedence,
      interleaved(
        operands.map((operand) => operand(never)),
        `${spacing}${symbol}${spacing}`,
      ),
    );
}

/** `notation`, or `empty` when there is no operand (an empty sum reads 0). */
function unlessEmpty(empty: string, notation: Notation): Notation {
  return (operands, precedence, spacing) =>
    operands.length === 0 ? atom([empty]) : notation(operands, precedence, spacing);
}

/** An Excel formula's text: fixed pieces alone. */
export function textOf(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece !== "string") throw new TypeError("An Excel formula is fixed text");
      return piece;
    })
    .join("");
}

/**
 * A function of a rate and a list of values as Excel writes it: values in neighbouring cells of one row or
 * column as a range (NPV(B4,C9:G9)).
 */
function callOverRanges(name: string): Notation {
  return (operands, _precedence, spacing) => {
    const [first, ...rest] = operands.map((operand) => textOf(operand(never)));
    if (first === undefined) throw new TypeError(`${name} needs operands`);
    return atom([`${name}(${[first, ...ranges(rest)].join(`,${spacing}`)})`]);
  };
}

/**
 * IRR's one argument: its values as one range of neighbouring cells (IRR(C9:H9)), or, when they are all
 * numbers, an array constant (IRR({-100,0,250})). Excel's IRR takes no list of separate values.
 */
const irrOfOneRange: Notation = (operands) => {
  const texts = operands.map((operand) => textOf(operand(never)));
  const [range, ...more] = ranges(texts);
  if (range !== undefined && more.length === 0 && texts.length > 1) return atom([`IRR(${range})`]);
  if (texts.every((text) => NUMBER_LITERAL.test(text))) return atom([`IRR({${texts.join(",")}})`]);
  throw new TypeError("IRR's flows must be neighbouring cells of one row or column, or numbers");
};

const NUMBER_LITERAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const ADDRESS = /^(?<sheet>.+!)?(?<column>[A-Z]{1,3})(?<row>\d+)$/;

interface Place {
  readonly sheet: string;
  readonly column: number;
  readonly row: number;
}

function placeOf(text: string): Place | null {
  const match = ADDRESS.exec(text);
  if (!match?.groups) return null;
  const { sheet = "", column = "", row = "" } = match.groups;
  let number = 0;
  for (const letter of column) number = number * 26 + letter.charCodeAt(0) - 64;
  return { sheet, column: number, row: Number(row) };
}

/** Whether `next` is the cell after `last` along the run's direction (across a row, or down a column). */
function follows(last: Place, next: Place, across: boolean | null): boolean {
  if (last.sheet !== next.sheet) return false;
  const right = next.row === last.row && next.column === last.column + 1;
  const down = next.column === last.column && next.row === last.row + 1;
  return across === null ? right || down : across ? right : down;
}

/** Runs of two or more neighbouring cells as ranges ("'Model'!C9:G9"); other texts as they are. */
function ranges(texts: readonly string[]): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < texts.length) {
    const text = texts[at] ?? "";
    const start = placeOf(text);
    let end = at;
    let across: boolean | null = null;
    for (let last = start; last; ) {
      const next = placeOf(texts[end + 1] ?? "");
      if (!next || !follows(last, next, across)) break;
      across = next.row === last.row;
      end++;
      last = next;
    }
    out.push(end > at ? `${text}:${(texts[end] ?? "").slice(start?.sheet.length ?? 0)}` : text);
    at = end + 1;
  }
  return out;
}

// Values as JavaScript. Operands are numbers except a conditional's branches, which may be choices.

const infixSource =
  (operator: string): Source =>
  ([left, right]) =>
    `(${left} ${operator} ${right})`;

const callSource =
  (name: string): Source =>
  (operands) =>
    `${name}(${operands.join(", ")})`;

/** A comparison: 1 when it holds, else 0 (as Excel's TRUE and FALSE count). */
const comparisonSource =
  (operator: string): Source =>
  ([left, right]) =>
    `(${left} ${operator} ${right} ? 1 : 0)`;

/**
 * Excel's NPV: the values discounted at `rate` (a decimal: 0.1 for 10 %), the first one period from now:
 * Σ valueᵢ / (1 + rate)ⁱ for i = 1 … n.
 */
function netPresentValue(rate: number, values: readonly number[]): number {
  let total = 0;
  values.forEach((value, index) => {
    total += value / (1 + rate) ** (index + 1);
  });
  return total;
}

const IRR_GUESS = 0.1;
const IRR_STEPS = 100;
const IRR_TOLERANCE = 1e-12;

/**
 * Excel's IRR: the rate (a decimal) at which the flows, the first one now and one a period after each
 * other, are worth 0. Newton's method from 10 %, Excel's own guess, so the two agree where flows have
 * more than one such rate; a step that would reach −100 % goes half way there instead. NaN, as Excel's
 * #NUM!, when the flows do not change sign or the steps do not settle within 100.
 */
export function internalRateOfReturn(flows: readonly number[]): number {
  if (!flows.some((flow) => flow > 0) || !flows.some((flow) => flow < 0)) return Number.NaN;
  let rate = IRR_GUESS;
  for (let step = 0; step < IRR_STEPS; step++) {
    let value = 0;
    let slope = 0;
    flows.forEach((flow, period) => {
      const discounted = flow / (1 + rate) ** period;
      value += discounted;
      slope -= (period * discounted) / (1 + rate);
    });
    const next = rate - value / slope;
    if (!Number.isFinite(next)) return Number.NaN;
    const kept = next > -1 ? next : (rate - 1) / 2;
    if (Math.abs(kept - rate) <= IRR_TOLERANCE * Math.max(1, Math.abs(rate))) return kept;
    rate = kept;
  }
  return Number.NaN;
}

/** The functions generated code may call besides Math's. */
export const GENERATED_CODE_HELPERS = { roundTo, netPresentValue, internalRateOfReturn };

const {
  comparison: COMPARING,
  additive: ADDITIVE,
  multiplicative: MULTIPLICATIVE,
  power: POWER,
} = PRECEDENCE;

/** The operations' names: the table below must declare each one, and only these. */
export type Operator =
  | "add"
  | "subtract"
  | "multiply"
  | "divide"
  | "power"
  | "percentOf"
  | "round"
  | "roundUp"
  | "min"
  | "max"
  | "sum"
  | Comparison
  | "if"
  | "npv"
  | "irr";

/** The operators whose value is a comparison's: what a conditional tests. */
export type Comparison = "greater" | "less" | "atLeast" | "atMost" | "equal";

/** Every operation of the formula language. */
export const OPERATIONS: { readonly [O in Operator]: Operation } = {
  add: {
    arity: 2,
    precedence: ADDITIVE,
    printed: infix("+"),
    excel: infix("+"),
    evaluate: infixSource("+"),
  },
  subtract: {
    arity: 2,
    precedence: ADDITIVE,
    printed: infix("−"),
    excel: infix("-"),
    evaluate: infixSource("-"),
  },
  multiply: {
    arity: 2,
    precedence: MULTIPLICATIVE,
    printed: infix("×"),
    excel: infix("*"),
    evaluate: infixSource("*"),
  },
  divide: {
    arity: 2,
    precedence: MULTIPLICATIVE,
    printed: infix("/"),
    excel: infix("/"),
    evaluate: infixSource("/"),
  },
  power: {
    arity: 2,
    precedence: POWER,
    printed: infix("^", { groupsLeft: false, tight: true }),
    excel: infix("^", { groupsLeft: false }),
    evaluate: infixSource("**"),
  },
  /** ÷ 100, unwritten in the explanation: percent inputs read as "× 35 %". */
  percentOf: {
    arity: 1,
    precedence: MULTIPLICATIVE,
    printed: hidden,
    excel: infix("/", { constant: "100" }),
    evaluate: ([of]) => `(${of} / 100)`,
  },
  /** Half away from zero to a number of decimals (the second operand), as the value is displayed. */
  round: {
    arity: 2,
    precedence: ATOM,
    printed: hidden,
    excel: call("ROUND"),
    evaluate: callSource("roundTo"),
  },
  roundUp: {
    arity: 1,
    precedence: ATOM,
    printed: enclosed("⌈", "⌉"),
    excel: call("ROUNDUP", "0"),
    evaluate: callSource("Math.ceil"),
  },
  min: {
    arity: { atLeast: 2 },
    precedence: ATOM,
    printed: call("min"),
    excel: call("MIN"),
    evaluate: callSource("Math.min"),
  },
  max: {
    arity: { atLeast: 2 },
    precedence: ATOM,
    printed: call("max"),
    excel: call("MAX"),
    evaluate: callSource("Math.max"),
  },
  /** a + b + … from 0; an empty sum (no option in the money) reads 0. */
  sum: {
    arity: { atLeast: 0 },
    precedence: ADDITIVE,
    printed: unlessEmpty("0", joined("+")),
    excel: unlessEmpty("0", call("SUM")),
    evaluate: (terms) => `(0${terms.map((term) => ` + ${term}`).join("")})`,
  },
  greater: {
    arity: 2,
    precedence: COMPARING,
    printed: infix(">"),
    excel: infix(">"),
    evaluate: comparisonSource(">"),
  },
  less: {
    arity: 2,
    precedence: COMPARING,
    printed: infix("<"),
    excel: infix("<"),
    evaluate: comparisonSource("<"),
  },
  atLeast: {
    arity: 2,
    precedence: COMPARING,
    printed: infix("≥"),
    excel: infix(">="),
    evaluate: comparisonSource(">="),
  },
  atMost: {
    arity: 2,
    precedence: COMPARING,
    printed: infix("≤"),
    excel: infix("<="),
    evaluate: comparisonSource("<="),
  },
  equal: {
    arity: 2,
    precedence: COMPARING,
    printed: infix("="),
    excel: infix("="),
    evaluate: comparisonSource("==="),
  },
  /** The second operand when the first (a comparison) holds, else the third; only the one taken is read. */
  if: {
    arity: 3,
    precedence: ATOM,
    printed: call("if"),
    excel: call("IF"),
    evaluate: ([condition, then, otherwise]) => `(${condition} ? ${then} : ${otherwise})`,
  },
  /** NPV(rate, values…): the rate a decimal, the first value one period away (Excel's NPV). */
  npv: {
    arity: { atLeast: 2 },
    precedence: ATOM,
    printed: call("npv"),
    excel: callOverRanges("NPV"),
    evaluate: ([rate, ...values]) => `netPresentValue(${rate}, [${values.join(", ")}])`,
  },
  /** IRR(flows…): a decimal, the first flow now (Excel's IRR). */
  irr: {
    arity: { atLeast: 2 },
    precedence: ATOM,
    printed: call("irr"),
    excel: irrOfOneRange,
    evaluate: (flows) => `internalRateOfReturn([${flows.join(", ")}])`,
  },
};

/** Whether `count` operands suit `operator`. */
export function takes(operator: Operator, count: number): boolean {
  const { arity } = OPERATIONS[operator];
  return typeof arity === "number" ? count === arity : count >= arity.atLeast;
}
