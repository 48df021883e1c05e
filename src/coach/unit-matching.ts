import type { AnalyzedText, ContentUnit } from "./analyze-text";
import { TUNING } from "./grading-tuning";
import type { WordNetSynonyms } from "./wordnet-synonyms";

/** A reference unit with the weight it carries in recall. */
export interface WeightedUnit {
  key: string;
  weight: number;
  lemma?: string;
}

/** Weights a text's units once per key: concepts above plain words, vague and question words below. */
export function weighUnits(
  units: readonly ContentUnit[],
  questionKeys: ReadonlySet<string>,
  wordNet: WordNetSynonyms,
): WeightedUnit[] {
  const byKey = new Map<string, WeightedUnit>();
  for (const unit of units) {
    if (byKey.has(unit.key)) continue;
    let weight = 1;
    if (unit.kind === "concept") weight = TUNING.conceptWeight;
    else if (unit.kind === "number") weight = TUNING.numberWeight;
    else if (unit.kind === "direction") weight = TUNING.directionWeight;
    else if (unit.lemma) {
      const senses = wordNet.senses(unit.lemma);
      if (senses.known) weight = 1 / (1 + TUNING.commonWordDamping * Math.log(1 + senses.senseCount));
    }
    if (questionKeys.has(unit.key)) weight *= TUNING.questionDemotion;
    byKey.set(unit.key, { key: unit.key, weight, lemma: unit.lemma });
  }
  return [...byKey.values()];
}

/** What an answer contains, indexed for matching reference units against it. */
export class AnswerIndex {
  private readonly synsets = new Set<number>();
  private readonly wordStems: string[] = [];

  constructor(
    private readonly answer: AnalyzedText,
    private readonly wordNet: WordNetSynonyms,
    private readonly relations: ReadonlyMap<string, readonly string[]>,
  ) {
    for (const unit of answer.units) {
      if (unit.kind === "word" && unit.lemma) {
        for (const synset of wordNet.senses(unit.lemma).synsets) this.synsets.add(synset);
      }
      if (unit.kind === "word") this.wordStems.push(unit.key.slice(2));
    }
  }

  /** 1 for the same unit, less for a synonym or a related concept, else 0. */
  credit(unit: WeightedUnit): number {
    if (this.answer.keys.has(unit.key)) return 1;
    if (unit.key.startsWith("c:")) {
      const related = this.relations.get(unit.key) ?? [];
      if (related.some((key) => this.answer.keys.has(key))) return TUNING.relatedConceptCredit;
      for (const [concept, relatedKeys] of this.relations) {
        if (relatedKeys.includes(unit.key) && this.answer.keys.has(concept))
          return TUNING.relatedConceptCredit;
      }
      return 0;
    }
    if (!unit.key.startsWith("w:")) return 0;
    let best = 0;
    if (unit.lemma) {
      for (const synset of this.wordNet.senses(unit.lemma).synsets) {
        if (this.synsets.has(synset)) best = TUNING.synonymCredit;
      }
    }
    // Candidates misspell ("paremeters", "recieve"): one edit away from a long word still counts.
    const stem = unit.key.slice(2);
    if (stem.length >= 5 && TUNING.misspellingCredit > best) {
      if (this.wordStems.some((other) => withinOneEdit(stem, other))) best = TUNING.misspellingCredit;
    }
    return best;
  }

  /** Weighted share of the reference units the answer states (0–1). */
  recall(units: readonly WeightedUnit[]): number {
    let total = 0;
    let matched = 0;
    for (const unit of units) {
      total += unit.weight;
      matched += unit.weight * this.credit(unit);
    }
    return total === 0 ? 0 : matched / total;
  }
}

/** Whether two words differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
