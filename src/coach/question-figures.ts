import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import { overlap } from "./claim-check";
import type { ConceptRelations } from "./lexicon";

/**
 * Whether a figure of an answer's clause is the question's own data: "paying $750m for $30m of earnings" where the
 * question has the target "earning $30m for $750m". The figure must be stated in a question clause about a thing the
 * answer's clause names too, and no reference clause may speak of exactly the answer clause's things with a figure
 * of its own: "breakeven net income is $100m" takes the question's net income of $100m for another quantity, the
 * one the model answer puts at $137.5m.
 */
export function questionData(
  question: AnalyzedText,
  answer: AnalyzedText,
  references: readonly AnalyzedText[],
  relations: ConceptRelations,
): (said: string, figure: number) => boolean {
  const stated = question.clauses.flatMap((clause) =>
    clause.numbers.map((number) => ({ value: number.value, keys: new Set(clause.content) })),
  );
  const figured = references.flatMap((text) => text.clauses).filter((clause) => clause.numbers.length > 0);
  const sameThings = (clause: ClauseFacts) =>
    figured.some((other) => overlap(clause, other, relations) >= SAME_THINGS);
  return (said, figure) => {
    const clause = answer.clauses.find((item) => said.includes(item.text));
    if (!clause || sameThings(clause)) return false;
    return stated.some(
      ({ value, keys }) =>
        value === figure && clause.content.some((key) => !key.startsWith("n:") && keys.has(key)),
    );
  };
}

// Every thing one clause names, the other names too.
const SAME_THINGS = 0.999;
