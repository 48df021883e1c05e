import type { Token } from "./tokenize";

// The pieces a text is read into, shared by the analyser and the reading of what each claim is about.

/** One word or phrase of a text, as the analyser reads it. */
export type Item =
  | { kind: "function"; token: Token }
  | { kind: "negation"; token: Token; lower: string }
  | { kind: "up" | "down" | "unchanged"; token: Token; fromTo?: true }
  | { kind: "concept"; token: Token; concept: string }
  | { kind: "word"; token: Token; key: string; lemma?: string }
  | { kind: "number"; token: Token; key: string };

export function unitKeyOf(item: Item): string | undefined {
  if (item.kind === "concept") return `c:${item.concept}`;
  if (item.kind === "word") return item.key;
  return undefined;
}

export function isDirection(item: Item): boolean {
  return item.kind === "up" || item.kind === "down" || item.kind === "unchanged";
}

export const ARTICLES = new Set(["a", "an", "the", "un", "une", "la", "le", "l"]);
export const OF_WORDS = new Set(["in", "of", "de", "du", "des", "d", "en"]);
export const AMOUNT_WORDS = new Set(["by", "to", "from", "par"]);
// "a higher WACC": a comparative describes the noun after it, whatever the article.
export const COMPARATIVE = /^(more|less|fewer|\w+er|plus|moins|sup[ée]rieure?|inf[ée]rieure?)$/;
export const JOINERS = new Set(["and", "et"]);

/** A number as stated: "7.5", "25%" (unit "%"), "5x" (unit "x"), "$100m" (unit "m", an amount of money). */
export interface StatedNumber {
  value: number;
  unit: string;
  /** Written with a currency sign: "$2" is money, "18.75m" (of shares) may not be. */
  money: boolean;
}

const NUMBER_PATTERN = /^([$€£])?(\d+(?:[.,]\d+)*)(%|x|m|bn|k)?$/;

/** Reads "7.5", "1,000", "2,5", "25%", "5x", "$100m". */
export function readNumber(text: string): StatedNumber | undefined {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return undefined;
  const digits = match[2] as string;
  const thousands = /^\d{1,3}(,\d{3})+$/.test(digits);
  const value = Number(thousands ? digits.replaceAll(",", "") : digits.replace(",", "."));
  return Number.isFinite(value) ? { value, unit: match[3] ?? "", money: match[1] !== undefined } : undefined;
}
