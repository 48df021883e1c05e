import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import type { TypicalFigure } from "./lexicon";

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

  /** The answer's clauses that state a figure outside its typical range. */
  misstated(answer: AnalyzedText): WrongClaim[] {
    const wrong: WrongClaim[] = [];
    for (const clause of answer.clauses) {
      if (clause.negated) continue;
      const figure = this.figures.find((item) => speaksOf(clause, item) && outOfRange(clause, item));
      if (figure) wrong.push({ kind: "number", said: clause.text, reference: figure.says, source: "fact" });
    }
    return wrong;
  }
}

function speaksOf(clause: ClauseFacts, figure: KnownFigure): boolean {
  return figure.keys.length > 0 && figure.keys.every((key) => clause.content.includes(key));
}

// "20 to 40%": a bare number beside figures in the unit is one of them; every one must be out of range.
function outOfRange(clause: ClauseFacts, figure: KnownFigure): boolean {
  const inUnit = clause.numbers.filter((number) => number.unit === figure.unit);
  if (inUnit.length === 0) return false;
  const stated = clause.numbers.filter((number) => number.unit === figure.unit || number.unit === "");
  return stated.every((number) => number.value < figure.min || number.value > figure.max);
}
