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

// "reduces taxes" and "higher WACC" point forward; "taxes fall" and "net debt is unchanged" point back.
// "Debt and cash rise" and "raises the cost of equity and the cost of debt" name two targets.
export function claimTargets(items: readonly Item[], at: number): string[] {
  const direction = items[at] as Item;
  const clause = direction.token.clause;
  // "the multiple goes from 16.7x to 20x": the quantity is named before the figures, after a verb.
  if ((direction.kind === "up" || direction.kind === "down") && direction.fromTo) {
    const subject = subjectOfClause(items, at);
    return subject === undefined ? [] : coordinatedKeys(items, subject, -1);
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
  for (let ahead = amountFollows ? items.length : at + 1; ahead < items.length; ahead += 1) {
    const item = items[ahead] as Item;
    if (item.token.clause !== clause || COMPANIONS.has(item.token.lower)) break;
    if (item.kind === "function" || item.kind === "number" || item.kind === "negation") continue;
    if (unitKeyOf(item)) return coordinatedKeys(items, headOfNounGroup(items, ahead), 1);
    break;
  }
  const found = targetBefore(items, at);
  return found === undefined ? [] : coordinatedKeys(items, found, -1);
}

// "Retained earnings go down with net income": what follows "with" moves alongside, it is not what the verb acts on.
const COMPANIONS = new Set(["with", "along", "alongside", "together"]);

// The subject of "net income falls": the nearest noun before the direction word, in its clause.
function targetBefore(items: readonly Item[], at: number): number | undefined {
  const clause = (items[at] as Item).token.clause;
  for (let back = at - 1; back >= 0; back -= 1) {
    const item = items[back] as Item;
    if (item.token.clause !== clause) return undefined;
    if (unitKeyOf(item)) return subjectHead(items, back);
  }
  return undefined;
}

// The target at index found, and the concepts joined to it by "and" ("debt and cash"), reading away
// from the direction word.
function coordinatedKeys(items: readonly Item[], found: number, step: 1 | -1): string[] {
  const keys = [unitKeyOf(items[found] as Item) as string];
  let at = found;
  for (;;) {
    let next = at + step;
    const joiner = items[next];
    if (joiner?.kind !== "function" || !JOINERS.has(joiner.token.lower)) break;
    next += step;
    while (step > 0 && isArticle(items[next])) next += step;
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
    while (at >= 0 && sameClause(items, at, found) && (isNoun(items[at]) || isDeterminer(items[at]))) at -= 1;
    const preposition = items[at];
    if (!preposition || !sameClause(items, at, found) || preposition.kind !== "function") return head;
    if (!COMPLEMENT_WORDS.has(preposition.token.lower)) return head;
    const before = items[at - 1];
    if (!before || !sameClause(items, at - 1, found) || !isNoun(before)) return head;
    if (before.kind === "concept" && GENERIC_HEADS.has(before.concept)) return head;
    head = at - 1;
  }
}

function isArticle(item: Item | undefined): boolean {
  return item?.kind === "function" && ARTICLES.has(item.token.lower);
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

// "the DCF value", "the acquirer's share price", "the required return": a noun group is named by its
// head. A plain word before a concept qualifies it; a concept gives way only to a head noun ("value",
// "share price"): two concepts side by side are as often a verb and its object ("NWC uses cash").
// "The value of the tax shield" is named by what the generic head is the value of.
function headOfNounGroup(items: readonly Item[], first: number): number {
  let head = first;
  for (let next = first + 1; next < items.length; next += 1) {
    const current = items[head] as Item;
    const item = items[next] as Item;
    if (item.token.clause !== current.token.clause || item.kind !== "concept") break;
    const qualifier =
      current.kind === "word" ||
      (current.kind === "concept" && (current.concept === "company" || HEAD_NOUNS.has(item.concept)));
    if (!qualifier) break;
    head = next;
  }
  return complementOfGenericHead(items, head);
}

function complementOfGenericHead(items: readonly Item[], head: number): number {
  const item = items[head] as Item;
  if (item.kind !== "concept" || !GENERIC_HEADS.has(item.concept)) return head;
  let at = head + 1;
  if (!COMPLEMENT_WORDS.has(items[at]?.token.lower ?? "") || items[at]?.kind !== "function") return head;
  at += 1;
  while (isDeterminer(items[at])) at += 1;
  return items[at]?.kind === "concept" && sameClause(items, at, head) ? headOfNounGroup(items, at) : head;
}
const GENERIC_HEADS = new Set(["valuation", "price", "multiple"]);
const HEAD_NOUNS = new Set([...GENERIC_HEADS, "share-price"]);

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
