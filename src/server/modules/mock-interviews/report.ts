import type { MockPart } from "./compose";
import type { MockAnswer, MockInterview } from "./repository";

export interface PartReport {
  index: number;
  kind: MockPart["kind"];
  ref: string;
  topic: string;
  answered: boolean;
  /** Percent; an unanswered part scores 0. */
  score: number;
  /** From the previous answer (or the start) to this one; null when unanswered. */
  seconds: number | null;
}

const weakTopicLimit = 3;
const weakBelow = 70;

/**
 * The report of a mock interview: mean score over every part, the time it took (up to its length), score and
 * time per part, weakest topics.
 */
export function mockReport(interview: MockInterview, answers: readonly MockAnswer[]) {
  const byPart = new Map(answers.map((answer) => [answer.partIndex, answer]));
  const answeredTimes = answers.map((answer) => answer.answeredAt).sort();
  const parts: PartReport[] = interview.parts.map((part, index) => {
    const answer = byPart.get(index);
    const previous = answer
      ? ([interview.startedAt, ...answeredTimes].filter((time) => time < answer.answeredAt).at(-1) ??
        interview.startedAt)
      : null;
    return {
      index,
      kind: part.kind,
      ref: part.kind === "exercise" ? part.slug : part.questionId,
      topic: part.topic,
      answered: answer !== undefined,
      score: answer ? Math.round(answer.score) : 0,
      seconds:
        answer && previous ? Math.round((Date.parse(answer.answeredAt) - Date.parse(previous)) / 1000) : null,
    };
  });
  const score =
    parts.length === 0 ? 0 : Math.round(parts.reduce((sum, part) => sum + part.score, 0) / parts.length);
  const topicScores = new Map<string, { kind: MockPart["kind"]; scores: number[] }>();
  for (const part of parts) {
    const entry = topicScores.get(part.topic) ?? { kind: part.kind, scores: [] };
    entry.scores.push(part.score);
    topicScores.set(part.topic, entry);
  }
  const weakestTopics = [...topicScores.entries()]
    .map(([topic, { kind, scores }]) => ({
      topic,
      kind,
      score: Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length),
    }))
    .filter((topic) => topic.score < weakBelow)
    .sort((a, b) => a.score - b.score)
    .slice(0, weakTopicLimit);
  return { score, secondsTaken: secondsTaken(interview), parts, weakestTopics };
}

/** From the start to the finish, at most the interview's length (one finished late ran out of time); null while open. */
function secondsTaken(interview: MockInterview): number | null {
  if (interview.finishedAt === null) return null;
  const end = Math.min(Date.parse(interview.finishedAt), Date.parse(interview.endsAt));
  return Math.max(0, Math.round((end - Date.parse(interview.startedAt)) / 1000));
}
