import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import type { TypicalFigure } from "./lexicon";
import { phrasePattern } from "./phrase-pattern";
import { stemEnglish } from "./stemming";
import type { StatedNumber } from "./text-items";

/** A typical figure of the lexicon, with the keys a sentence must hold to speak of it. */
interface KnownFigure extends TypicalFigure {
  /** One entry per word of `of`: the key sets of its alternatives, one of which the sentence must hold. */
  keys: string[][][];
}

/**
 * Figures an interviewer expects a candidate to know roughly ("a control premium is usually 20–40%"):
 * a sentence that speaks of one and states only figures far outside its range has it wrong, whatever the
 * model answer says. The ranges are wide, so only a misconception is caught, not an imprecision.
 */
export class TypicalFigures {
  private readonly figures: KnownFigure[];
  private readonly asides: RegExp;

  constructor(
    figures: readonly TypicalFigure[],
    asides: readonly string[],
    analyze: (text: string) => AnalyzedText,
  ) {
    this.asides = asides.length > 0 ? phrasePattern(asides) : /(?!)/;
    const keysOfWords = (words: string) => {
      const text = analyze(words);
      return [...keysOf(text, text.clauses)];
    };
    this.figures = figures.map((figure) => ({
      ...figure,
      keys: figure.of.map((words) => (typeof words === "string" ? [words] : words).map(keysOfWords)),
    }));
  }

  /**
   * The answer's sentences that state a figure outside its typical range: the figure may sit in another
   * clause of the sentence than its name ("precedents include a control premium, which is about 2%").
   * A sentence that speaks of several figures in one unit is wrong only if its figures fit none of them
   * ("a 2x money multiple over 5 years is about 15%, and over 3 years about 26%"), leaving aside a
   * figure that another one narrows.
   */
  misstated(answer: AnalyzedText): WrongClaim[] {
    const wrong: WrongClaim[] = [];
    // "A terminal growth of 10% is unrealistic", "if the premium were 100%": not a claim of the figure.
    const asserted = new Set(
      answer.clauses
        .filter((clause) => !clause.negated && !this.asides.test(clause.text.toLowerCase()))
        .map((clause) => clause.clause),
    );
    for (const sentence of new Set(answer.clauses.map((clause) => clause.sentence))) {
      const clauses = answer.clauses.filter(
        (clause) => clause.sentence === sentence && asserted.has(clause.clause),
      );
      // Only a sentence that states a figure can misstate one.
      if (!clauses.some((clause) => clause.numbers.length > 0)) continue;
      const keys = new Set([...keysOf(answer, clauses), ...writtenWords(clauses)]);
      const numbers = clauses.flatMap((clause) => clause.numbers);
      const spoken = this.figures.filter((figure) => speaksOf(keys, figure));
      const applicable = spoken.filter((figure) => !spoken.some((narrower) => narrows(narrower, figure)));
      const figure = applicable.find((item) => outOfRange(numbers, item, applicable));
      if (!figure) continue;
      const said = clauses.map((clause) => clause.text).join(", ");
      wrong.push({ kind: "number", said, reference: figure.says, source: "fact" });
    }
    return wrong;
  }
}

// Words, concepts, directions ("d:up" for "double") and numbers with their unit, since "2x" and "2%" are
// different figures ("#2x"; "#5" for the 5 of "5 years").
function keysOf(text: AnalyzedText, clauses: readonly ClauseFacts[]): Set<string> {
  const inClauses = new Set(clauses.map((clause) => clause.clause));
  return new Set([
    ...text.units
      .filter((unit) => unit.kind !== "number" && inClauses.has(unit.clause))
      .map((unit) => unit.key),
    ...clauses.flatMap((clause) => clause.numbers.map((number) => `#${number.value}${number.unit}`)),
  ]);
}

function writtenWords(clauses: readonly ClauseFacts[]): string[] {
  return clauses.flatMap((clause) =>
    clause.text
      .toLowerCase()
      .split(" ")
      .map((word) => `w:${stemEnglish(word)}`),
  );
}

function speaksOf(keys: ReadonlySet<string>, figure: KnownFigure): boolean {
  return figure.keys.every((alternatives) =>
    alternatives.some((set) => set.length > 0 && set.every((key) => keys.has(key))),
  );
}

// A figure named by more words ("WACC … typically") narrows one named by fewer, the WACC alone: where both
// are spoken of, the first applies.
function narrows(figure: KnownFigure, other: KnownFigure): boolean {
  if (figure.keys.length <= other.keys.length) return false;
  const entries = new Set(figure.keys.map((entry) => JSON.stringify(entry)));
  return other.keys.every((entry) => entries.has(JSON.stringify(entry)));
}

// "20 to 40%": a bare number beside figures in the unit is one of them; every one must be out of range,
// that is outside the range of every figure in the unit that the sentence speaks of.
function outOfRange(
  numbers: readonly StatedNumber[],
  figure: KnownFigure,
  spoken: readonly KnownFigure[],
): boolean {
  if (!numbers.some((number) => number.unit === figure.unit)) return false;
  const ranges = spoken.filter((other) => other.unit === figure.unit);
  const stated = numbers.filter((number) => number.unit === figure.unit || number.unit === "");
  return stated.every((number) =>
    ranges.every((range) => number.value < range.min || number.value > range.max),
  );
}
