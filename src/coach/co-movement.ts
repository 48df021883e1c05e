import { type AnalyzedText, type DirectionClaim, withClaims } from "./analyze-text";
import { directionAgreement } from "./direction-agreement";
import type { ConceptRelations } from "./lexicon";

/**
 * Two quantities a sentence says move together (sign 1), against each other (sign −1), or not at all
 * (sign 0: "higher rates leave the cost of equity unchanged").
 */
export interface CoMovement {
  /** The premise ("a higher WACC") and its consequence ("lowers the value"). */
  premise: DirectionClaim;
  consequence: DirectionClaim;
  sign: 1 | -1 | 0;
}

/**
 * What moves with what, sentence by sentence: the first claim of a sentence is the premise and each
 * later claim a consequence of it ("Higher rates raise the WACC, so values fall": rates with the WACC,
 * rates against values). A contrast ("while", "but") or a new claim about the premise's own quantity
 * ("… and lower rates …") starts a new premise; a verb that names its cause ("depreciation lowers taxes")
 * makes the cause the premise. A claim that something is unchanged is no premise;
 * comparisons of two things relate nothing, and neither do premises side by side ("a higher price and
 * less leverage"), whose consequences come of them together.
 */
export function coMovementsOf(text: AnalyzedText, withCauses = false): CoMovement[] {
  const contrasts = new Set(text.clauses.filter((clause) => clause.contrast).map((clause) => clause.clause));
  // "Lenders take less risk than shareholders" compares two things; nothing moves.
  const comparisons = new Set(
    text.clauses.filter((clause) => clause.compares).map((clause) => clause.clause),
  );
  const movements: CoMovement[] = [];
  let premise: DirectionClaim | undefined;
  // "Debt and cash both rise, so net debt is unchanged": what follows comes of the two together.
  let joint = false;
  for (const claim of text.claims) {
    if (comparisons.has(claim.clause)) continue;
    const follows =
      premise !== undefined &&
      premise.sentence === claim.sentence &&
      premise.target !== claim.target &&
      !(contrasts.has(claim.clause) && claim.clause !== premise.clause);
    if (claim.parallel) joint ||= follows;
    else if (follows && premise) {
      if (!joint)
        movements.push({ premise, consequence: claim, sign: (premise.sign * claim.sign) as 1 | -1 | 0 });
    } else if (claim.sign !== 0) {
      premise = claim;
      joint = false;
      // "Depreciation lowers taxes": more of the cause, less of the target.
      if (withCauses && claim.cause && claim.cause !== claim.target) {
        premise = { ...claim, target: claim.cause, sign: 1, negated: false };
        movements.push({ premise, consequence: claim, sign: claim.sign });
      }
    }
  }
  return movements;
}

/**
 * Whether two movements relate the same two quantities, in either order. Only the same concepts
 * count: "more debt lowers the WACC" says nothing of the cost of debt, however related the two are.
 */
export function samePair(a: CoMovement, b: CoMovement): boolean {
  const [a1, a2, b1, b2] = [a.premise.target, a.consequence.target, b.premise.target, b.consequence.target];
  return (a1 === b1 && a2 === b2) || (a1 === b2 && a2 === b1);
}

function knownMovement(stated: CoMovement, references: readonly CoMovement[]): boolean {
  return references.some(
    (reference) => reference.sign !== 0 && reference.sign === stated.sign && samePair(stated, reference),
  );
}

/**
 * The answer with each sentence that states a known relation the other way round ("when rates fall,
 * values rise", against "higher rates lower values") read as the reference states it, so that its
 * premise is not taken for a reversed claim. A sentence is read so only when flipping all its claims
 * removes every reversal against the reference's claims and its relations agree with known ones.
 */
export function readMirroredSentences(
  answer: AnalyzedText,
  referenceClaims: readonly DirectionClaim[],
  referenceMovements: readonly CoMovement[],
  relations: ConceptRelations,
): AnalyzedText {
  const movements = coMovementsOf(answer);
  const mirrored = new Set<number>();
  for (const sentence of new Set(answer.claims.map((claim) => claim.sentence))) {
    const claims = answer.claims.filter((claim) => claim.sentence === sentence && claim.sign !== 0);
    if (claims.length < 2) continue;
    const stated = movements.filter((movement) => movement.premise.sentence === sentence);
    const known = stated.filter((movement) => knownMovement(movement, referenceMovements));
    if (known.length === 0 || known.length < stated.length) continue;
    const before = directionAgreement(claims, referenceClaims, relations);
    const after = directionAgreement(claims, referenceClaims, relations, -1);
    if (before.reversed > 0 && after.reversed === 0 && after.agreed > 0) mirrored.add(sentence);
  }
  if (mirrored.size === 0) return answer;
  return withClaims(
    answer,
    answer.claims.map((claim) =>
      mirrored.has(claim.sentence) ? { ...claim, sign: (-claim.sign || 0) as 1 | -1 | 0 } : claim,
    ),
  );
}
