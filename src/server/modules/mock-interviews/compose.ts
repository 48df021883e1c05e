import type { MockInterviewMinutes, MockInterviewTrack } from "../../../contract/mock-interview";
import type { QuestionTopic } from "../../../contract/question-topics";
import { questionFrequencies } from "../../../contract/question-topics";

export type MockPart =
  | { kind: "exercise"; slug: string; seed: number; topic: string }
  | { kind: "question"; questionId: string; topic: string };

// The technical topics each track's interviewers favour; the fit question always comes first.
const trackTopics: Record<MockInterviewTrack, readonly QuestionTopic[]> = {
  ib: ["accounting", "enterprise-equity-value", "valuation", "dcf", "m-and-a", "debt"],
  pe: ["lbo", "private-equity", "debt", "valuation", "accounting", "restructuring"],
};
const openingTopic: QuestionTopic = "behavioural";

// Questions (the fit one included) and exercises per length: an exercise takes a good ten minutes.
const partCounts: Record<MockInterviewMinutes, { questions: number; exercises: number }> = {
  15: { questions: 3, exercises: 1 },
  30: { questions: 6, exercises: 1 },
  45: { questions: 8, exercises: 2 },
};

export interface ComposeInput {
  track: MockInterviewTrack;
  minutes: MockInterviewMinutes;
  questions: ReadonlyArray<{ id: string; topic: string; frequency: string }>;
  /** Each exercise kind's slug and the bank topic it trains. */
  exercises: ReadonlyArray<{ slug: string; trains: string }>;
  /** Readiness (0–100) of a bank topic or an exercise kind; weaker ones are asked first. */
  readiness: (kind: MockPart["kind"], topic: string) => number;
  random: () => number;
  seed: () => number;
}

/**
 * The parts of a mock interview, in order: a fit question, technical questions from the track's topics
 * (weakest first, most often asked questions preferred), then the exercises (the track's own kinds first).
 */
export function composeMockInterview(input: ComposeInput): MockPart[] {
  const counts = partCounts[input.minutes];
  const chosen = new Set<string>();
  const pick = (topic: string) => {
    const pool = input.questions.filter((question) => question.topic === topic && !chosen.has(question.id));
    const rank = (frequency: string) => questionFrequencies.indexOf(frequency as never);
    const top = Math.min(...pool.map((question) => rank(question.frequency)));
    const candidates = pool.filter((question) => rank(question.frequency) === top);
    const question = candidates[Math.floor(input.random() * candidates.length)];
    if (question) chosen.add(question.id);
    return question;
  };

  const parts: MockPart[] = [];
  const opening = pick(openingTopic);
  if (opening) parts.push({ kind: "question", questionId: opening.id, topic: opening.topic });
  const topics = [...trackTopics[input.track]].sort(
    (a, b) => input.readiness("question", a) - input.readiness("question", b),
  );
  for (let index = 0; parts.length < counts.questions && index < topics.length * 10; index += 1) {
    const question = pick(topics[index % topics.length] as string);
    if (question) parts.push({ kind: "question", questionId: question.id, topic: question.topic });
  }

  const trackSet = new Set<string>(trackTopics[input.track]);
  const exercises = [...input.exercises].sort(
    (a, b) =>
      Number(trackSet.has(b.trains)) - Number(trackSet.has(a.trains)) ||
      input.readiness("exercise", a.slug) - input.readiness("exercise", b.slug),
  );
  for (const { slug } of exercises.slice(0, counts.exercises)) {
    parts.push({ kind: "exercise", slug, seed: input.seed(), topic: slug });
  }
  return parts;
}
