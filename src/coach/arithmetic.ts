import type { WrongClaim } from "./claim-check";

// "At a 25% tax rate the after-tax cost is 15% times 0.75, which is 9.5%": a calculation the answer works
// out in words or symbols, checked by doing it. A percentage may stand for its figure (15% × 0.75 =
// 11.25%) or for a fraction (1 − 25% = 0.75), so every reading is tried and any one that gives the
// stated result passes; a result stated as approximate ("about", "roughly") gets a wider margin. A result that
// is itself the start of a further calculation ("= 1.3 / 1.375, about 0.95") is a step, not a result.

const NUMBER = String.raw`[$€£]?\d+(?:[.,]\d+)*(?:%|m|bn|k)?`;
const OPERATOR = String.raw`×|\*|\+|−|-|/|÷|x|times|multiplied by|plus|minus|less|divided by|over`;
// "The buyer's $200m plus the target's $30m minus $22.5m is $207.5m": a calculation whose terms are named
// continues before its first figure; only its end can be read, and its result is not that end's.
const WORD_OPERATOR = String.raw`\b(?:times|multiplied by|plus|minus|less|divided by|over)`;
const RESULT = "=|equals|is|gives|giving|which is|that is|comes to|makes|so";
const TERM = String.raw`\(?\s*${NUMBER}\s*\)?`;
const CALCULATION = new RegExp(
  String.raw`(?<![\w.,$€£])(?<![×*/÷+−-]\s*)(?<!${WORD_OPERATOR}\s+(?:[\w'’]+\s+){0,2})(${TERM}(?:\s*(?:${OPERATOR})\s*${TERM})+)\s*,?\s*(?:${RESULT})\s+(about\s+|roughly\s+|around\s+|approximately\s+|some\s+|~\s*)?(${NUMBER})(?![\w]|[.,]\d)(?!\s*(?:${OPERATOR})\s*\(?\d)`,
  "gi",
);
const EXACT_MARGIN = 0.015;
const APPROXIMATE_MARGIN = 0.08;

/** Every figure of the calculations a text works out right: the answer shows where they come from. */
export function workedFigures(text: string): Set<number> {
  return new Set(calculationsIn(text).flatMap(({ said, holds }) => (holds ? figuresOf(said) : [])));
}

/** The figures a text states, as amounts ("1,000" is a thousand, "8%" is 8). */
export function figuresOf(text: string): number[] {
  return [...text.matchAll(new RegExp(NUMBER, "g"))].map((figure) => amountOf(figure[0]));
}

function calculationsIn(
  text: string,
): { said: string; expression: string; results: number[]; holds: boolean }[] {
  return [...text.matchAll(CALCULATION)].flatMap((match) => {
    const [said, expression = "", approximate, stated = ""] = match;
    const tokens = tokensOf(expression);
    const results = tokens ? readings(tokens) : [];
    if (results.length === 0) return [];
    const margin = approximate ? APPROXIMATE_MARGIN : EXACT_MARGIN;
    const resultReadings = percentReadings(stated);
    const holds = results.some((value) => resultReadings.some((result) => close(value, result, margin)));
    return [{ said: said.trim(), expression, results, holds }];
  });
}

/** The calculations of a text whose stated result no reading of its figures gives. */
export function wrongCalculations(text: string): WrongClaim[] {
  const wrong: WrongClaim[] = [];
  for (const { said, expression, results, holds } of calculationsIn(text)) {
    if (holds) continue;
    wrong.push({
      kind: "number",
      said,
      reference: `${expression.trim()} = ${format(results[0] as number)}`,
      source: "arithmetic",
    });
  }
  return wrong;
}

type Operator = "+" | "-" | "*" | "/";
type Token = { number: string } | { operator: Operator } | { paren: "(" | ")" };

function tokensOf(expression: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = new RegExp(String.raw`\s*(${NUMBER}|${OPERATOR}|\(|\))`, "giy");
  let at = 0;
  for (const match of expression.matchAll(pattern)) {
    if (match.index !== at) return undefined;
    at = match.index + match[0].length;
    const piece = (match[1] ?? "").toLowerCase();
    if (piece === "(" || piece === ")") tokens.push({ paren: piece });
    else if (/^[$€£]?\d/.test(piece)) tokens.push({ number: piece });
    else tokens.push({ operator: operatorOf(piece) });
  }
  return at === expression.trimEnd().length || expression.slice(at).trim() === "" ? tokens : undefined;
}

function operatorOf(word: string): Operator {
  if (["+", "plus"].includes(word)) return "+";
  if (["−", "-", "minus", "less"].includes(word)) return "-";
  if (["/", "÷", "divided by", "over"].includes(word)) return "/";
  return "*";
}

/** Every value the calculation takes, each percentage read as its figure or as a fraction. */
function readings(tokens: readonly Token[]): number[] {
  const percents = tokens.filter((token) => "number" in token && token.number.endsWith("%")).length;
  if (percents > 4) return [];
  const values: number[] = [];
  for (let mask = 0; mask < 2 ** percents; mask += 1) {
    let index = 0;
    const numbers = tokens.map((token) => {
      if (!("number" in token)) return undefined;
      const value = amountOf(token.number);
      if (!token.number.endsWith("%")) return value;
      const asFraction = (mask >> index) & 1;
      index += 1;
      return asFraction ? value / 100 : value;
    });
    const value = evaluate(tokens, numbers);
    if (value !== undefined && Number.isFinite(value)) values.push(value);
  }
  return values;
}

// Precedence climbing over + − × ÷ and parentheses.
function evaluate(tokens: readonly Token[], numbers: readonly (number | undefined)[]): number | undefined {
  let at = 0;
  const primary = (): number | undefined => {
    const token = tokens[at];
    if (!token) return undefined;
    if ("paren" in token && token.paren === "(") {
      at += 1;
      const value = sum();
      if (!(tokens[at] && "paren" in (tokens[at] as Token))) return undefined;
      at += 1;
      return value;
    }
    if (!("number" in token)) return undefined;
    at += 1;
    return numbers[at - 1];
  };
  // One level of left-associative operators over the level below it.
  const level =
    (below: () => number | undefined, apply: Partial<Record<Operator, (a: number, b: number) => number>>) =>
    (): number | undefined => {
      let value = below();
      while (value !== undefined) {
        const token = tokens[at];
        const operation = token && "operator" in token ? apply[token.operator] : undefined;
        if (!operation) break;
        at += 1;
        const right = below();
        if (right === undefined) return undefined;
        value = operation(value, right);
      }
      return value;
    };
  const product = level(primary, { "*": (a, b) => a * b, "/": (a, b) => a / b });
  const sum = level(product, { "+": (a, b) => a + b, "-": (a, b) => a - b });
  const value = sum();
  return at === tokens.length ? value : undefined;
}

export function amountOf(text: string): number {
  const digits = text.replace(/[$€£%mbnk]/gi, "");
  // "1,000" is a thousand; "2,5" is the French 2.5.
  const normalized = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)
    ? digits.replace(/,/g, "")
    : digits.replace(",", ".");
  return Number(normalized);
}

function percentReadings(text: string): number[] {
  const value = amountOf(text);
  return text.endsWith("%") ? [value, value / 100] : [value];
}

function close(a: number, b: number, margin: number): boolean {
  return Math.abs(a - b) <= margin * Math.max(Math.abs(a), Math.abs(b)) + 1e-9;
}

export function format(value: number): string {
  return String(Math.round(value * 100) / 100);
}
