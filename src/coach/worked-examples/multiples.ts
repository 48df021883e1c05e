import type { WrongClaim } from "../claim-check";
import { AMOUNT, CLAUSE_BREAK, close, EXACT_MARGIN, format, MULTIPLE, millions } from "./figures";

// Multiples redone from the answer's own figures: one multiple's premium or discount to another, and a
// value stated as a multiple of EBITDA.

// ——— A multiple's premium or discount to another ———

// "a 20% premium", "a premium of 20%".
const PREMIUM =
  /(\d+(?:\.\d+)?)\s*%\s+(premium|discount)\b|\b(premium|discount)\s+of\s+(?:about\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*%/i;

export function relativePremiums(sentence: string): WrongClaim[] {
  return sentence.split(CLAUSE_BREAK).flatMap((clause) => {
    const premium = PREMIUM.exec(clause);
    const multiples = [...new Set([...clause.matchAll(MULTIPLE)].map((match) => Number(match[1])))];
    if (!premium || multiples.length !== 2) return [];
    const kind = (premium[2] ?? premium[3] ?? "").toLowerCase();
    const [high, low] = [Math.max(...multiples), Math.min(...multiples)];
    if (!(low > 0)) return [];
    const expected = kind === "premium" ? (high / low - 1) * 100 : (1 - low / high) * 100;
    const stated = Number(premium[1] ?? premium[4]);
    if (Math.abs(stated - expected) <= Math.max(1, 0.06 * expected)) return [];
    return [
      {
        kind: "number",
        said: clause.trim(),
        reference:
          kind === "premium"
            ? `${format(high)}x against ${format(low)}x is a premium of ${format(high)} / ${format(low)} − 1, about ${format(expected, 0)}%`
            : `${format(low)}x against ${format(high)}x is a discount of 1 − ${format(low)} / ${format(high)}, about ${format(expected, 0)}%`,
        source: "arithmetic",
      },
    ];
  });
}

// ——— A value stated as a multiple of EBITDA ———

const VALUE_TOKENS = new RegExp(
  String.raw`(EBITDA)|(enterprise value|\bEV\b|exit value|purchase price|entry price|price paid|valuation)|(equity value|equity|debt|cash|revenue|sales|net income|earnings|interest|shares?|dividends?|capex|fees?|IRR|returns?|proceeds|multiple of)|(\d+(?:\.\d+)?\s?x\b)|(${AMOUNT})(?!\s*%|\s?x\b|[\s-]+years?|\d)`,
  "gi",
);

const TERM_FOLLOWS = /^\s*(?:[+−\-×*/÷]\s*\d|=)/;
const OWNER = /^\s+of\s+([\w&]+)/i;

export function valuesFromMultiples(sentence: string): WrongClaim[] {
  const ebitda: number[] = [];
  const values: number[] = [];
  const multiples = new Set<number>();
  let context: "ebitda" | "value" | undefined;
  for (const match of sentence.matchAll(VALUE_TOKENS)) {
    if (match[1]) context = "ebitda";
    else if (match[2]) context = "value";
    else if (match[3]) context = undefined;
    else if (match[4]) multiples.add(Number.parseFloat(match[4]));
    else if (match[5]) {
      const after = sentence.slice((match.index ?? 0) + match[5].length);
      // A term of a sum ("800 + 200 = 1,000") is not the value itself; "$270m of debt" is debt.
      const of = OWNER.exec(after)?.[1];
      const owner = TERM_FOLLOWS.test(after)
        ? undefined
        : of
          ? /^EBITDA$/i.test(of)
            ? "ebitda"
            : undefined
          : context;
      if (owner === "ebitda") ebitda.push(millions(match[5]));
      else if (owner === "value") values.push(millions(match[5]));
    }
  }
  const [multiple] = multiples;
  if (multiples.size !== 1 || multiple === undefined || ebitda.length === 0) return [];
  const wrong = values.filter((value) => !ebitda.some((base) => close(value, multiple * base, EXACT_MARGIN)));
  if (wrong.length === 0) return [];
  return [
    {
      kind: "number",
      said: sentence,
      reference: `at ${format(multiple)}x, a value is ${format(multiple)} times EBITDA: ${ebitda
        .map((base) => `${format(base)} of EBITDA is worth ${format(multiple * base)}`)
        .join(", ")}`,
      source: "arithmetic",
    },
  ];
}
