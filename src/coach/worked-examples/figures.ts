import { amountOf } from "../arithmetic";
// Figures as the worked-example checks read and compare them.

export const AMOUNT = String.raw`[$€£]?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:m|bn|k|million|billion)\b)?`;
export const UP =
  "rises?|rising|rose|increases?|increasing|increased|goes up|going up|went up|is up|are up|grows?|climbs?|higher";
export const DOWN =
  "falls?|falling|fell|decreases?|decreasing|decreased|goes down|going down|went down|is down|are down|drops?|dropping|declines?|lower|shrinks?";
export const DIRECTION = `(${UP}|${DOWN})`;
// A relative error up to this share, or this many units, is rounding.
export const EXACT_MARGIN = 0.03;
// An IRR or a premium stated as a rough figure may be this many percentage points off.
export const RATE_POINTS = 2;
export const RATE_SHARE = 0.12;

// An amount with the sign its direction word gives it: "falls by 10" is −10.
export function signed(amount: string, direction: string): number {
  const value = millions(amount);
  return new RegExp(`^(?:${DOWN}|decrease|fall|drop|decline|reduction)$`, "i").test(direction.trim())
    ? -value
    : value;
}

export function millions(amount: string): number {
  const value = amountOf(amount.replace(/\s*(?:million|billion)\b/i, ""));
  return /bn\b|billion/i.test(amount) ? value * 1000 : value;
}

export function wholeMatch(pattern: RegExp, text: string): boolean {
  return new RegExp(`^(?:${pattern.source})$`, "i").test(text.trim());
}

// Within rounding for small figures too: an EPS of 1.10 is not 1.04.
export function nearly(a: number, b: number): boolean {
  return Math.abs(a - b) <= EXACT_MARGIN * Math.max(Math.abs(a), Math.abs(b)) + 0.005;
}

export function close(a: number, b: number, margin: number): boolean {
  return Math.abs(a - b) <= margin * Math.max(Math.abs(a), Math.abs(b)) + 0.05;
}

export function format(value: number, digits = 2): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

// The one value a figure is given, or none when it is given two different values.
export function single<T extends { value: number }>(figures: readonly T[]): T | undefined {
  const [first] = figures;
  return first && figures.every((figure) => nearly(figure.value, first.value)) ? first : undefined;
}

// The different values a pattern's amount takes in a text.
export function distinct(text: string, pattern: RegExp): number[] {
  const values: number[] = [];
  for (const figure of statedFigures(text, pattern)) {
    if (!values.some((value) => nearly(value, figure.value))) values.push(figure.value);
  }
  return values;
}

// Each match of a pattern with the amount it captures.
export function statedFigures(text: string, pattern: RegExp): { value: number; said: string }[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const amount = match.slice(1).find((group) => group !== undefined && /^[$€£]?\d/.test(group));
    return amount === undefined ? [] : [{ value: millions(amount), said: match[0] }];
  });
}

// Patterns several worked examples read.
// "$100m over 100m shares" divides: "over" between two figures is an operator, "over five years" is not.
export const OPERATOR_AFTER =
  /^\s*(?:[+−\-×*/÷]|divided by\b|times\b|plus\b|minus\b|multiplied by\b|over\s+(?=\$?\d))/i;
export const MULTIPLE = /(\d+(?:\.\d+)?)\s?x\b/gi;
export const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
export const CLAUSE_BREAK = /;|,\s*(?:but|while|whereas)\b|\bwhereas\b|\bwhile\b/i;
