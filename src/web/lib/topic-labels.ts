import { KIND_METAS } from "../../contract/kinds";
import { questionTopics } from "../../contract/question-topics";

const bankTopicNames = new Map<string, string>(questionTopics.map((topic) => [topic.id, topic.en]));
const kindTitles = new Map<string, string>(KIND_METAS.map((kind) => [kind.slug, kind.title]));

/** The name shown for a readiness topic: a bank topic's English name, or an exercise kind's title. */
export function topicLabel(topic: string, kind: "question" | "exercise"): string {
  return (kind === "question" ? bankTopicNames.get(topic) : kindTitles.get(topic)) ?? topic;
}
