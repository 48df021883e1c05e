import { questionTopics } from "../../contract/question-topics";

const bankTopicNames = new Map<string, string>(questionTopics.map((topic) => [topic.id, topic.en]));

/** The name shown for a topic: a bank topic's English name, or an exercise kind's slug in words. */
export function topicLabel(topic: string, kind: "question" | "exercise"): string {
  if (kind === "question") return bankTopicNames.get(topic) ?? topic;
  const words = topic
    .split("-")
    .map((word) => (word.length <= 3 ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1)));
  return `${words.join(" ")} exercise`;
}
