import type { AnalyzedText } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import { rejectsClaim } from "./gaming-signals";
import type { GradingTuning } from "./grading-tuning";

// "… so it balances. That is also why a company can raise its cash by recording more depreciation": an
// answer told, but for one sentence of substance, in the words of the model answer, its key points and the
// question, where none of them supports that sentence, has most likely added a claim of its own. A correct
// answer in other words is not held to this, since its words are mostly its own throughout.

type Tuning = Pick<
  GradingTuning,
  | "unsupportedAnswerSupport"
  | "unsupportedSentenceSupport"
  | "unsupportedSentenceMinimum"
  | "unsupportedSentenceConcepts"
>;

/** The sentences of substance that the references do not support, in an answer they otherwise support. */
export function unsupportedSentences(
  answer: AnalyzedText,
  references: ReadonlySet<string>,
  tuning: Tuning,
): WrongClaim[] {
  const content = answer.units.filter((unit) => unit.kind !== "direction");
  const sentences = [...new Set(content.map((unit) => unit.sentence))];
  if (sentences.length < 2) return [];
  return sentences.flatMap((sentence) => {
    const keys = [...new Set(content.filter((unit) => unit.sentence === sentence).map((unit) => unit.key))];
    // A claim of finance names finance concepts; a remark about anything else is left alone.
    const concepts = keys.filter((key) => key.startsWith("c:")).length;
    if (keys.length < tuning.unsupportedSentenceMinimum || concepts < tuning.unsupportedSentenceConcepts)
      return [];
    if (supportOf(keys, references) >= tuning.unsupportedSentenceSupport) return [];
    const rest = content.filter((unit) => unit.sentence !== sentence).map((unit) => unit.key);
    if (supportOf(rest, references) < tuning.unsupportedAnswerSupport) return [];
    const said = answer.sentences.find((item) => item.sentence === sentence)?.text ?? "";
    if (rejectsClaim(said) || onlyPossibilities(answer, sentence, references)) return [];
    return [{ kind: "unsupported", said, reference: "", source: "model" }];
  });
}

// "Deal fees would push that figure up": a possibility raised is not a claim made. Each clause that says what the
// references do not must raise one, or depend on a clause that does ("might rise when …"): "… would look better, and
// a company can raise its cash by …" still claims.
function onlyPossibilities(answer: AnalyzedText, sentence: number, references: ReadonlySet<string>): boolean {
  let hedged = false;
  let unsupported = 0;
  for (const clause of answer.clauses.filter((item) => item.sentence === sentence)) {
    const opener = clause.text.split(" ")[0]?.toLowerCase() ?? "";
    hedged = HEDGED.test(clause.text) || (hedged && SUBORDINATE.has(opener));
    if (!clause.content.some((key) => !references.has(key))) continue;
    unsupported += 1;
    if (!hedged) return false;
  }
  return unsupported > 0;
}

function supportOf(keys: readonly string[], references: ReadonlySet<string>): number {
  return keys.length === 0 ? 0 : keys.filter((key) => references.has(key)).length / keys.length;
}

// Clauses that only qualify the one before them.
const SUBORDINATE = new Set([
  "when",
  "if",
  "unless",
  "because",
  "since",
  "as",
  "which",
  "that",
  "so",
  "quand",
  "si",
  "lorsque",
  "car",
]);
// Conditional and possible, not "can": "a company can raise its cash by recording more depreciation" claims a fact.
const HEDGED = /\b(would|could|might|may|pourrait|pourraient)\b/i;
