import { splitSentences } from "./tokenize";

const LABEL_WORDS = 14;

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

function labelOf(text: string): string {
  const words = text.replace(/[.;:]+$/, "").split(/\s+/);
  return words.length <= LABEL_WORDS ? words.join(" ") : `${words.slice(0, LABEL_WORDS).join(" ")}…`;
}
