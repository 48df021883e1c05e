import type { ReactNode, Ref } from "react";
import type { Question } from "../../../api/questions";
import { Button } from "../../../components/ui/button";
import { topicLabel } from "../question-labels";
import { DifficultyMeter } from "./difficulty-meter";

/** The question on show: its topic, difficulty, the student's best score, and what to do with it. */
export function QuestionCard({
  question,
  bestScore,
  headingRef,
  onChangeQuestion,
  canChangeQuestion,
  children,
}: {
  question: Question;
  bestScore: number | undefined;
  /** Focus moves to the question when 'Next question' replaces it. */
  headingRef: Ref<HTMLHeadingElement>;
  onChangeQuestion: () => void;
  canChangeQuestion: boolean;
  /** The answer form. */
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby="qa-question"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          {topicLabel(question.topic)}
        </span>
        <DifficultyMeter level={question.difficulty} label={`Difficulty: ${question.difficulty}/3`} />
        {bestScore !== undefined && (
          <span className="text-sm text-slate-600 dark:text-slate-300">Your best: {bestScore}/10</span>
        )}
      </div>
      <div aria-live="polite">
        <h2
          id="qa-question"
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-xl leading-snug font-semibold"
        >
          {question.question}
        </h2>
      </div>
      <Button variant="secondary" className="mt-4" onClick={onChangeQuestion} disabled={!canChangeQuestion}>
        Change Question
      </Button>
      {children}
    </article>
  );
}
