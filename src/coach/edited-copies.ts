import type { AnalyzedText, SentenceSequence, TextAnalyzer } from "./analyze-text";
import { HEDGED_DENIAL, type WrongClaim } from "./claim-check";
import type { GradingTuning } from "./grading-tuning";
import { type ConceptRelations, linkBothWays, sameOrRelated } from "./lexicon";

// The wrong answers that sound most right copy a sentence of the model answer and change one thing in
// it: two things swapped, a word turned into its opposite, a "not" added or dropped. Such a sentence
// matches the model sentence it copies almost word for word, so the words it does not share are
// exactly what it changed, and they say which kind of change it is. A correct answer in other words
// shares too little with any model sentence to be read this way.

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

/** An answer sentence, the reference sentence it copies, and its small changes to it. */
interface Copy {
  sentence: SentenceSequence;
  reference: SentenceSequence;
  edits: Edit[];
  /** The content keys of each clause of the answer sentence, and of the reference sentence. */
  clauses: { sentence: string[][]; reference: string[][] };
}

/** What one answer sentence changed in one place of the model sentence it copies. */
interface Edit {
  /** Keys the answer has where the model sentence has others, or has in addition. */
  added: string[];
  /** Keys of the model sentence the answer replaced or left out. */
  removed: string[];
}

/**
 * Sentences of the answer that copy a sentence of a reference (model answer or key point) with one claim
 * changed. `skip` holds the sentences already found wrong by the clause-level checks.
 */
export function editedCopies(
  answer: AnalyzedText,
  references: readonly AnalyzedText[],
  relations: ConceptRelations,
  opposites: Opposites,
  tuning: GradingTuning,
  skip: ReadonlySet<number>,
  synonyms: (a: string, b: string) => boolean,
): WrongClaim[] {
  const referenceKeys = new Set(references.flatMap((text) => [...text.keys]));
  const copies: Copy[] = [];
  for (const sentence of answer.sentences) {
    if (skip.has(sentence.sentence)) continue;
    const copied = closestCopy(sentence, clausesOf(answer, [sentence]), references, tuning);
    if (copied) copies.push(copied);
  }
  // A thing put in another's place counts when the answer also puts the other in its place: a single
  // replacement is as often a synonym the lexicon does not know.
  const replacements = copies
    .flatMap((copy) =>
      copy.edits.flatMap((edit) => replacementsIn(edit, answer.keys, referenceKeys, relations, opposites)),
    )
    .filter(([ours, theirs]) => !synonyms(ours, theirs));
  const exchanged = (edit: Edit) =>
    replacementsIn(edit, answer.keys, referenceKeys, relations, opposites).some(([ours, theirs]) =>
      replacements.some(([other, its]) => other === theirs && its === ours),
    );
  const wrong: WrongClaim[] = [];
  for (const copy of copies) {
    const kind = changeOf(copy, opposites, exchanged, tuning);
    if (kind) wrong.push({ kind, said: copy.sentence.text, reference: copy.reference.text, source: "model" });
  }
  return wrong;
}

/** "Yes" where the model answer opens with "No" (or the other way round) to a yes-or-no question. */
export function contradictedVerdict(
  question: string,
  modelAnswer: string,
  answer: string,
): WrongClaim | undefined {
  if (!YES_NO_QUESTION.test(question.trim())) return undefined;
  const expected = verdictOf(modelAnswer);
  const given = verdictOf(answer);
  if (expected === undefined || given === undefined || expected === given) return undefined;
  return {
    kind: "negation",
    said: answer.trim().split(/[,.;:!]/)[0] ?? answer,
    reference: modelAnswer.trim().split(/[.;:!]/)[0] ?? modelAnswer,
    source: "model",
  };
}

const YES_NO_QUESTION =
  /^(can|could|is|are|was|were|does|do|did|should|would|will|has|have|peut|peuvent|est-ce|faut-il|doit)\b/i;

function verdictOf(text: string): boolean | undefined {
  const first = /^\W*([\p{L}']+)/u.exec(text.trim())?.[1]?.toLowerCase();
  if (first === "yes" || first === "oui") return true;
  if (first === "no" || first === "not" || first === "non") return false;
  return undefined;
}

function closestCopy(
  sentence: SentenceSequence,
  sentenceClauses: string[][],
  references: readonly AnalyzedText[],
  tuning: GradingTuning,
): Copy | undefined {
  const within = (candidates: (text: AnalyzedText) => readonly SentenceSequence[][]) => {
    let best: (Copy & { shared: number }) | undefined;
    for (const text of references) {
      for (const sentences of candidates(text)) {
        const reference = joined(sentences);
        const aligned = align(sentence.keys, reference.keys);
        const shared = aligned.shared;
        if (shared < tuning.copyMinimumShared) continue;
        if (shared / sentence.keys.length < tuning.copyAnswerShare) continue;
        if (shared / reference.keys.length < tuning.copyReferenceShare) continue;
        const edits = aligned.edits.filter(
          (edit) =>
            edit.added.length <= tuning.copyMaximumEdit && edit.removed.length <= tuning.copyMaximumEdit,
        );
        if (!best || shared > best.shared) {
          const clauses = { sentence: sentenceClauses, reference: clausesOf(text, sentences) };
          best = { sentence, reference, edits, clauses, shared };
        }
      }
    }
    return best;
  };
  const single = within((text) => text.sentences.map((one) => [one]));
  const paired = within((text) => pairsOf(text.sentences));
  // A pair is the better copy only when it leaves less of either side uncopied.
  const coverage = (copy: Copy & { shared: number }) =>
    copy.shared / Math.max(copy.sentence.keys.length, copy.reference.keys.length);
  return paired && (!single || coverage(paired) > coverage(single)) ? paired : single;
}

// "Venture capital invests in profitable companies …; because it lacks control, it protects itself …": an answer
// sentence may run two sentences of a reference together.
function pairsOf(sentences: readonly SentenceSequence[]): SentenceSequence[][] {
  return sentences.slice(1).map((second, at) => [sentences[at] as SentenceSequence, second]);
}

// One sentence, or two run together, as one sequence.
function joined(sentences: readonly SentenceSequence[]): SentenceSequence {
  const [first] = sentences as [SentenceSequence];
  return {
    sentence: first.sentence,
    text: sentences.map((one) => one.text).join(" "),
    keys: sentences.flatMap((one) => one.keys),
  };
}

function clausesOf(text: AnalyzedText, sentences: readonly SentenceSequence[]): string[][] {
  const numbers = new Set(sentences.map((one) => one.sentence));
  return text.clauses.filter((clause) => numbers.has(clause.sentence)).map((clause) => clause.content);
}

/** Longest common subsequence of two key sequences, and the runs of keys between its matches. */
function align(answer: readonly string[], reference: readonly string[]): { shared: number; edits: Edit[] } {
  const rows = answer.length + 1;
  const columns = reference.length + 1;
  const lengths = new Uint16Array(rows * columns);
  for (let i = answer.length - 1; i >= 0; i -= 1) {
    for (let j = reference.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] =
        answer[i] === reference[j]
          ? (lengths[(i + 1) * columns + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * columns + j] as number, lengths[i * columns + j + 1] as number);
    }
  }
  const edits: Edit[] = [];
  let edit: Edit = { added: [], removed: [] };
  let i = 0;
  let j = 0;
  while (i < answer.length || j < reference.length) {
    if (i < answer.length && j < reference.length && answer[i] === reference[j]) {
      if (edit.added.length > 0 || edit.removed.length > 0) edits.push(edit);
      edit = { added: [], removed: [] };
      i += 1;
      j += 1;
    } else if (
      j >= reference.length ||
      (i < answer.length &&
        (lengths[(i + 1) * columns + j] as number) >= (lengths[i * columns + j + 1] as number))
    ) {
      edit.added.push(answer[i] as string);
      i += 1;
    } else {
      edit.removed.push(reference[j] as string);
      j += 1;
    }
  }
  if (edit.added.length > 0 || edit.removed.length > 0) edits.push(edit);
  return { shared: lengths[0] as number, edits };
}

const NEGATION = "x:not";

/**
 * The kind of claim a copy changes, if any: a "not" added or dropped on its own, a word turned into
 * its opposite (unless the sentence keeps the model sentence's directions, only reordered), or two
 * things exchanged. A "not" that comes with another word in one place is left alone: with an opposite
 * word it cancels ("is not included" for "is excluded"), and without one it is some other wording.
 * Figures are left to the clause-level check, which pairs them by quantity.
 */
function changeOf(
  copy: Copy,
  opposites: Opposites,
  exchanged: (edit: Edit) => boolean,
  tuning: GradingTuning,
): WrongClaim["kind"] | undefined {
  let negations = 0;
  let turned = 0;
  let moved = 0;
  for (const edit of copy.edits) {
    const { added, removed } = edit;
    if (added.every((key) => key === NEGATION) && removed.length === 0) negations += added.length;
    if (removed.every((key) => key === NEGATION) && added.length === 0) negations += removed.length;
    const [ours, theirs] = [added[0], removed[0]];
    if (added.length === 1 && removed.length === 1 && ours && theirs && opposed(ours, theirs, opposites)) {
      if (ours.startsWith("d:")) moved += 1;
      else turned += 1;
    }
    if (exchanged(edit)) return "swap";
  }
  if (exchangedWithin(copy) || exchangedAcrossClauses(copy) || exchangedThroughout(copy, tuning))
    return "swap";
  if (moved > 0 && sameDirections(copy.sentence.keys, copy.reference.keys)) moved = 0;
  // "An exit buyer may not pay 10x" for "will pay 10x" raises a risk the model answer names.
  if (HEDGED_DENIAL.test(copy.sentence.text)) negations = 0;
  // "No, at the same multiple the software company is cheaper": the model's verdict opening the sentence is no
  // denial of what follows, so a copy without it drops no "not".
  if (opensWithVerdict(copy.reference) && !opensWithVerdict(copy.sentence))
    negations = Math.max(0, negations - 1);
  const reversals = turned + moved;
  if (negations + reversals === 0) return undefined;
  return reversals > 0 ? "direction" : "negation";
}

// "An unsecured corporate loan consumes less capital than a residential mortgage": two things of one model sentence
// put in each other's place within the copy, whatever words name them. Each is named once on each side: the items
// of a list said in another order ("constant pointer to nonconstant data, nonconstant pointer to …") are no swap.
function exchangedWithin(copy: Copy): boolean {
  const once = (key: string) => namedOnce(copy, key);
  const things = (keys: readonly string[]) => {
    const named = [...new Set(keys.filter((key) => key.startsWith("c:") || key.startsWith("w:")))];
    return named.every(once) ? named.sort().join(" ") : "";
  };
  return copy.edits.some((first, at) =>
    copy.edits.slice(at + 1).some((second) => {
      const [ours, theirs] = [things(first.added), things(first.removed)];
      return (
        ours !== "" && theirs !== "" && ours === things(second.removed) && theirs === things(second.added)
      );
    }),
  );
}

// "LIFO is allowed under IFRS but banned under US GAAP" for "allowed under US GAAP but banned under IFRS": two things,
// each named once on each side, trade clauses: each stands in a clause that says, besides it, just what the model's
// clause of the other says. Clauses said in another order keep what each says of its thing, and a list stays within
// its clause.
function exchangedAcrossClauses(copy: Copy): boolean {
  const { sentence, clauses } = copy;
  const things = [...new Set(sentence.keys)].filter(
    (key) => (key.startsWith("c:") || key.startsWith("w:")) && namedOnce(copy, key),
  );
  const clauseOf = (side: string[][], key: string) => side.findIndex((clause) => clause.includes(key));
  // What the clause of a thing says besides it.
  const rest = (side: string[][], key: string) =>
    [...new Set(side[clauseOf(side, key)] ?? [])]
      .filter((other) => other !== key)
      .sort()
      .join(" ");
  const takesPlaceOf = (thing: string, other: string) => {
    const ours = rest(clauses.sentence, thing);
    return ours !== "" && ours === rest(clauses.reference, other) && ours !== rest(clauses.reference, thing);
  };
  return things.some((a, at) =>
    things.slice(at + 1).some((b) => {
      const apart = (side: string[][]) =>
        clauseOf(side, a) >= 0 && clauseOf(side, b) >= 0 && clauseOf(side, a) !== clauseOf(side, b);
      return apart(clauses.sentence) && apart(clauses.reference) && takesPlaceOf(a, b) && takesPlaceOf(b, a);
    }),
  );
}

// "The hour hand goes round 12 times and the minute hand once, so the hour hand laps the minute hand": two things
// exchanged wherever the copy names them. The copy matches the model sentence with the two exchanged at more places
// than as written, and then all but word for word; a list said in another order gains one place at most.
function exchangedThroughout({ sentence, reference, edits }: Copy, tuning: GradingTuning): boolean {
  const things = [...new Set(sentence.keys)].filter(
    (key) => (key.startsWith("c:") || key.startsWith("w:")) && reference.keys.includes(key),
  );
  // One of the two is something the copy moved from where the model sentence has it.
  const changed = new Set(edits.flatMap((edit) => [...edit.added, ...edit.removed]));
  const asWritten = align(sentence.keys, reference.keys).shared;
  return things.some(
    (a) =>
      changed.has(a) &&
      things.some((b) => {
        if (a === b) return false;
        const exchanged = reference.keys.map((key) => (key === a ? b : key === b ? a : key));
        const shared = align(sentence.keys, exchanged).shared;
        return (
          shared >= asWritten + tuning.exchangeGain &&
          shared >= Math.max(sentence.keys.length, reference.keys.length) - tuning.exchangeMismatch
        );
      }),
  );
}

// Whether the copy and the model sentence each name the key exactly once.
function namedOnce({ sentence, reference }: Copy, key: string): boolean {
  return (
    sentence.keys.filter((other) => other === key).length === 1 &&
    reference.keys.filter((other) => other === key).length === 1
  );
}

function opensWithVerdict(sequence: SentenceSequence): boolean {
  return sequence.keys[0] === NEGATION && /^(?:no|non)\b/i.test(sequence.text);
}

// "When rates rise the discount rate goes up, so value falls" beside "a higher discount rate lowers
// value": the same directions, written before or after what they move, and repeated.
function sameDirections(answer: readonly string[], reference: readonly string[]): boolean {
  const directions = (keys: readonly string[]) =>
    [...new Set(keys.filter((key) => key.startsWith("d:")))].sort().join(" ");
  return directions(answer) === directions(reference);
}

function opposed(a: string, b: string, opposites: Opposites): boolean {
  if (a.startsWith("d:") && b.startsWith("d:")) return a !== b;
  return opposites.get(a)?.has(b) ?? false;
}

// "Diluted" where the model sentence has "basic", both finance concepts named elsewhere in the answer and the
// model answer: [what the answer put, what it replaced].
function replacementsIn(
  { added, removed }: Edit,
  answerKeys: ReadonlySet<string>,
  referenceKeys: ReadonlySet<string>,
  relations: ConceptRelations,
  opposites: Opposites,
): [string, string][] {
  // Two finance concepts: two plain words exchanged across an answer in its own wording are a rewording more
  // often than a claim changed ("backs" here and "invests" there).
  const things = (keys: readonly string[]) => keys.filter((key) => key.startsWith("c:"));
  const pairs: [string, string][] = [];
  for (const ours of things(added)) {
    if (!referenceKeys.has(ours)) continue;
    for (const theirs of things(removed)) {
      if (theirs === ours || !answerKeys.has(theirs)) continue;
      if (sameOrRelated(ours, theirs, relations) || opposed(ours, theirs, opposites)) continue;
      pairs.push([ours, theirs]);
    }
  }
  return pairs;
}
