import type { WrongClaim } from "./claim-check";

// "Equity equals liabilities minus assets": a formula that names the same quantities as an identity of
// finance ("assets equal liabilities plus equity") or of the model answer, but does not rearrange to it,
// is wrong whatever words surround it. Formulas are read as sums of signed quantities, each quantity one
// concept of the lexicon, so "equity = assets − liabilities" and "assets = liabilities + equity" are
// the same identity.

/** A formula as signed quantities: {assets: 1, liabilities: -1, equity: -1} for "assets = liabilities + equity". */
export type Formula = ReadonlyMap<string, number>;

interface StatedFormula {
  formula: Formula;
  /** The words that state it, for quoting back. */
  text: string;
}

const SENTENCE_SPLIT = /(?<=[.!?;])\s+/;
const EQUALS = /\s+(?:equals?|=|is equal to|is the same as|égale?|est égal à)\s+/i;
// The left side starts after the last word that opens a clause.
const LEFT_START =
  /.*(?:^|[,:(]|\b(?:so|and|where|that|which|then|because|since|while|but|thus|hence|donc|et|où|car))\s*/i;
// The right side ends where the clause does.
const RIGHT_END = /[,:;()]|\s(?:so|because|which|while|where|when|since|but|as|if|donc|car|ce qui)\s/i;
const OPERATOR = /\s+(plus|minus|less|\+|−|-|moins)\s+/i;
const MINUS = new Set(["minus", "less", "−", "-", "moins"]);

/**
 * Reads the formulas a text states, each quantity named by the single concept `conceptsOf` finds in its
 * words (a term that names no concept, or several joined by anything but "and", makes no formula).
 */
export function formulasIn(text: string, conceptsOf: (words: string) => string[]): StatedFormula[] {
  const found: StatedFormula[] = [];
  for (const sentence of text.split(SENTENCE_SPLIT)) {
    const at = EQUALS.exec(sentence);
    if (!at) continue;
    const left = sentence.slice(0, at.index).replace(LEFT_START, "");
    const rightText = sentence.slice(at.index + at[0].length);
    const end = RIGHT_END.exec(rightText);
    const right = (end ? rightText.slice(0, end.index) : rightText).replace(/[.!?]+$/, "");
    const subject = conceptsOf(left);
    if (subject.length !== 1) continue;
    const formula = new Map<string, number>([[subject[0] as string, 1]]);
    let sign = -1;
    let readable = true;
    for (const [index, piece] of right.split(OPERATOR).entries()) {
      if (index % 2 === 1) {
        sign = MINUS.has(piece.toLowerCase()) ? 1 : -1;
        continue;
      }
      const terms = conceptsOf(piece);
      if (terms.length === 0) readable = false;
      for (const term of terms) formula.set(term, (formula.get(term) ?? 0) + sign);
    }
    if (!readable || formula.size < 3) continue;
    found.push({ formula, text: `${left.trim()} ${at[0].trim()} ${right.trim()}` });
  }
  return found;
}

/**
 * The answer's formulas that name exactly the quantities of a known identity but do not rearrange to it.
 */
export function wrongFormulas(
  answer: readonly StatedFormula[],
  identities: readonly StatedFormula[],
  source: WrongClaim["source"],
): WrongClaim[] {
  const wrong: WrongClaim[] = [];
  for (const stated of answer) {
    const same = identities.filter((identity) => sameQuantities(identity.formula, stated.formula));
    if (same.length === 0 || same.some((identity) => equivalent(identity.formula, stated.formula))) continue;
    wrong.push({ kind: "formula", said: stated.text, reference: (same[0] as StatedFormula).text, source });
  }
  return wrong;
}

function sameQuantities(a: Formula, b: Formula): boolean {
  return a.size === b.size && [...a.keys()].every((key) => b.has(key));
}

// The same formula, or the same with both sides swapped (every sign flipped).
function equivalent(a: Formula, b: Formula): boolean {
  const same = [...a].every(([key, sign]) => b.get(key) === sign);
  const flipped = [...a].every(([key, sign]) => b.get(key) === -sign);
  return same || flipped;
}
