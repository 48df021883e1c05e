import {
  AMOUNT_WORDS,
  ARTICLES,
  COMPARATIVE,
  type Item,
  isDirection,
  JOINERS,
  OF_WORDS,
  readNumber,
  unitKeyOf,
} from "./text-items";

// What each direction word of a text is about: its target, read from the words around it.

// "reduces taxes" and "higher WACC" point forward; "taxes fall" and "net debt is unchanged" point back;
// "it rises" points to the subject of the clause before. "Debt and cash rise" and "raises the cost of
// equity and the cost of debt" name two targets.
export function claimTargets(items: readonly Item[], at: number): string[] {
  const direction = items[at] as Item;
  const clause = direction.token.clause;
  const keys = (found: number) => coordinatedKeys(items, found, found > at ? 1 : -1);
  // "the multiple goes from 16.7x to 20x": the quantity is named before the figures, after a verb.
  if ((direction.kind === "up" || direction.kind === "down") && direction.fromTo) {
    const subject = subjectOfClause(items, at);
    return subject === undefined ? [] : keys(subject);
  }
  // "an increase in NWC" names its subject; "a decrease releases cash" leaves it unsaid.
  const previous = items[at - 1];
  const next = items[at + 1];
  const comparative = COMPARATIVE.test(direction.token.lower);
  if (!comparative && previous?.kind === "function" && ARTICLES.has(previous.token.lower)) {
    if (!(next?.kind === "function" && OF_WORDS.has(next.token.lower))) return [];
  }
  // "net income falls by 7.5": an amount follows, so the subject came before; "debt and cash offset each
  // other in net debt": the subject did not change, not what follows.
  const amountFollows = next?.kind === "function" && AMOUNT_WORDS.has(next.token.lower);
  const intransitive = direction.kind === "unchanged" && !direction.transitive;
  const backward = (): number | undefined => {
    for (let back = at - 1; back >= 0; back -= 1) {
      const item = items[back] as Item;
      if (item.token.clause !== clause) return undefined;
      if (unitKeyOf(item)) return subjectHead(items, back);
    }
    return undefined;
  };
  if (intransitive) {
    const found = backward();
    if (found !== undefined) return keys(found);
  }
  for (let ahead = amountFollows ? items.length : at + 1; ahead < items.length; ahead += 1) {
    const item = items[ahead] as Item;
    if (item.token.clause !== clause) break;
    if (item.kind === "function" || item.kind === "number" || item.kind === "negation") continue;
    if (unitKeyOf(item)) return keys(headOfNounGroup(items, ahead));
    break;
  }
  const found = backward();
  if (found !== undefined) return keys(found);
  const pronoun = items
    .slice(0, at)
    .some(
      (item) => item.token.clause === clause && item.kind === "function" && PRONOUNS.has(item.token.lower),
    );
  const subject = pronoun ? subjectBefore(items, at) : undefined;
  return subject === undefined ? [] : [subject];
}

// The target at index found, and the concepts joined to it by "and" ("debt and cash"), reading away
// from the direction word.
function coordinatedKeys(items: readonly Item[], found: number, step: 1 | -1): string[] {
  const keys = [unitKeyOf(items[found] as Item) as string];
  const isArticle = (index: number) => {
    const item = items[index];
    return item?.kind === "function" && ARTICLES.has(item.token.lower);
  };
  let at = found;
  for (;;) {
    let next = at + step;
    if (step < 0) {
      // Over the rest of the noun group and its article: "the cost of debt and the WACC".
      while (isNoun(items[next]) && sameClause(items, next, found)) next += step;
      while (isArticle(next)) next += step;
    }
    const joiner = items[next];
    if (joiner?.kind !== "function" || !JOINERS.has(joiner.token.lower)) break;
    next += step;
    while (step > 0 && isArticle(next)) next += step;
    if (items[next]?.kind !== "concept" || !sameClause(items, next, found)) break;
    at = step > 0 ? headOfNounGroup(items, next) : next;
    keys.push(unitKeyOf(items[at] as Item) as string);
  }
  return [...new Set(keys)];
}

const COMPLEMENT_WORDS = new Set(["of", "from", "on", "de", "du", "des", "d", "sur"]);
const DETERMINERS = new Set([
  ...ARTICLES,
  "each",
  "every",
  "all",
  "its",
  "their",
  "this",
  "these",
  "those",
  "any",
  "chaque",
  "ses",
  "leur",
  "leurs",
]);

// "the present value of each future cash flow rises": the subject is what the complement hangs on,
// unless that is a generic head ("the price of a bond").
function subjectHead(items: readonly Item[], found: number): number {
  let head = found;
  for (;;) {
    let at = head - 1;
    const inClause = (index: number) => sameClause(items, index, found);
    while (at >= 0 && inClause(at) && (isNoun(items[at]) || isDeterminer(items[at]))) at -= 1;
    const preposition = items[at];
    if (!preposition || !inClause(at) || preposition.kind !== "function") return head;
    if (!COMPLEMENT_WORDS.has(preposition.token.lower)) return head;
    const before = items[at - 1];
    if (!before || !inClause(at - 1) || !isNoun(before)) return head;
    if (before.kind === "concept" && GENERIC_HEADS.has(before.concept)) return head;
    head = at - 1;
  }
}

function isDeterminer(item: Item | undefined): boolean {
  return item?.kind === "function" && DETERMINERS.has(item.token.lower);
}

function isNoun(item: Item | undefined): boolean {
  return item?.kind === "concept" || item?.kind === "word";
}

function sameClause(items: readonly Item[], a: number, b: number): boolean {
  return items[a]?.token.clause === items[b]?.token.clause;
}

// "the DCF value", "the company's WACC", "the required return": a noun group is named by its head.
// A plain word before a concept qualifies it; a concept gives way only to a generic head ("value").
function headOfNounGroup(items: readonly Item[], first: number): number {
  let head = first;
  for (let next = first + 1; next < items.length; next += 1) {
    const current = items[head] as Item;
    const item = items[next] as Item;
    if (item.token.clause !== current.token.clause || item.kind !== "concept") break;
    const qualifier =
      (current.kind === "word" && !ADVERB.test(current.token.lower)) ||
      (current.kind === "concept" && (current.concept === "company" || GENERIC_HEADS.has(item.concept)));
    if (!qualifier) break;
    head = next;
  }
  return head;
}

const GENERIC_HEADS = new Set(["valuation", "price", "multiple"]);
const PRONOUNS = new Set(["it", "they", "this", "these", "il", "elle", "ils", "elles", "cela", "ça"]);
const ADVERB = /(ly|ment)$/;

// "As for the WACC, it rises": the pronoun stands for the first thing the clause before names.
function subjectBefore(items: readonly Item[], at: number): string | undefined {
  const { clause, sentence } = (items[at] as Item).token;
  let previousClause: number | undefined;
  for (let back = at - 1; back >= 0; back -= 1) {
    const item = items[back] as Item;
    if (item.token.clause === clause) continue;
    if (item.token.sentence < sentence - 1) break;
    if (previousClause !== undefined && item.token.clause !== previousClause) {
      const key = firstConceptOf(items, previousClause);
      if (key) return key;
    }
    previousClause = item.token.clause;
  }
  return previousClause === undefined ? undefined : firstConceptOf(items, previousClause);
}

function firstConceptOf(items: readonly Item[], clause: number): string | undefined {
  const item = items.find((candidate) => candidate.token.clause === clause && candidate.kind === "concept");
  return item ? unitKeyOf(item) : undefined;
}

// The subject of "the terminal value multiple goes from 16.7x to 20x": the clause's first noun group.
function subjectOfClause(items: readonly Item[], at: number): number | undefined {
  const clause = (items[at] as Item).token.clause;
  const first = items.findIndex((item) => item.token.clause === clause && item.kind === "concept");
  return first < 0 ? undefined : headOfNounGroup(items, first);
}

const FROM_WORDS = new Set(["from", "de"]);
const TO_WORDS = new Set(["to", "à"]);

// "WACC goes from 8% to 9%" states a rise as plainly as "WACC rises": the figures give the direction.
export function withChangesFromTo(items: Item[]): Item[] {
  return items.map((item, at) => {
    const [low, to, high] = [items[at + 1], items[at + 2], items[at + 3]];
    if (item.kind !== "function" || !FROM_WORDS.has(item.token.lower)) return item;
    if (low?.kind !== "number" || to?.kind !== "function" || !TO_WORDS.has(to.token.lower)) return item;
    if (high?.kind !== "number" || high.token.clause !== item.token.clause) return item;
    const before = readNumber(low.token.lower)?.value;
    const after = readNumber(high.token.lower)?.value;
    if (before === undefined || after === undefined || before === after) return item;
    // "rises from 8% to 9%" already says it.
    const stated = items.some(
      (other, index) => index < at && other.token.clause === item.token.clause && isDirection(other),
    );
    if (stated) return item;
    return { kind: after > before ? "up" : "down", token: item.token, fromTo: true };
  });
}
