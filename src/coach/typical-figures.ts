import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import type { TypicalFigure } from "./lexicon";
import type { StatedNumber } from "./text-items";

/** A typical figure of the lexicon, with the keys a clause must hold to speak of it. */
interface KnownFigure extends TypicalFigure {
  keys: string[];
}

/**
 * Figures an interviewer expects a candidate to know roughly ("a control premium is usually 20–40%"):
 * a clause that speaks of one and states only figures far outside its range has it wrong, whatever the
 * model answer says. The ranges are wide, so only a misconception is caught, not an imprecision.
 */
export class TypicalFigures {
  private readonly figures: KnownFigure[];

  constructor(figures: readonly TypicalFigure[], analyze: (text: string) => AnalyzedText) {
    this.figures = figures.map((figure) => ({
      ...figure,
      keys: [...new Set(figure.of.flatMap((words) => analyze(words).sentences.flatMap((item) => item.keys)))],
    }));
  }

  /**
   * The answer's sentences that state a figure outside its typical range: the figure may sit in another
   * clause of the sentence than its name ("precedents include a control premium, which is about 2%").
   */
  misstated(answer: AnalyzedText): WrongClaim[] {
    const wrong: WrongClaim[] = [];
    const sentences = new Map<number, ClauseFacts[]>();
    for (const clause of answer.clauses) {
      if (clause.negated) continue;
      sentences.set(clause.sentence, [...(sentences.get(clause.sentence) ?? []), clause]);
    }
    for (const clauses of sentences.values()) {
      const content = new Set(clauses.flatMap((clause) => clause.content));
      const numbers = clauses.flatMap((clause) => clause.numbers);
      const figure = this.figures.find((item) => speaksOf(content, item) && outOfRange(numbers, item));
      if (!figure) continue;
      const said = clauses.map((clause) => clause.text).join(", ");
      wrong.push({ kind: "number", said, reference: figure.says, source: "fact" });
    }
    return wrong;
  }
}

function speaksOf(content: ReadonlySet<string>, figure: KnownFigure): boolean {
  return figure.keys.length > 0 && figure.keys.every((key) => content.has(key));
}

// "20 to 40%": a bare number beside figures in the unit is one of them; every one must be out of range.
function outOfRange(numbers: readonly StatedNumber[], figure: KnownFigure): boolean {
  const inUnit = numbers.filter((number) => number.unit === figure.unit);
  if (inUnit.length === 0) return false;
  const stated = numbers.filter((number) => number.unit === figure.unit || number.unit === "");
  return stated.every((number) => number.value < figure.min || number.value > figure.max);
}
