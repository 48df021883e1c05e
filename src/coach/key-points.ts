import { splitSentences } from "./tokenize";

/** A statement the answer should make, with the short name the evaluation uses for it. */
export interface KeyPoint {
  text: string;
  label: string;
}

/** The given key points, or the model answer's sentences when none are given. */
export function keyPointsFor(modelAnswer: string, keyPoints: readonly string[] | undefined): KeyPoint[] {
  const given = (keyPoints ?? []).map((point) => point.trim()).filter((point) => point.length > 0);
  const texts = given.length > 0 ? given : splitSentences(modelAnswer);
  return texts.map((text) => ({ text, label: labelOf(text) }));
}

// Shown whole: a point cut off with "…" cannot be learnt from (issue 20).
function labelOf(text: string): string {
  return text.replace(/[.;:]+$/, "").replace(/\s+/g, " ");
}
