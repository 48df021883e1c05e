import type { AnalyzedText, ClauseFacts, DirectionClaim, StatedNumber } from "./analyze-text";
import type { GradingTuning } from "./grading-tuning";

/** A clause of the answer that contradicts the reference, with the reference clause it contradicts. */
export interface WrongClaim {
  kind: "direction" | "negation" | "number" | "swap" | "reason";
  /** The answer's clause, as written. */
  said: string;
  /** What the reference says instead. */
  reference: string;
}

type Relations = ReadonlyMap<string, readonly string[]>;

interface Reference {
  text: AnalyzedText;
  clause: ClauseFacts;
}

/**
 * Compares an answer with its references (model answer, key points) claim by claim: each answer
 * clause is aligned with the reference clauses that speak of the same things, then checked for a
 * reversed direction, a negation the reference does not make, different numbers for the same
 * quantity, and two things swapped. Deterministic; a few microseconds per clause pair.
 */
export function findWrongClaims(
  references: readonly AnalyzedText[],
  answer: AnalyzedText,
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim[] {
  const clauses: Reference[] = references.flatMap((text) => text.clauses.map((clause) => ({ text, clause })));
  const referenceKeys = new Set(references.flatMap((text) => [...text.keys]));
  const wrong: WrongClaim[] = [];
  for (const clause of answer.clauses) {
    const found =
      reversedDirection(clause, answer, clauses, relations, tuning) ??
      swappedComparison(clause, clauses) ??
      differentNumber(clause, answer, clauses, relations, tuning) ??
      addedNegation(clause, clauses, relations, tuning) ??
      swappedEntity(clause, answer, clauses, referenceKeys, relations, tuning) ??
      unsupportedReason(clause, clauses, referenceKeys, relations, tuning);
    if (found) wrong.push(found);
  }
  return wrong;
}

function related(a: string, b: string, relations: Relations): boolean {
  return a === b || (relations.get(a)?.includes(b) ?? false) || (relations.get(b)?.includes(a) ?? false);
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
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim | undefined {
  for (const claim of claimsOf(answer, clause)) {
    const about = references.flatMap((reference) =>
      claimsOf(reference.text, reference.clause)
        .filter((other) => other.target === claim.target)
        .map((other) => ({ reference, other })),
    );
    if (about.length === 0) continue;
    // "does not rise" denies a rise: it agrees with "is unchanged" as much as with "falls".
    const agrees = (other: DirectionClaim) =>
      other.sign === claim.sign || (claim.negated && other.sign === 0) || (other.negated && claim.sign === 0);
    if (about.some(({ other }) => agrees(other))) continue;
    // Only a reference clause about the same things is contradicted ("cash falls" against "cash rises by 2.5").
    const aligned = about.find(
      ({ reference }) => overlap(clause, reference.clause, relations) >= tuning.directionAlignment,
    );
    if (aligned) return { kind: "direction", said: clause.text, reference: aligned.reference.clause.text };
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
    if ((swappedSides && reference.predicate === stated.predicate) || (sameSides && opposite)) {
      return { kind: "swap", said: clause.text, reference: other.text };
    }
  }
  return undefined;
}

function oppositePredicates(a: string, b: string): boolean {
  return (a === "d:up" && b === "d:down") || (a === "d:down" && b === "d:up");
}

// Years and list numbers are not amounts.
function isAmount(number: StatedNumber): boolean {
  return !(
    number.unit === "" &&
    Number.isInteger(number.value) &&
    number.value >= 1900 &&
    number.value <= 2100
  );
}

function numberKeys(clause: ClauseFacts): number[] {
  return clause.numbers.filter(isAmount).map((number) => number.value);
}

// "Net income falls by 2.5" where the reference clause about net income says 7.5.
function differentNumber(
  clause: ClauseFacts,
  answer: AnalyzedText,
  references: readonly Reference[],
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim | undefined {
  const stated = numberKeys(clause);
  if (stated.length === 0) return undefined;
  const targets = claimsOf(answer, clause).map((claim) => claim.target);
  // A clause of figures alone ("4% + 1.2 × 5% = 10%") is aligned on the figures it shares.
  const figuresOnly = clause.content.length === 0 && stated.length >= 2;
  const candidates = references.filter(({ text, clause: other }) => {
    const theirs = numberKeys(other);
    if (theirs.length === 0) return false;
    if (figuresOnly)
      return (
        other.content.length <= 2 && theirs.length >= 2 && stated.some((value) => theirs.includes(value))
      );
    if (overlap(clause, other, relations) < tuning.claimAlignment) return false;
    return (
      targets.length === 0 ||
      claimsOf(text, other).some((claim) => targets.some((target) => target === claim.target))
    );
  });
  if (candidates.length === 0) return undefined;
  // The figure of a quantity whose direction both state must be the reference clause's own; a figure
  // in a clause without such a claim may come from anywhere in the reference sentence.
  const allowed = candidates.map(({ text, clause: other }) => {
    const pinned = claimsOf(text, other).some((claim) => targets.includes(claim.target));
    const clauses = pinned ? [other] : text.clauses.filter((item) => item.sentence === other.sentence);
    return clauses.flatMap(numberKeys);
  });
  const matches = (value: number) => allowed.some((known) => known.some((item) => sameNumber(item, value)));
  // A figure the reference does not give for this quantity: never stated, or stated of another one.
  if (stated.every(matches)) return undefined;
  return { kind: "number", said: clause.text, reference: (candidates[0] as Reference).clause.text };
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.005 * Math.max(Math.abs(a), Math.abs(b));
}

// "Interest is not tax-deductible" beside "interest is tax-deductible".
function addedNegation(
  clause: ClauseFacts,
  references: readonly Reference[],
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim | undefined {
  if (clause.content.length < 2 || clause.directed) return undefined;
  let best: Reference | undefined;
  let bestOverlap = 0;
  for (const reference of references) {
    const score = overlap(clause, reference.clause, relations);
    if (score > bestOverlap) {
      best = reference;
      bestOverlap = score;
    }
  }
  if (!best || bestOverlap < tuning.negationAlignment) return undefined;
  // Some reference clause about the same things makes the same negation: the answer agrees with it.
  const sameNegation = references.some(
    (reference) =>
      reference.clause.negated === clause.negated &&
      overlap(clause, reference.clause, relations) >= tuning.negationAlignment,
  );
  if (sameNegation || best.clause.negated === clause.negated || best.clause.directed) return undefined;
  return { kind: "negation", said: clause.text, reference: best.clause.text };
}

// "EV/EBITDA compares equity value with net income": the reference says it of P/E.
function swappedEntity(
  clause: ClauseFacts,
  answer: AnalyzedText,
  references: readonly Reference[],
  referenceKeys: ReadonlySet<string>,
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim | undefined {
  const own = new Set(clause.content);
  if (own.size < tuning.swapMinimumContent) return undefined;
  // A reference clause that says the same of the same things: nothing is swapped.
  if (references.some((reference) => overlap(clause, reference.clause, relations) >= 0.999)) return undefined;
  for (const { text, clause: other } of references) {
    const theirs = new Set(other.content);
    const onlyOurs = [...own].filter((key) => ![...theirs].some((their) => related(key, their, relations)));
    const onlyTheirs = [...theirs].filter((key) => ![...own].some((mine) => related(key, mine, relations)));
    if (onlyOurs.length !== 1 || onlyTheirs.length !== 1) continue;
    const ours = onlyOurs[0] as string;
    const theirsKey = onlyTheirs[0] as string;
    if (!ours.startsWith("c:") || !theirsKey.startsWith("c:") || !referenceKeys.has(ours)) continue;
    // A swap names both things and pins the claim on the wrong one; a pronoun replaced is no swap.
    if (!answer.keys.has(theirsKey)) continue;
    // Named just before in the same reference sentence, it is the subject the clause goes on about
    // ("Equity holders get what is left, so they demand more"): a rewording, not a swap.
    const earlier = text.clauses.filter(
      (item) => item.sentence === other.sentence && item.clause < other.clause,
    );
    if (earlier.some((item) => item.content.includes(ours))) continue;
    return { kind: "swap", said: clause.text, reference: other.text };
  }
  return undefined;
}

// Words that name no particular thing ("the company") do not make two clauses about the same thing.
const FILLER = new Set(["c:company"]);

/** Share of the larger clause's content found in the other (related concepts count). */
function overlap(a: ClauseFacts, b: ClauseFacts, relations: Relations): number {
  const left = new Set(a.content.filter((key) => !FILLER.has(key)));
  const right = new Set(b.content.filter((key) => !FILLER.has(key)));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const key of left) if ([...right].some((other) => related(key, other, relations))) shared += 1;
  return shared / Math.max(left.size, right.size);
}

// "Because banks have lower costs of their own": a reason the references give nothing of.
function unsupportedReason(
  clause: ClauseFacts,
  references: readonly Reference[],
  referenceKeys: ReadonlySet<string>,
  relations: Relations,
  tuning: GradingTuning,
): WrongClaim | undefined {
  const content = [...new Set(clause.content.filter((key) => !FILLER.has(key)))];
  if (!clause.reason || content.length < tuning.reasonMinimumContent) return undefined;
  const supported = content.filter(
    (key) =>
      referenceKeys.has(key) || [...(relations.get(key) ?? [])].some((other) => referenceKeys.has(other)),
  );
  if (supported.length / content.length >= tuning.reasonSupport) return undefined;
  const reason = references.find((reference) => reference.clause.reason);
  return { kind: "reason", said: clause.text, reference: reason?.clause.text ?? "" };
}
