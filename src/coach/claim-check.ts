import type { AnalyzedText, ClauseFacts, DirectionClaim } from "./analyze-text";
import { TUNING } from "./grading-tuning";
import { type ConceptRelations, holdsSameOrRelated } from "./lexicon";
import type { StatedNumber } from "./text-items";

/** A clause of the answer that contradicts the reference, with the reference clause it contradicts. */
export interface WrongClaim {
  kind: "direction" | "negation" | "number" | "swap" | "reason" | "conclusion";
  /** The answer's clause, as written. */
  said: string;
  /** What the reference says instead. */
  reference: string;
  /** The model answer (or a key point), or one of the finance facts that hold for every question. */
  source: "model" | "fact" | "arithmetic";
}

/** The reviewed finance facts, analysed once: their plain statements, each clause of one. */
export type FinanceFacts = readonly Reference[];

/** Prepares the analysed finance facts for findWrongClaims. */
export function financeFacts(facts: readonly AnalyzedText[]): FinanceFacts {
  return facts.flatMap((text) => text.clauses.map((clause) => ({ text, clause })));
}

interface Reference {
  text: AnalyzedText;
  clause: ClauseFacts;
}

/**
 * Compares an answer with its references (model answer, key points) claim by claim: each answer
 * clause is aligned with the reference clauses that speak of the same things, then checked for a
 * reversed direction, a negation the reference does not make, different numbers for the same
 * quantity, and two things swapped. Each sentence is then checked for a relation stated the other way
 * round ("a higher WACC raises the value") and for a claim made without exception where the model
 * answer makes none. The finance facts extend the references for negations and relations only: the
 * figures and entities of a question are the model answer's alone. Deterministic; a few microseconds
 * per clause pair.
 */
export function findWrongClaims(
  references: readonly AnalyzedText[],
  answer: AnalyzedText,
  relations: ConceptRelations,
  facts: FinanceFacts = [],
  /** The question states figures of its own: the model answer's figures are then the answer's, not an example's. */
  questionGivesFigures = true,
): WrongClaim[] {
  const clauses: Reference[] = references.flatMap((text) => text.clauses.map((clause) => ({ text, clause })));
  const referenceKeys = new Set(references.flatMap((text) => [...text.keys]));
  const wrong: WrongClaim[] = [];
  const flagged = new Set<number>();
  // A reason or conclusion in words the references do not use is suspect only in an answer otherwise
  // worded like them: an answer in other words throughout gives its reasons in other words too.
  const checkReasons = wordedLike(answer, referenceKeys, relations) >= TUNING.reasonAnswerSupport;
  const sources = reasonSources(references);
  for (const clause of answer.clauses) {
    const found =
      reversedDirection(clause, answer, clauses, relations) ??
      swappedComparison(clause, clauses) ??
      differentNumber(clause, answer, clauses, relations, questionGivesFigures) ??
      addedNegation(clause, clauses, facts, relations) ??
      swappedEntity(clause, answer, clauses, referenceKeys, relations) ??
      (checkReasons ? unsupportedReason(clause, clauses, sources, relations) : undefined);
    if (found) {
      wrong.push(found);
      flagged.add(clause.clause);
    }
  }
  const inference = checkReasons ? unsupportedInference(answer, flagged, sources, relations) : undefined;
  if (inference) wrong.push(inference);
  return wrong;
}

function sentencesOf(text: AnalyzedText): ClauseFacts[][] {
  const bySentence = new Map<number, ClauseFacts[]>();
  for (const clause of text.clauses) {
    const list = bySentence.get(clause.sentence) ?? [];
    list.push(clause);
    bySentence.set(clause.sentence, list);
  }
  return [...bySentence.values()];
}

function contentOf(clauses: readonly ClauseFacts[]): string[] {
  return [...new Set(clauses.flatMap((clause) => clause.content))];
}

function claimsOf(text: AnalyzedText, clause: ClauseFacts): DirectionClaim[] {
  return text.claims.filter((claim) => claim.clause === clause.clause);
}

// "Cash falls" where every reference claim about cash says it rises (or stays put).
// The target must be the same quantity, not a related one: "net debt is unchanged" beside "debt rises".
function reversedDirection(
  clause: ClauseFacts,
  answer: AnalyzedText,
  references: readonly Reference[],
  relations: ConceptRelations,
): WrongClaim | undefined {
  for (const claim of claimsOf(answer, clause)) {
    const about = references.flatMap((reference) =>
      claimsOf(reference.text, reference.clause)
        .filter((other) => other.target === claim.target)
        .map((other) => ({ reference, other })),
    );
    if (about.length === 0) continue;
    if (about.some(({ other }) => other.sign === claim.sign)) continue;
    // Only a reference clause about the same things is contradicted ("cash falls" against "cash rises by 2.5").
    const aligned = about.find(
      ({ reference }) => overlap(clause, reference.clause, relations) >= TUNING.directionAlignment,
    );
    if (aligned)
      return {
        kind: "direction",
        said: clause.text,
        reference: aligned.reference.clause.text,
        source: "model",
      };
  }
  return undefined;
}

// "Equity holders take less risk than debt holders" where the reference has it the other way round.
function swappedComparison(clause: ClauseFacts, references: readonly Reference[]): WrongClaim | undefined {
  const stated = clause.comparison;
  if (!stated) return undefined;
  for (const { clause: other } of references) {
    const reference = other.comparison;
    if (!reference) continue;
    const sameSides = reference.left === stated.left && reference.right === stated.right;
    const swappedSides = reference.left === stated.right && reference.right === stated.left;
    const opposite = oppositePredicates(reference.predicate, stated.predicate);
    if ((swappedSides && reference.predicate === stated.predicate) || (sameSides && opposite))
      return { kind: "swap", said: clause.text, reference: other.text, source: "model" };
  }
  return undefined;
}

function oppositePredicates(a: string, b: string): boolean {
  return (a === "d:up" && b === "d:down") || (a === "d:down" && b === "d:up");
}

// A bare number may be stated without its unit, but a percentage and a whole count ("9%" and "year 5")
// measure different things; a bare fraction ("0.07") may be a percentage.
function comparableUnits(a: StatedNumber, b: StatedNumber): boolean {
  // "$2" a share and "$750m", or "$100m" and "18.75m" shares, are not two figures for one quantity.
  if (a.money && b.money && a.unit !== b.unit) return false;
  if (a.money !== b.money && (a.money ? b : a).unit !== "") return false;
  if (a.unit === b.unit) return true;
  const [bare, other] = a.unit === "" ? [a, b] : [b, a];
  if (bare.unit !== "") return false;
  return other.unit !== "%" || bare.value < 1;
}

// "Net income falls by 2.5" where the reference clause about net income says 7.5.
function differentNumber(
  clause: ClauseFacts,
  answer: AnalyzedText,
  references: readonly Reference[],
  relations: ConceptRelations,
  questionGivesFigures: boolean,
): WrongClaim | undefined {
  const stated = clause.numbers;
  if (stated.length === 0) return undefined;

  const targets = claimsOf(answer, clause).map((claim) => claim.target);
  // A calculation alone ("4% + 1.2 × 5% = 10%") is aligned on the figures it shares.
  const figuresOnly = clause.content.length === 0 && stated.length >= 2;
  const candidates = references.filter(({ text, clause: other }) => {
    const theirs = other.numbers.map((number) => number.value);
    if (theirs.length === 0) return false;
    if (figuresOnly)
      return (
        other.content.length <= 2 && theirs.length >= 2 && stated.some(({ value }) => theirs.includes(value))
      );
    if (overlap(clause, other, relations) < TUNING.claimAlignment) return false;
    return (
      targets.length === 0 ||
      claimsOf(text, other).some((claim) => targets.some((target) => target === claim.target))
    );
  });
  // "Bonds might yield 14%" beside "bonds may yield 15%": where the question gives no figure, an
  // example's figures are the speaker's own choice. The same example with another result is still wrong
  // ("a loan at 8% costs 2% after tax at 25%" beside "… 6% …").
  if (!questionGivesFigures) {
    // The example may be set up a sentence earlier ("say it owns 80% … the other 20% …").
    const example = EXAMPLE.test(answerText(answer));
    // Another example keeps figures of the same size ("80%" for "70%"); "leverage below 0.5x" for "below
    // 5x" is no example but a wrong figure.
    const known = candidates.flatMap(({ clause: other }) => other.numbers);
    const plausible = stated.every((figure) =>
      known.some(
        (item) =>
          comparableUnits(item, figure) &&
          Math.max(item.value, figure.value) <=
            TUNING.exampleFigureRatio * Math.min(item.value, figure.value),
      ),
    );
    if (example && plausible) return undefined;
  }
  if (candidates.length === 0) return undefined;
  // "PP&E is down 10 to 90" beside "PP&E is down 10": every figure the reference gives is restated,
  // and the rest is more detail, not another figure.
  if (
    candidates.some(({ clause: other }) =>
      other.numbers.every((item) => stated.some((figure) => sameFigure(figure, item))),
    )
  )
    return undefined;
  // A figure may come from anywhere in the reference sentence ("revenue rises by 20 and net income by 15").
  const known = candidates.flatMap(({ text, clause: other }) =>
    text.clauses.filter((item) => item.sentence === other.sentence).flatMap((item) => item.numbers),
  );
  // A figure the reference does not give for this quantity: never stated, or stated of another one.
  // "$30m" and "6%" measure different things: only a figure in the same unit can be contradicted.
  const wrongFigure = (figure: StatedNumber) =>
    known.some((item) => comparableUnits(item, figure)) && !known.some((item) => sameFigure(item, figure));
  const wrong = stated.filter(wrongFigure);
  if (wrong.length === 0 || termsOfKnown(clause.text, stated, wrong, known)) return undefined;
  return {
    kind: "number",
    said: clause.text,
    reference: (candidates[0] as Reference).clause.text,
    source: "model",
  };
}

// Words that set up an example or a hypothesis: its figures are chosen, not facts.
const EXAMPLE =
  /\b(say|for example|for instance|e\.g|suppose|imagine|might|may|could|if|par exemple|supposons|si)\b/i;

function answerText(text: AnalyzedText): string {
  return text.sentences.map((sentence) => sentence.text).join(" ");
}

// The operations a clause may name between two of its figures, and what each gives.
const OPERATIONS: readonly [RegExp, (a: number, b: number) => number[]][] = [
  [/\b(?:times|multiplied by)\b|[×*]/, (a, b) => [a * b]],
  [/\b(?:divided by|over)\b|[/÷]/, (a, b) => [a / b, b / a]],
  [/\bplus\b|\+/, (a, b) => [a + b]],
  [/\b(?:minus|less)\b|−/, (a, b) => [Math.abs(a - b)]],
];

/**
 * "Diluted equity value is 10.5 million times 20" beside "… is 210 million": the figures the reference does
 * not give are the terms of one it gives, joined by the operation the clause names.
 */
function termsOfKnown(
  text: string,
  stated: readonly StatedNumber[],
  wrong: readonly StatedNumber[],
  known: readonly StatedNumber[],
): boolean {
  const results = known.filter((item) => !stated.some((figure) => sameFigure(figure, item)));
  return OPERATIONS.some(
    ([named, apply]) =>
      named.test(text) &&
      stated.some((a, at) =>
        stated
          .slice(at + 1)
          .some(
            (b) =>
              wrong.every((figure) => figure === a || figure === b) &&
              apply(a.value, b.value).some((value) => results.some((item) => sameNumber(item.value, value))),
          ),
      ),
  );
}

// "7%" and "0.07" are one figure; so are "€720k" and "€720,000", and "$1.2bn" and "$1,200m".
function sameFigure(a: StatedNumber, b: StatedNumber): boolean {
  if (a.unit === "%" && b.unit === "")
    return sameNumber(a.value / 100, b.value) || sameNumber(a.value, b.value);
  if (b.unit === "%" && a.unit === "") return sameFigure(b, a);
  const [scaleA, scaleB] = [SCALES.get(a.unit), SCALES.get(b.unit)];
  if (scaleA !== undefined && scaleB !== undefined && sameNumber(a.value * scaleA, b.value * scaleB))
    return true;
  return sameNumber(a.value, b.value);
}

const SCALES = new Map([
  ["", 1],
  ["k", 1e3],
  ["m", 1e6],
  ["bn", 1e9],
]);

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.005 * Math.max(Math.abs(a), Math.abs(b));
}

// "Interest is not tax-deductible" beside "interest is tax-deductible", in the model answer or among
// the finance facts.
function addedNegation(
  clause: ClauseFacts,
  references: readonly Reference[],
  facts: readonly Reference[],
  relations: ConceptRelations,
): WrongClaim | undefined {
  if (clause.content.length < 2 || clause.directed) return undefined;
  // A statement among the facts counts only when the clause states all of it: "debt and equity alike"
  // says nothing of "equity value does not include debt".
  const own = new Set(named(clause.content));
  const statesAll = (fact: Reference) =>
    named(fact.clause.content).every((key) => holdsSameOrRelated(own, key, relations));
  let best: Reference | undefined;
  let bestOverlap = 0;
  for (const reference of references.concat(facts.filter(statesAll))) {
    // A short clause may deny part of a long one ("breaching a covenant isn't a default" against "breaching a
    // covenant is an event of default that lets lenders demand repayment"): all its content there counts too.
    const contained =
      own.size >= TUNING.negationContainedMinimum ? containedShare(own, reference.clause, relations) : 0;
    const score = Math.max(
      overlap(clause, reference.clause, relations),
      contained >= TUNING.negationContained ? contained : 0,
    );
    if (score < TUNING.negationAlignment) continue;
    // Some reference clause about the same things makes the same negation, or may carry one from earlier
    // in its sentence ("it is not distorted by leverage, tax rates or …"): the answer may agree with it.
    if (reference.clause.negated === clause.negated || carriesNegation(reference)) return undefined;
    if (score > bestOverlap) {
      best = reference;
      bestOverlap = score;
    }
  }
  if (!best) return undefined;
  // "With no clear way to refinance it" for "that it cannot obviously refinance": a denial in other words.
  if (best.clause.negated && LOOSE_DENIAL.test(clause.text)) return undefined;
  // "Hasn't had access" for "has had no access": the two deny the same thing.
  if (!best.clause.negated && sameDenial(clause.text, best.clause.text)) return undefined;
  const source = references.includes(best) ? "model" : "fact";
  return { kind: "negation", said: clause.text, reference: best.clause.text, source };
}

// Words that deny without a "not"; too often advice or description to count as a denial themselves.
const LOOSE_DENIAL =
  /\b(?:no|without|none|nothing|neither|nor|lacks?|lacking|absent|fails?|hardly|rarely)\b/i;

/** Whether a word denied soon after a "not" in one text is denied soon after a looser denial in the other. */
function sameDenial(negated: string, loose: string): boolean {
  const deniedAfter = (text: string, denial: RegExp) =>
    [...text.toLowerCase().matchAll(denial)].flatMap((match) =>
      text
        .toLowerCase()
        .slice((match.index ?? 0) + match[0].length)
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4)
        .slice(0, 2),
    );
  const ours = new Set(deniedAfter(negated, STRICT_DENIAL));
  return deniedAfter(loose, new RegExp(LOOSE_DENIAL.source, "gi")).some((word) => ours.has(word));
}

const STRICT_DENIAL = /\b(?:not|never|cannot)\b|n't\b/gi;

// A clause that continues a negated one ("not distorted by leverage, depreciation policy or tax rates").
function carriesNegation({ text, clause }: Reference): boolean {
  return text.clauses.some(
    (other) => other.sentence === clause.sentence && other.clause < clause.clause && other.negated,
  );
}

// "EV/EBITDA compares equity value with net income": the reference says it of P/E.
function swappedEntity(
  clause: ClauseFacts,
  answer: AnalyzedText,
  references: readonly Reference[],
  referenceKeys: ReadonlySet<string>,
  relations: ConceptRelations,
): WrongClaim | undefined {
  const own = [...new Set(clause.content)];
  if (own.length < TUNING.swapMinimumContent) return undefined;
  // A reference clause that says the same of the same things: nothing is swapped.
  if (references.some((reference) => overlap(clause, reference.clause, relations) >= 0.999)) return undefined;
  const ownKeys = new Set(own);
  // "The value of the company" stands for no enterprise value: a general concept relates to too much to hold one.
  const holds = (keys: ReadonlySet<string>, key: string) =>
    keys.has(key) ||
    holdsSameOrRelated(new Set([...keys].filter((other) => !GENERAL_CONCEPTS.has(other))), key, relations);
  for (const { clause: other } of references) {
    const theirKeys = new Set(other.content);
    const theirs = [...theirKeys];
    const onlyOurs = own.filter((key) => !holds(theirKeys, key));
    if (onlyOurs.length !== 1) continue;
    const onlyTheirs = theirs.filter((key) => !holds(ownKeys, key));
    if (onlyTheirs.length !== 1) continue;
    const ours = onlyOurs[0] as string;
    const theirsKey = onlyTheirs[0] as string;
    if (!ours.startsWith("c:") || !theirsKey.startsWith("c:") || !referenceKeys.has(ours)) continue;
    // "value per share" for "equity value": a general word for the thing is no other thing.
    if (GENERAL_CONCEPTS.has(ours) || GENERAL_CONCEPTS.has(theirsKey)) continue;
    // A swap names both things and pins the claim on the wrong one; a pronoun replaced is no swap.
    if (!answer.keys.has(theirsKey)) continue;
    // "Net dilution of 2.5 million shares" beside "they add a net 2.5 million shares": the same figure pins the
    // same quantity; a figure said of the wrong thing is the figure check's to find.
    if (clause.numbers.some((figure) => other.numbers.some((item) => sameFigure(figure, item)))) continue;
    return { kind: "swap", said: clause.text, reference: other.text, source: "model" };
  }
  return undefined;
}

// Words that name no particular thing ("the company") do not make two clauses about the same thing.
const FILLER = new Set(["c:company"]);
// Concepts that name a kind of thing rather than one thing: "value", "cost", "price".
const GENERAL_CONCEPTS = new Set([...FILLER, "c:valuation", "c:expense", "c:price"]);

/** Share of the larger clause's content found in the other (related concepts count). */
export function overlap(a: ClauseFacts, b: ClauseFacts, relations: ConceptRelations): number {
  return keyOverlap(a.content, b.content, relations);
}

function keyOverlap(a: readonly string[], b: readonly string[], relations: ConceptRelations): number {
  const left = named(a);
  const { list: right, set: rightKeys } = namedOf(b);
  if (left.length === 0 || right.length === 0) return 0;
  let shared = 0;
  for (const key of left) if (holdsSameOrRelated(rightKeys, key, relations)) shared += 1;
  return shared / Math.max(left.length, right.length);
}

/** Share of the keys that the clause holds (related concepts count). */
function containedShare(keys: ReadonlySet<string>, clause: ClauseFacts, relations: ConceptRelations): number {
  const theirs = namedOf(clause.content).set;
  return (
    [...keys].filter((key) => holdsSameOrRelated(theirs, key, relations)).length / Math.max(1, keys.size)
  );
}

/** The keys of a clause that name something in particular. */
// Every answer clause is compared with every reference clause and finance fact: what each names is read
// once per list of keys.
const namedKeys = new WeakMap<readonly string[], { list: string[]; set: Set<string> }>();
function namedOf(content: readonly string[]): { list: string[]; set: Set<string> } {
  const hit = namedKeys.get(content);
  if (hit) return hit;
  const list = [...new Set(content)].filter((key) => !FILLER.has(key));
  const keys = { list, set: new Set(list) };
  namedKeys.set(content, keys);
  return keys;
}

function named(content: readonly string[]): string[] {
  return namedOf(content).list;
}

/** Share of what the answer names outside its reasons and conclusions that the references name too. */
function wordedLike(
  answer: AnalyzedText,
  referenceKeys: ReadonlySet<string>,
  relations: ConceptRelations,
): number {
  const drawn = (clause: ClauseFacts) =>
    answer.clauses.some(
      (marker) => marker.conclusion && marker.sentence === clause.sentence && marker.clause <= clause.clause,
    );
  const keys = named(
    answer.clauses.filter((clause) => !clause.reason && !drawn(clause)).flatMap((clause) => clause.content),
  );
  if (keys.length === 0) return 1;
  return keys.filter((key) => holdsSameOrRelated(referenceKeys, key, relations)).length / keys.length;
}

// What a reason may be taken from: each sentence of the references, built when the answer gives a reason.
function reasonSources(references: readonly AnalyzedText[]): () => ReadonlySet<string>[] {
  let sources: ReadonlySet<string>[] | undefined;
  return () => {
    sources ??= references.flatMap((text) =>
      sentencesOf(text).map((sentence) => new Set(named(contentOf(sentence)))),
    );
    return sources;
  };
}

// "Because banks have lower costs of their own": a reason the references give nothing of. A reason is
// supported by one sentence that gives it, not by words taken from here and there
// in the model answer: "because the lenders pay the tax on it" uses the model answer's words, but no
// sentence of it says so.
function unsupportedReason(
  clause: ClauseFacts,
  references: readonly Reference[],
  sources: () => readonly ReadonlySet<string>[],
  relations: ConceptRelations,
): WrongClaim | undefined {
  const content = named(clause.content);
  if (!clause.reason || content.length < TUNING.reasonMinimumContent) return undefined;
  if (supportedByOne(content, sources(), relations)) return undefined;
  const reason = references.find((reference) => reference.clause.reason);
  return { kind: "reason", said: clause.text, reference: reason?.clause.text ?? "", source: "model" };
}

// Whether one reference sentence holds enough of a reason's content: a key counts when the sentence
// holds it or one of the concepts the key names as related.
function supportedByOne(
  content: readonly string[],
  sources: readonly ReadonlySet<string>[],
  relations: ConceptRelations,
): boolean {
  const needed = TUNING.reasonSupport * content.length;
  const holds = (keys: ReadonlySet<string>, key: string) =>
    keys.has(key) || (relations.get(key) ?? []).some((other) => keys.has(other));
  return sources.some((keys) => content.filter((key) => holds(keys, key)).length >= needed);
}

// "This is why a company should keep borrowing until its tax bill is zero": a conclusion drawn from
// the answer's own argument is a claim like a reason, and needs a reference sentence that makes it.
function unsupportedInference(
  answer: AnalyzedText,
  flagged: ReadonlySet<number>,
  sources: () => readonly ReadonlySet<string>[],
  relations: ConceptRelations,
): WrongClaim | undefined {
  for (const marker of answer.clauses) {
    if (!marker.conclusion) continue;
    const drawn = answer.clauses.filter(
      (clause) => clause.sentence === marker.sentence && clause.clause >= marker.clause,
    );
    if (drawn.some((clause) => flagged.has(clause.clause))) continue;
    const content = named([...marker.conclusion, ...contentOf(drawn.slice(1))]);
    if (content.length < TUNING.reasonMinimumContent) continue;
    if (supportedByOne(content, sources(), relations)) continue;
    const said = drawn.map((clause) => clause.text).join(", ");
    return { kind: "conclusion", said, reference: "", source: "model" };
  }
  return undefined;
}
