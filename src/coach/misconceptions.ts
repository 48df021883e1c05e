import type { AnalyzedText, TextAnalyzer } from "./analyze-text";
import { agreesWithSome, reversesDirections } from "./direction-agreement";
import { TUNING } from "./grading-tuning";
import { AnswerIndex, weighUnits } from "./unit-matching";
import type { WordNetSynonyms } from "./wordnet-synonyms";

/** Finds which of a question's authored misconceptions an answer states. */
export class MisconceptionFinder {
  constructor(
    private readonly analyzer: TextAnalyzer,
    private readonly wordNet: WordNetSynonyms,
    /** Analyses texts that repeat across answers (the misconceptions) once. */
    private readonly analyze: (text: string) => AnalyzedText,
  ) {}

  /** A misconception counts when one or two neighbouring sentences state it with its direction. */
  stated(analysis: AnalyzedText, model: AnalyzedText, misconceptions: readonly string[]): string[] {
    if (misconceptions.length === 0) return [];
    const windows = [...new Set(analysis.units.map((unit) => unit.sentence))].map((sentence) => {
      const window = restrictToSentences(analysis, sentence, sentence + 1);
      return {
        window,
        index: new AnswerIndex(window, this.wordNet, this.analyzer.conceptRelations),
      };
    });
    return misconceptions.filter((misconception) => {
      const claim = this.analyze(misconception);
      return windows.some(({ window, index }) => this.states(window, index, claim, model));
    });
  }

  private states(
    window: AnalyzedText,
    index: AnswerIndex,
    claim: AnalyzedText,
    model: AnalyzedText,
  ): boolean {
    const related = this.analyzer.conceptRelations;
    const units = weighUnits(claim.units, new Set(), this.wordNet);
    // What makes the claim wrong is usually what it adds to the model answer's words ("minus").
    const distinctive = units.filter((unit) => !model.keys.has(unit.key));
    // "never shows up as an expense" does not state "is an expense".
    if (window.negations > 0 !== claim.negations > 0) return false;
    if (index.recall(units) < TUNING.misconceptionRecall) return false;
    if (distinctive.length > 0 && index.recall(distinctive) < TUNING.misconceptionDistinctRecall)
      return false;
    // Made only of the model answer's words and stating no direction: nothing tells it apart.
    if (distinctive.length === 0 && claim.claims.length === 0) return false;
    if (claim.claims.length === 0) return true;
    // The wrong direction is what must be stated; a premise shared with the model answer
    // ("when rates rise") proves nothing.
    const wrong = claim.claims.filter((item) => !agreesWithSome([item], model.claims, related));
    const judged = wrong.length > 0 ? wrong : claim.claims;
    // Every direction the claim needs must be stated within one sentence: "debt is up" here and
    // "lowers equity value" there make no claim that equity falls as debt rises.
    const sentences = [...new Set(window.claims.map((item) => item.sentence))];
    return sentences.some((sentence) => {
      const stated = window.claims.filter((item) => item.sentence === sentence);
      return (
        judged.every((item) => agreesWithSome([item], stated, related)) &&
        !reversesDirections(judged, stated, related)
      );
    });
  }
}

function restrictToSentences(text: AnalyzedText, first: number, last: number): AnalyzedText {
  const units = text.units.filter((unit) => unit.sentence >= first && unit.sentence <= last);
  const inWindow = (sentence: number) => sentence >= first && sentence <= last;
  return {
    ...text,
    units,
    keys: new Set(units.map((unit) => unit.key)),
    claims: text.claims.filter((claim) => inWindow(claim.sentence)),
    negations: text.negatedSentences.filter(inWindow).length,
    negatedSentences: text.negatedSentences.filter(inWindow),
  };
}
