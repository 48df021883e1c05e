import type { AnalyzedText, TextAnalyzer } from "./analyze-text";
import { overlap, type WrongClaim } from "./claim-check";
import { TUNING } from "./grading-tuning";
import { type ConceptRelations, linkBothWays } from "./lexicon";

/** Keys of words that say opposite things ("w:add" ↔ "w:subtract"), both ways. */
export type Opposites = ReadonlyMap<string, ReadonlySet<string>>;

/** Reads the lexicon's pairs of opposite words as keys, through the analyser that reads the answers. */
export function oppositesOf(
  pairs: readonly (readonly [string, string])[],
  analyzer: TextAnalyzer,
): Opposites {
  // A word the analyser reads as one key; a phrase or an unknown word has no single key to pair.
  const keyOf = (word: string) => {
    const keys = analyzer.analyze(word).sentences[0]?.keys ?? [];
    return keys.length === 1 ? keys[0] : undefined;
  };
  const opposites = new Map<string, Set<string>>();
  for (const [first, second] of pairs) {
    const a = keyOf(first);
    const b = keyOf(second);
    if (a && b && a !== b) linkBothWays(opposites, a, b);
  }
  return opposites;
}

// "The deal is dilutive when the buyer's P/E is the higher one" against "accretive when the buyer's P/E is
// higher": a clause about the same things as a reference clause that says one word of a reviewed pair of
// opposites where the reference says the other, with the same negation, claims the opposite, however the
// rest is worded.

/** The answer's clauses that say the opposite word of an aligned reference clause. */
export function oppositeClaims(
  answer: AnalyzedText,
  references: readonly AnalyzedText[],
  opposites: Opposites,
  relations: ConceptRelations,
): WrongClaim[] {
  const clauses = references.flatMap((text) => text.clauses);
  return answer.clauses.flatMap((clause) => {
    const own = new Set(clause.content);
    const reversed = clauses.find((reference) => {
      if (reference.negated !== clause.negated) return false;
      if (overlap(clause, reference, relations) < TUNING.oppositeAlignment) return false;
      const theirs = new Set(reference.content);
      return [...own].some(
        (key) =>
          !theirs.has(key) &&
          [...(opposites.get(key) ?? [])].some((other) => theirs.has(other) && !own.has(other)),
      );
    });
    return reversed
      ? [{ kind: "direction", said: clause.text, reference: reversed.text, source: "model" }]
      : [];
  });
}
