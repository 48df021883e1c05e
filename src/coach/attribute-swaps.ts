import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import type { GradingTuning } from "./grading-tuning";

// "Incurrence covenants are tested every quarter, maintenance covenants only when the company acts": the
// answer names both things the model answer sets side by side, but says of each what the model answer
// says of the other. Each thing is known by the words said of it and not of the other; a clause about one
// that says none of its own words and restates enough of one of the other's clauses has them swapped,
// whatever its wording around them.

// Words that name no particular thing, or a kind of thing: no clause is about them.
const NOT_THINGS = new Set(["c:company", "c:valuation", "c:expense", "c:price"]);

/** The answer's clauses that say of one thing what the references say only of another it also names. */
export function attributeSwaps(
  answer: AnalyzedText,
  references: readonly AnalyzedText[],
  tuning: Pick<GradingTuning, "swapAttributeMinimum">,
): WrongClaim[] {
  const said = wordsSaidOf(references);
  const contrasted = contrastedSubjects(references);
  const referenceClauses = references.flatMap((text) => text.clauses).filter((clause) => !clause.negated);
  if (references.some((text) => text.language !== answer.language)) return [];
  const wrong: WrongClaim[] = [];
  for (const clause of answer.clauses) {
    if (clause.negated || clause.reason) continue;
    const content = new Set(clause.content);
    const thing = subjectOf(clause);
    const own = thing ? said.get(thing) : undefined;
    if (!thing || !own) continue;
    const swapped = [...(contrasted.get(thing) ?? [])]
      .filter((other) => !content.has(other) && answer.keys.has(other))
      .filter((other) => {
        const theirs = said.get(other);
        if (!theirs) return false;
        const words = [...content].filter((key) => key !== thing);
        const ownWords = words.filter((key) => own.has(key) && !theirs.has(key));
        const theirWords = words.filter((key) => theirs.has(key) && !own.has(key));
        return ownWords.length === 0 && theirWords.length >= tuning.swapAttributeMinimum;
      });
    // The clause restates one of the other thing's own clauses, with this thing as its subject.
    const restated = swapped.flatMap((other) => {
      const words = clause.content.filter((key) => key !== thing);
      return referenceClauses.filter(
        (reference) =>
          subjectOf(reference) === other &&
          !reference.content.includes(thing) &&
          words.filter((key) => reference.content.includes(key)).length >= tuning.swapAttributeMinimum,
      );
    });
    const [reference] = restated;
    if (!reference) continue;
    wrong.push({ kind: "swap", said: clause.text, reference: reference.text, source: "model" });
  }
  return wrong;
}

/** The thing a clause is about: the first it names. */
function subjectOf(clause: ClauseFacts): string | undefined {
  return clause.content.find((key) => key.startsWith("c:") && !NOT_THINGS.has(key));
}

/**
 * Things the references set side by side: the subjects of two clauses of one sentence, or of two sentences
 * in a row, that no clause names together.
 */
function contrastedSubjects(references: readonly AnalyzedText[]): Map<string, Set<string>> {
  const pairs = new Map<string, Set<string>>();
  for (const text of references) {
    const together = new Set(
      text.clauses.flatMap((clause) => clause.content.flatMap((a) => clause.content.map((b) => `${a} ${b}`))),
    );
    const subjects = text.clauses.flatMap((clause) => {
      const subject = subjectOf(clause);
      return subject ? [{ subject, sentence: clause.sentence }] : [];
    });
    for (const a of subjects) {
      for (const b of subjects) {
        const near = Math.abs(a.sentence - b.sentence) <= 1;
        if (a.subject === b.subject || !near || together.has(`${a.subject} ${b.subject}`)) continue;
        pairs.set(a.subject, (pairs.get(a.subject) ?? new Set()).add(b.subject));
      }
    }
  }
  return pairs;
}

/** For each thing the references name, the words said of it in the same clause. */
function wordsSaidOf(references: readonly AnalyzedText[]): Map<string, Set<string>> {
  const said = new Map<string, Set<string>>();
  for (const clause of references.flatMap((text) => text.clauses)) {
    if (clause.negated) continue;
    const things = clause.content.filter((key) => key.startsWith("c:") && !NOT_THINGS.has(key));
    for (const thing of things) {
      const words = said.get(thing) ?? new Set<string>();
      for (const key of clause.content) if (key !== thing) words.add(key);
      said.set(thing, words);
    }
  }
  return said;
}

/**
 * "Revenue synergies come from removing duplicated functions" where the model answer has "cost synergies come
 * from removing duplicated functions, while revenue synergies come from cross-selling": of two clauses the
 * model answer sets side by side, the answer's clause opens with what tells one apart and goes on with what
 * tells the other apart.
 */
export function parallelSwaps(
  answer: AnalyzedText,
  model: AnalyzedText,
  tuning: Pick<GradingTuning, "parallelSwapMinimum">,
): WrongClaim[] {
  if (model.language !== answer.language) return [];
  const pairs = model.clauses.flatMap((first, at) =>
    model.clauses
      .slice(at + 1)
      .filter((second) => sideBySide(first, second))
      .flatMap((second) => [
        [first, second],
        [second, first],
      ]),
  );
  return answer.clauses.flatMap((clause) => {
    if (clause.negated) return [];
    const swapped = pairs.find(([mine, theirs]) => {
      if (!mine || !theirs) return false;
      const own = distinctive(mine, theirs);
      const other = distinctive(theirs, mine);
      const [head] = clause.content.filter((key) => own.includes(key) || other.includes(key));
      if (head === undefined || head !== own[0]) return false;
      const said = new Set(clause.content);
      return (
        other.slice(1).filter((key) => said.has(key)).length >= tuning.parallelSwapMinimum &&
        !own.slice(1).some((key) => said.has(key))
      );
    });
    return swapped
      ? [{ kind: "swap", said: clause.text, reference: (swapped[1] as ClauseFacts).text, source: "model" }]
      : [];
  });
}

// What one clause names that the other does not, in the order it names them.
function distinctive(clause: ClauseFacts, other: ClauseFacts): string[] {
  return [...new Set(clause.content)].filter((key) => !other.content.includes(key) && !NOT_THINGS.has(key));
}

// Two clauses the model answer sets side by side: the second set against the first in one sentence ("…,
// while …").
function sideBySide(first: ClauseFacts, second: ClauseFacts): boolean {
  return first.sentence === second.sentence && second.contrast;
}
