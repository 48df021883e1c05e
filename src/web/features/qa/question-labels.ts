import { questionTopics } from "../../../contract/question-topics";

export function topicLabel(topic: string, language: "en" | "fr" = "en"): string {
  return questionTopics.find((entry) => entry.id === topic)?.[language] ?? topic;
}

/** Difficulty is 1 to 3 (docs/screens.md#interview-questions); the bank has no harder level. */
export const difficulties = [
  { level: 1, en: "Easy" },
  { level: 2, en: "Medium" },
  { level: 3, en: "Hard" },
] as const;

/** How often a question comes up in interviews (docs/content.md), in the words a student reads. */
export const frequencies = [
  { value: "common", en: "Asked often" },
  { value: "occasional", en: "Asked sometimes" },
  { value: "rare", en: "Asked rarely" },
] as const;

/** Scores below this (out of 10) make a question "weak" for the review mode. */
export const weakScoreThreshold = 6;
