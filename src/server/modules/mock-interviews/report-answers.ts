import { keyPointsFor, type PointStatus } from "../../../coach";
import type { MockPart } from "./compose";
import type { MockAnswer, ModelAnswer, ReviewedEvaluation } from "./repository";

/** A question part as the report shows it: the student's answer and its evaluation, and the model answer. */
export interface QuestionPartAnswer {
  index: number;
  kind: "question";
  modelAnswer: string;
  /** The key points with the coach's decision on each; no decision when the answer kept none or there is none. */
  keyPoints: Array<{ text: string; status: PointStatus | null }>;
  /** Null when the part was not answered. */
  attempt: Omit<ReviewedEvaluation, "statuses"> | null;
}

/** An exercise part as the report shows it: its saved exercise, whose correction the exercise viewer shows. */
export interface ExercisePartAnswer {
  index: number;
  kind: "exercise";
  /** Null when the part was not answered (or answered before the link was kept). */
  exerciseId: string | null;
}

/** Each part of a finished interview with what was answered, the coach's evaluation and the model answer. */
export function reportAnswers(
  parts: readonly MockPart[],
  answers: readonly MockAnswer[],
  evaluations: ReadonlyMap<number, ReviewedEvaluation>,
  questions: ReadonlyMap<string, ModelAnswer>,
): Array<QuestionPartAnswer | ExercisePartAnswer> {
  const byPart = new Map(answers.map((answer) => [answer.partIndex, answer]));
  return parts.map((part, index) => {
    const answer = byPart.get(index);
    if (part.kind === "exercise") return { index, kind: "exercise", exerciseId: answer?.exerciseId ?? null };
    const question = questions.get(part.questionId);
    const evaluation = answer?.reviewId == null ? undefined : evaluations.get(answer.reviewId);
    const points = question ? keyPointsFor(question.answer, question.keyPoints) : [];
    // Decisions are read by position: they fit only the key points the coach was given.
    const statuses = evaluation?.statuses?.length === points.length ? evaluation.statuses : null;
    return {
      index,
      kind: "question",
      modelAnswer: question?.answer ?? "",
      keyPoints: points.map((point, position) => ({
        text: point.label,
        status: (statuses?.[position] as PointStatus | undefined) ?? null,
      })),
      attempt: evaluation
        ? {
            answer: evaluation.answer,
            score: evaluation.score,
            confirmedScore: evaluation.confirmedScore,
            evaluation: evaluation.evaluation,
          }
        : null,
    };
  });
}
