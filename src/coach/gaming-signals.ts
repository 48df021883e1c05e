import type { AnalyzedText } from "./analyze-text";

// Sentences that talk to the grader rather than about finance. They are removed before grading,
// so they can neither earn credit nor steer the score.
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,60}\b(rubric|instructions?|rules?|criteria|grading|prompt|above|previous|model answer|scoring)\b/i,
  // Addressed to a person about this answer: "give me 10", "rate this answer 10/10"; not "a 25% tax rate, net
  // income falls by 10" or "these deals give 10% returns".
  /\b(give|award|assign|grant|score|grade|mark|rate)\s+(me|us|it|this|this answer|my answer|the answer)\b.{0,40}\b(10|ten|full marks?|maximum|max|perfect|100|top)\b/i,
  /\b(10\s*\/\s*10|10 out of 10|ten out of ten|full marks|top marks|perfect score|maximum score)\b/i,
  /\b(you are (an? |the )?(ai|grader|evaluator|examiner|assistant|language model)|act as (an? |the )?(grader|evaluator|examiner)|as an ai|system prompt|dear grader|note to (the )?(grader|evaluator|examiner))\b/i,
  /\b(this answer (deserves|is worth|should get)|i deserve|must (be graded|receive|get) (a |the )?(10|ten|full|perfect|maximum|top))\b/i,
  /\b(ignore[rz]?|oublie[rz]?)\b.{0,60}\b(consignes?|barème|instructions?|règles|critères)\b/i,
  /\b(donne[rz]?|attribue[rz]?|mets|mettez)(-moi)?\s+(moi\s+|à cette réponse\s+|à ma réponse\s+)?(10|dix|la note maximale|20\/20|10\/10)(?!\s*[\d%]|[.,]\d)/i,
  /\b(score|note)\s*[:=]\s*10\b/i,
];

/** Removes sentences addressed to the grader; returns the rest and whether any was found. */
export function stripGraderInstructions(answer: string): { text: string; removed: boolean } {
  const pieces = answer.split(/(?<=[.!?])\s+|\n+/);
  const kept = pieces.filter((piece) => !INSTRUCTION_PATTERNS.some((pattern) => pattern.test(piece)));
  return { text: kept.join(" ").trim(), removed: kept.length < pieces.length };
}

/** Share of the answer's content units that the question itself already contains (0–1). */
export function questionCopyShare(answer: AnalyzedText, question: AnalyzedText): number {
  const content = answer.units.filter((unit) => unit.kind === "concept" || unit.kind === "word");
  if (content.length === 0) return 0;
  return content.filter((unit) => question.keys.has(unit.key)).length / content.length;
}

/** Number of distinct content units: a guard for empty and one-word answers. */
export function distinctContentCount(text: AnalyzedText): number {
  return new Set(text.units.filter((unit) => unit.kind !== "direction").map((unit) => unit.key)).size;
}
