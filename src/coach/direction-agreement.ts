import type { DirectionClaim } from "./analyze-text";
import { type ConceptRelations, sameOrRelated } from "./lexicon";

/**
 * How many of the claims agree with, or are reversed by, the other list's claims about the same
 * quantity (or a related one).
 */
function directionAgreement(
  claims: readonly DirectionClaim[],
  against: readonly DirectionClaim[],
  relations: ConceptRelations,
): { agreed: number; reversed: number } {
  let agreed = 0;
  let reversed = 0;
  for (const claim of claims) {
    const about = against.filter((other) => sameOrRelated(other.target, claim.target, relations));
    if (about.some((other) => other.sign === claim.sign)) agreed += 1;
    else if (about.length > 0) reversed += 1;
  }
  return { agreed, reversed };
}

/**
 * Whether an answer reverses the reference's directions: at least one reversal and no more
 * agreements than reversals ("rates rise" agreeing does not excuse "prices rise").
 */
export function reversesDirections(
  reference: readonly DirectionClaim[],
  answer: readonly DirectionClaim[],
  relations: ConceptRelations,
): boolean {
  const { agreed, reversed } = directionAgreement(reference, answer, relations);
  return reversed > 0 && reversed >= agreed;
}

/** Whether the answer states some reference claim with the same direction. */
export function agreesWithSome(
  reference: readonly DirectionClaim[],
  answer: readonly DirectionClaim[],
  relations: ConceptRelations,
): boolean {
  return directionAgreement(reference, answer, relations).agreed > 0;
}
