import { claimTargets, withChangesFromTo } from "./claim-targets";
import type { Lexicon } from "./lexicon";
import { phrasePattern, wordsOf } from "./phrase-pattern";
import { stemEnglish, stemFrench } from "./stemming";
import {
  COMPARATIVE,
  type Item,
  isDirection,
  JOINERS,
  readNumber,
  type StatedNumber,
  unitKeyOf,
} from "./text-items";
import { lightForm, type Token, tokenize } from "./tokenize";

export type Language = "en" | "fr";

/** A piece of content the grader compares: a finance concept, a word stem or a number. */
export interface ContentUnit {
  /** "c:wacc", "w:simul", "n:40", or "d:up" / "d:down" / "d:flat" for a stated direction. */
  key: string;
  kind: "concept" | "word" | "number" | "direction";
  /** English word for synonym look-ups (French words are translated first when the lexicon can). */
  lemma?: string;
  clause: number;
  sentence: number;
}

/** "Higher WACC lowers value" states two claims: WACC up, value down. "EV is unchanged": sign 0. */
export interface DirectionClaim {
  target: string;
  sign: 1 | -1 | 0;
  /** Stated through a negation ("does not rise"): it denies one direction rather than asserting one. */
  negated: boolean;
  clause: number;
  sentence: number;
}

/** What one clause asserts, for the claim-level comparison with the model answer. */
export interface ClauseFacts {
  clause: number;
  sentence: number;
  /** The clause's words, for quoting it back to the candidate. */
  text: string;
  /** Concept and word keys, in the order they are written. */
  content: string[];
  numbers: StatedNumber[];
  /** Holds a "not", "n't", "cannot" or "ne … pas" ("is not tax-deductible"). */
  negated: boolean;
  /** States a direction: its negation, if any, is read as part of the direction. */
  directed: boolean;
  /** Introduced by "because", "due to", "car", "parce que": the clause gives a reason. */
  reason: boolean;
  /** Opens with a conclusion drawn from what came before ("this is why", "for the same reason"): the
   *  clause's content without the marker's own words. */
  conclusion?: string[];
  /** "A … higher than B": the comparative and what stands on each side of it. */
  comparison?: { predicate: string; left: string; right: string };
}

/** A sentence as the sequence of what it says, in order, for comparing it with a sentence it may copy. */
export interface SentenceSequence {
  sentence: number;
  /** The sentence's words, for quoting it back to the candidate. */
  text: string;
  /** "c:…", "w:…" and "n:…" keys, "d:up" / "d:down" / "d:flat" for a direction, "x:not" for a negation. */
  keys: string[];
}

export interface AnalyzedText {
  language: Language;
  wordCount: number;
  units: ContentUnit[];
  keys: ReadonlySet<string>;
  claims: DirectionClaim[];
  clauses: ClauseFacts[];
  sentences: SentenceSequence[];
  /** Share of content units that sit in clauses with no function word and no direction: a bare list. */
  bareListShare: number;
  /** The same share, counting as bare a clause whose only function words join a noun phrase ("cost of debt"). */
  fragmentShare: number;
  /** Number of negations ("not", "never", "ne … pas") and the sentences that hold one. */
  negations: number;
  negatedSentences: number[];
}

type PhraseKind = "concept" | "up" | "down" | "unchanged" | "negation";
type PhraseLanguage = "en" | "fr" | "abbr";

interface PhrasePart {
  light: string;
  stem: string;
  raw: string;
}

interface Phrase {
  kind: PhraseKind;
  concept: string;
  language: PhraseLanguage;
  caseSensitive: boolean;
  parts: PhrasePart[];
}

// French negation is usually two words ("ne … pas"); only one of them may count.
const FRENCH_NEGATION_OPENERS = new Set(["ne", "n"]);
const FRENCH_NEGATION_CLOSERS = new Set(["pas", "jamais", "rien", "aucun", "aucune", "plus"]);

/** Turns free text into content units and direction claims, using the finance lexicon. */
export class TextAnalyzer {
  private readonly phrasesByKey = new Map<string, Phrase[]>();
  private readonly englishFunctionWords: ReadonlySet<string>;
  private readonly frenchFunctionWords: ReadonlySet<string>;
  private readonly clauseMarkers: ReadonlySet<string>;
  private readonly nounPhraseJoiners: ReadonlySet<string>;
  private readonly inference: RegExp;
  private readonly frenchWords = new Map<string, string>();
  private readonly frenchWordsByStem = new Map<string, string>();
  readonly conceptRelations = new Map<string, readonly string[]>();

  constructor(lexicon: Lexicon) {
    this.englishFunctionWords = new Set(lexicon.functionWords.en);
    this.frenchFunctionWords = new Set(lexicon.functionWords.fr);
    this.nounPhraseJoiners = new Set(lexicon.functionWords.nounPhraseJoiners);
    this.clauseMarkers = new Set([
      ...lexicon.functionWords.clauseMarkers.en,
      ...lexicon.functionWords.clauseMarkers.fr,
    ]);
    this.inference = phrasePattern([
      ...lexicon.functionWords.inferenceMarkers.en,
      ...lexicon.functionWords.inferenceMarkers.fr,
    ]);
    for (const concept of lexicon.concepts) {
      for (const text of concept.en) this.addPhrase("concept", concept.id, "en", text);
      for (const text of concept.fr) this.addPhrase("concept", concept.id, "fr", text);
      for (const text of concept.abbr) this.addPhrase("concept", concept.id, "abbr", text);
      if (concept.related)
        this.conceptRelations.set(
          `c:${concept.id}`,
          concept.related.map((id) => `c:${id}`),
        );
    }
    for (const kind of ["up", "down", "unchanged", "negation"] as const) {
      for (const text of lexicon.directions[kind].en) this.addPhrase(kind, kind, "en", text);
      for (const text of lexicon.directions[kind].fr) this.addPhrase(kind, kind, "fr", text);
    }
    for (const [french, english] of Object.entries(lexicon.frenchVocabulary)) {
      this.frenchWords.set(lightForm(french), english);
      this.frenchWordsByStem.set(stemFrench(french.toLowerCase()), english);
    }
  }

  private addPhrase(kind: PhraseKind, concept: string, language: PhraseLanguage, text: string): void {
    const tokens = tokenize(text);
    if (tokens.length === 0) return;
    // Abbreviations ("EV", "IS") are matched as written: in lower case, many are ordinary words.
    const caseSensitive = language === "abbr";
    const parts = tokens.map((token) => ({
      light: token.light,
      raw: token.raw,
      stem: language === "fr" ? stemFrench(token.lower) : stemEnglish(token.lower),
    }));
    const phrase: Phrase = { kind, concept, language, caseSensitive, parts };
    const first = parts[0] as PhrasePart;
    const keys = caseSensitive
      ? [`A:${first.raw}`]
      : [`L:${first.light}`, language === "fr" ? `F:${first.stem}` : `E:${first.stem}`];
    for (const key of keys) {
      const list = this.phrasesByKey.get(key) ?? [];
      list.push(phrase);
      this.phrasesByKey.set(key, list);
    }
  }

  private isFunctionWord(lower: string): boolean {
    return this.englishFunctionWords.has(lower) || this.frenchFunctionWords.has(lower);
  }

  /** Guesses English or French from the function words used. */
  detectLanguage(tokens: readonly Token[]): Language {
    let english = 0;
    let french = 0;
    for (const token of tokens) {
      const inEnglish = this.englishFunctionWords.has(token.lower);
      const inFrench = this.frenchFunctionWords.has(token.lower);
      if (inEnglish && !inFrench) english += 1;
      if (inFrench && !inEnglish) french += 1;
    }
    return french > english ? "fr" : "en";
  }

  /** Analyses one text: its content units, direction claims and shape. */
  analyze(text: string): AnalyzedText {
    const tokens = tokenize(text, this.clauseMarkers);
    const language = this.detectLanguage(tokens);
    const items = withChangesFromTo(this.readItems(tokens, language));
    splitJoinedClaims(tokens, items);
    const units: ContentUnit[] = [];
    for (const item of items) {
      const { clause, sentence } = item.token;
      if (item.kind === "concept")
        units.push({ key: `c:${item.concept}`, kind: "concept", clause, sentence });
      else if (item.kind === "word")
        units.push({ key: item.key, kind: "word", lemma: item.lemma, clause, sentence });
      else if (item.kind === "number") units.push({ key: item.key, kind: "number", clause, sentence });
    }
    const claims = this.readClaims(items);
    units.push(...claims.map(directionUnit));
    const negationItems = items.filter(
      (item) =>
        item.kind === "negation" && !(FRENCH_NEGATION_CLOSERS.has(item.lower) && item.lower !== "jamais"),
    );
    return {
      language,
      negations: negationItems.length,
      negatedSentences: [...new Set(negationItems.map((item) => item.token.sentence))],
      wordCount: tokens.length,
      units,
      keys: new Set(units.map((unit) => unit.key)),
      claims,
      clauses: clauseFacts(tokens, items, claims, {
        inference: this.inference,
      }),
      sentences: sentenceSequences(tokens, items),
      bareListShare: bareListShare(items),
      fragmentShare: bareListShare(items, this.nounPhraseJoiners),
    };
  }

  private readItems(tokens: readonly Token[], language: Language): Item[] {
    const items: Item[] = [];
    // Stems are cached: the English one is read for every token, the French one only in French text.
    const stems = tokens.map((token) => stemEnglish(token.lower));
    let index = 0;
    while (index < tokens.length) {
      const token = tokens[index] as Token;
      const phrase = this.longestPhraseAt(tokens, stems, index, language);
      if (phrase) {
        if (phrase.kind === "concept") items.push({ kind: "concept", token, concept: phrase.concept });
        else if (phrase.kind === "negation") items.push({ kind: "negation", token, lower: token.lower });
        else items.push({ kind: phrase.kind, token });
        index += phrase.parts.length;
        continue;
      }
      index += 1;
      if (this.isFunctionWord(token.lower) || token.lower === "n't") {
        items.push({ kind: "function", token });
      } else if (/^[$€]?\d/.test(token.lower)) {
        items.push({
          kind: "number",
          token,
          key: `n:${readNumber(token.lower)?.value ?? token.lower.replace(/[$€£%]/g, "")}`,
        });
      } else if (token.light.length > 1) {
        items.push(this.contentWord(token, language));
      }
    }
    return items;
  }

  private contentWord(token: Token, language: Language): Item {
    if (language === "fr") {
      const english =
        this.frenchWords.get(token.light) ?? this.frenchWordsByStem.get(stemFrench(token.lower));
      if (english) return { kind: "word", token, key: `w:${stemEnglish(english)}`, lemma: english };
      // Untranslated French words are often English cognates ("simulation", "structure").
      return { kind: "word", token, key: `w:${stemEnglish(token.light)}`, lemma: token.light };
    }
    return { kind: "word", token, key: `w:${stemEnglish(token.lower)}`, lemma: token.lower };
  }

  private longestPhraseAt(
    tokens: readonly Token[],
    stems: readonly string[],
    index: number,
    language: Language,
  ): Phrase | undefined {
    const token = tokens[index] as Token;
    const candidates = [
      this.phrasesByKey.get(`A:${token.raw}`),
      this.phrasesByKey.get(`L:${token.light}`),
      this.phrasesByKey.get(`E:${stems[index]}`),
      // French stems cost time; English text meets French phrases through their plain form only.
      language === "fr" ? this.phrasesByKey.get(`F:${stemFrench(token.lower)}`) : undefined,
    ];
    let best: Phrase | undefined;
    let bestRank = -1;
    for (const phrases of candidates) {
      for (const phrase of phrases ?? []) {
        // French terms in English prose are rare and collide with English words ("operation");
        // English terms in French prose are common ("free cash flow", "EBITDA").
        if (language === "en" && phrase.language === "fr") continue;
        // Longer phrases win; then the text's own language; then concepts over direction words.
        const languageRank = phrase.language === language || phrase.language === "abbr" ? 2 : 0;
        const rank = phrase.parts.length * 10 + languageRank + (phrase.kind === "concept" ? 1 : 0);
        if (rank <= bestRank || !phraseMatches(phrase, tokens, stems, index)) continue;
        best = phrase;
        bestRank = rank;
      }
    }
    return best;
  }

  private readClaims(items: readonly Item[]): DirectionClaim[] {
    const claims: DirectionClaim[] = [];
    items.forEach((item, at) => {
      if (!isDirection(item)) return;
      const before = items[at - 1];
      if (before && isDirection(before)) return;
      const { clause, sentence } = item.token;
      let negations = 0;
      let frenchOpened = false;
      for (let back = at - 1; back >= 0; back -= 1) {
        const previous = items[back] as Item;
        if (previous.token.clause !== clause) break;
        if (previous.kind !== "negation") continue;
        if (FRENCH_NEGATION_CLOSERS.has(previous.lower) && frenchOpened) continue;
        if (FRENCH_NEGATION_OPENERS.has(previous.lower)) frenchOpened = true;
        negations += 1;
      }
      const base = item.kind === "up" ? 1 : item.kind === "down" ? -1 : 0;
      const sign = (negations % 2 === 0 ? base : -base) as 1 | -1 | 0;
      const [target, ...alongside] = claimTargets(items, at);
      if (!target) return;
      const negated = negations % 2 === 1;
      for (const claimed of [target, ...alongside])
        claims.push({ target: claimed, sign, negated, clause, sentence });
    });
    return claims;
  }
}

function directionUnit(claim: DirectionClaim): ContentUnit {
  return {
    key: claim.sign > 0 ? "d:up" : claim.sign < 0 ? "d:down" : "d:flat",
    kind: "direction",
    clause: claim.clause,
    sentence: claim.sentence,
  };
}

function phraseMatches(
  phrase: Phrase,
  tokens: readonly Token[],
  stems: readonly string[],
  index: number,
): boolean {
  const sentence = tokens[index]?.sentence;
  for (let offset = 0; offset < phrase.parts.length; offset += 1) {
    const part = phrase.parts[offset] as PhrasePart;
    const token = tokens[index + offset];
    if (!token || token.sentence !== sentence) return false;
    if (phrase.caseSensitive) {
      if (token.raw !== part.raw) return false;
      continue;
    }
    if (token.light === part.light) continue;
    // A much shorter word is another part of speech, not an inflection ("earns" is not "earnings").
    if (part.stem.length < 3 || token.light.length <= part.light.length - 2) return false;
    const stem = phrase.language === "fr" ? stemFrench(token.lower) : stems[index + offset];
    if (stem !== part.stem) return false;
  }
  return true;
}

function bareListShare(items: readonly Item[], joiners: ReadonlySet<string> = new Set()): number {
  const clauses = new Map<number, { content: number; glue: boolean }>();
  for (const item of items) {
    const entry = clauses.get(item.token.clause) ?? { content: 0, glue: false };
    if (item.kind === "concept" || item.kind === "word" || item.kind === "number") entry.content += 1;
    else if (!joiners.has(item.token.lower)) entry.glue = true;
    clauses.set(item.token.clause, entry);
  }
  let content = 0;
  let bare = 0;
  for (const entry of clauses.values()) {
    content += entry.content;
    if (!entry.glue) bare += entry.content;
  }
  return content === 0 ? 0 : bare / content;
}

// "Operating income falls by 10 and net income falls by 7.5" makes two claims; "debt and cash rise"
// makes one. "and" starts a new clause only when a direction came before it and another follows.
function splitJoinedClaims(tokens: readonly Token[], items: readonly Item[]): void {
  const itemAt = new Map(items.map((item) => [item.token, item]));
  let offset = 0;
  let clause = -1;
  let directionSeen = false;
  tokens.forEach((token, at) => {
    const original = token.clause;
    if (original !== clause) {
      clause = original;
      directionSeen = false;
    }
    const item = itemAt.get(token);
    if (item?.kind === "function" && JOINERS.has(token.lower) && directionSeen) {
      const rest = tokens.slice(at + 1).filter((next) => next.clause === original);
      if (rest.some((next) => isDirectionToken(itemAt.get(next)))) {
        offset += 1;
        directionSeen = false;
      }
    }
    if (isDirectionToken(item)) directionSeen = true;
    token.clause = original + offset;
  });
}

function isDirectionToken(item: Item | undefined): boolean {
  return item !== undefined && isDirection(item);
}

// "never", "no" and "without" are as often advice or description as denial; these deny a statement.
const STRICT_NEGATIONS = new Set(["not", "n't", "cannot", "ne", "n", "non", "never"]);
// "since" and "as" also mark time or manner; these only ever give a cause.
const REASON_OPENERS = new Set(["because", "car", "parce", "puisque", "due"]);
const THAN = new Set(["than", "que"]);

interface ClauseMarkers {
  inference: RegExp;
}

function clauseFacts(
  tokens: readonly Token[],
  items: readonly Item[],
  claims: readonly DirectionClaim[],
  markers: ClauseMarkers,
): ClauseFacts[] {
  const words = new Map<number, Token[]>();
  for (const token of tokens) {
    const list = words.get(token.clause) ?? [];
    list.push(token);
    words.set(token.clause, list);
  }
  const byClause = new Map<number, Item[]>();
  for (const item of items) {
    const list = byClause.get(item.token.clause) ?? [];
    list.push(item);
    byClause.set(item.token.clause, list);
  }
  const claimed = new Set(claims.map((claim) => claim.clause));
  const facts: ClauseFacts[] = [];
  for (const [clause, clauseItems] of byClause) {
    const first = clauseItems[0] as Item;
    const numbers: StatedNumber[] = [];
    for (const item of clauseItems) {
      if (item.kind !== "number") continue;
      const number = readNumber(item.token.lower);
      if (number) numbers.push(number);
    }
    const clauseWords = words.get(clause) ?? [];
    const marker = markerTokens(clauseWords, markers.inference);
    facts.push({
      clause,
      sentence: first.token.sentence,
      text: clauseWords.map((token) => token.raw).join(" "),
      content: keysOf(clauseItems),
      numbers,
      negated: clauseItems.some((item) => item.kind === "negation" && STRICT_NEGATIONS.has(item.lower)),
      directed: claimed.has(clause) || clauseItems.some(isDirection),
      reason: REASON_OPENERS.has(first.token.lower),
      ...(marker.size > 0 && { conclusion: keysOf(clauseItems.filter((item) => !marker.has(item.token))) }),
      comparison: comparisonIn(clauseItems, items),
    });
  }
  return facts;
}

function keysOf(items: readonly Item[]): string[] {
  return items.map(unitKeyOf).filter((key): key is string => key !== undefined);
}

// The words of a marker phrase ("this is why") that opens a clause, if one does.
function markerTokens(clauseWords: readonly Token[], pattern: RegExp): Set<Token> {
  const match = pattern.exec(wordsOf(clauseWords));
  if (match?.index !== 0) return new Set();
  return new Set(clauseWords.slice(0, match[0].trim().split(" ").length));
}

function sentenceSequences(tokens: readonly Token[], items: readonly Item[]): SentenceSequence[] {
  const sentences = new Map<number, SentenceSequence>();
  for (const token of tokens) {
    const entry = sentences.get(token.sentence) ?? { sentence: token.sentence, text: "", keys: [] };
    entry.text = entry.text ? `${entry.text} ${token.raw}` : token.raw;
    sentences.set(token.sentence, entry);
  }
  for (const item of items) {
    const key = sequenceKeyOf(item);
    if (key) sentences.get(item.token.sentence)?.keys.push(key);
  }
  return [...sentences.values()];
}

function sequenceKeyOf(item: Item): string | undefined {
  if (item.kind === "number") return item.key;
  if (item.kind === "up") return "d:up";
  if (item.kind === "down") return "d:down";
  if (item.kind === "unchanged") return "d:flat";
  // "ne … pas" is one negation.
  if (item.kind === "negation")
    return FRENCH_NEGATION_CLOSERS.has(item.lower) && item.lower !== "jamais" ? undefined : "x:not";
  return unitKeyOf(item);
}

// "Debt holders take less risk than shareholders": less, with debt holders left and shareholders right.
function comparisonIn(
  clauseItems: readonly Item[],
  items: readonly Item[],
): ClauseFacts["comparison"] | undefined {
  const at = comparativeBeforeThan(clauseItems);
  if (at < 0) return undefined;
  const than = clauseItems.findIndex((item) => item.kind === "function" && THAN.has(item.token.lower));
  const comparative = clauseItems[at] as Item;
  const predicate =
    comparative.kind === "up" ? "d:up" : comparative.kind === "down" ? "d:down" : unitKeyOf(comparative);
  // The subject may sit in an earlier clause of the sentence ("Growth companies, whose …, are hit harder").
  const sentence = comparative.token.sentence;
  const before = items.filter(
    (item) =>
      item.token.sentence === sentence &&
      (item.token.clause < comparative.token.clause || clauseItems.slice(0, at).includes(item)),
  );
  const left = before.map(namedKeyOf).find(Boolean);
  const right = clauseItems
    .slice(than + 1)
    .map(namedKeyOf)
    .find(Boolean);
  if (!predicate || !left || !right || left === right) return undefined;
  return { predicate, left, right };
}

// Index of the comparative that a "than" closes ("less risk than"), or −1.
function comparativeBeforeThan(clauseItems: readonly Item[]): number {
  const than = clauseItems.findIndex((item) => item.kind === "function" && THAN.has(item.token.lower));
  for (let at = than - 1; at >= 0; at -= 1) {
    const item = clauseItems[at] as Item;
    if (item.kind === "up" || item.kind === "down" || COMPARATIVE.test(item.token.lower)) return at;
  }
  return -1;
}

// "the company" names nothing in particular: the subject is the word that qualifies it ("mature companies").
function namedKeyOf(item: Item): string | undefined {
  const key = unitKeyOf(item);
  return key === "c:company" ? undefined : key;
}
