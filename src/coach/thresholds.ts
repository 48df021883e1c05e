import type { WrongClaim } from "./claim-check";
import { splitSentences } from "./tokenize";

// "Maintenance covenants keep leverage below 5x and interest coverage above 2x": a quantity held on one
// side of a figure or of another quantity. An answer that puts the same quantity on the other side of the
// same figure ("leverage above 5x") or the same quantity ("equity value below book value") has it the
// wrong way round, whatever else it words differently.

const ABOVE = [
  "above",
  "over",
  "more than",
  "greater than",
  "higher than",
  "at least",
  "no less than",
  "in excess of",
  "exceeds",
  "exceed",
  "exceeding",
];
const BELOW = ["below", "under", "less than", "lower than", "fewer than", "at most", "no more than"];
const COMPARATOR = new RegExp(String.raw`\b(${[...ABOVE, ...BELOW].join("|")})\s+`, "gi");
// Where one threshold ends and the next begins: "leverage below 5x and coverage above 2x".
const CLAUSE_BREAK = /,|;|\band\b|\bor\b|\bwhile\b|\bwhereas\b|\bbut\b/i;
const FIGURE = /^(\d+(?:\.\d+)?)\s*(x|%|times)?(?!\w|\.\d)(?!\s*(?:years?|months?|days?))/i;
const DENIAL = /\b(not|n't|never|cannot)\b/i;

export interface Threshold {
  subject: string;
  side: "above" | "below";
  /** "5x", "2%", or the concept on the other side. */
  bound: string;
  clause: string;
}

/**
 * The answer's thresholds that a reference sets on the other side of the same bound; where the references
 * set none on it, the finance facts may.
 */
export function reversedThresholds(
  stated: readonly Threshold[],
  fromReferences: readonly Threshold[],
  fromFacts: readonly Threshold[],
): WrongClaim[] {
  return stated.flatMap((threshold) => {
    const named = (other: Threshold) =>
      sameBound(other, threshold) || (other.subject === threshold.bound && other.bound === threshold.subject);
    const sources = [
      [fromReferences, "model"],
      [fromReferences.some(named) ? [] : fromFacts, "fact"],
    ] as const;
    for (const [known, source] of sources) {
      const reversed = known.find((other) => contradicts(other, threshold));
      if (reversed)
        return [{ kind: "direction", said: threshold.clause, reference: reversed.clause, source }];
    }
    return [];
  });
}

function sameBound(a: Threshold, b: Threshold): boolean {
  return a.subject === b.subject && a.bound === b.bound;
}

// "Leverage above 5x" against "leverage below 5x", or "the cost of debt sits above the cost of equity"
// against "the cost of equity sits above the cost of debt".
function contradicts(known: Threshold, stated: Threshold): boolean {
  return (
    (sameBound(known, stated) && known.side !== stated.side) ||
    (known.subject === stated.bound && known.bound === stated.subject && known.side === stated.side)
  );
}

// A text that puts the same quantity on both sides of a bound ("above GDP growth is a warning sign … should
// not exceed it") says which side is wrong in words the check cannot read: such bounds are left out.
export function consistent(thresholds: readonly Threshold[]): Threshold[] {
  return thresholds.filter(
    (threshold) => !thresholds.some((other) => sameBound(other, threshold) && other.side !== threshold.side),
  );
}

/** The bounds a text sets: each quantity, the side it is held on, and the figure or quantity it is held to. */
export function thresholdsIn(text: string, conceptsOf: (words: string) => string[]): Threshold[] {
  const thresholds: Threshold[] = [];
  for (const sentence of splitSentences(text)) {
    let subject: string | undefined;
    for (const clause of sentence.split(CLAUSE_BREAK)) {
      let from = 0;
      for (const match of clause.matchAll(COMPARATOR)) {
        const at = match.index ?? 0;
        // "coverage above 2x": the quantity is named before the comparator, or carried from before.
        subject = conceptsOf(clause.slice(from, at)).at(-1) ?? subject;
        from = at + match[0].length;
        const rest = clause.slice(from);
        const figure = FIGURE.exec(rest);
        const bound = figure
          ? `${Number(figure[1])}${(figure[2] ?? "").toLowerCase().replace("times", "x")}`
          : conceptsOf(rest.split(/\s+/).slice(0, 4).join(" "))[0];
        if (!subject || !bound || bound === subject) continue;
        // "Growth should not exceed GDP growth" keeps it below.
        const above = ABOVE.includes((match[1] ?? "").toLowerCase()) !== DENIAL.test(clause);
        const side = above ? "above" : "below";
        thresholds.push({ subject, side, bound, clause: clause.trim().replace(/[.!?]+$/, "") });
      }
    }
  }
  return thresholds;
}
