import type { AnalyzedText } from "./analyze-text";
import { overlap, type WrongClaim } from "./claim-check";
import type { Opposites } from "./edited-copies";
import type { GradingTuning } from "./grading-tuning";
import type { ConceptRelations } from "./lexicon";

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
  tuning: Pick<GradingTuning, "oppositeAlignment">,
): WrongClaim[] {
  const clauses = references.flatMap((text) => text.clauses);
  return answer.clauses.flatMap((clause) => {
    const own = new Set(clause.content);
    const reversed = clauses.find((reference) => {
      if (reference.negated !== clause.negated) return false;
      if (overlap(clause, reference, relations) < tuning.oppositeAlignment) return false;
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
