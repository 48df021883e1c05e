import type { Ref } from "react";
import type { Evaluation } from "../../../api/coach";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { weakScoreThreshold } from "../question-labels";
import { PointsToConfirm } from "./points-to-confirm";

/**
 * The evaluation block (docs/screens.md#interview-questions): score /10, the coach's text, the key points to
 * confirm (or, from a grader that decided none, the points covered and missing), the model answer, 'Next question'.
 */
export function EvaluationResult({
  result,
  onNext,
  canMoveOn,
  headingRef,
}: {
  result: Evaluation;
  onNext: () => void;
  canMoveOn: boolean;
  /** Focus lands on the heading once the result arrives, so keyboard and screen-reader users hear it. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const strong = result.score >= weakScoreThreshold;
  return (
    <section
      aria-labelledby="evaluation-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="evaluation-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          Your evaluation
        </h2>
        <p
          className={cn(
            "rounded-xl px-4 py-2 text-3xl font-bold tabular",
            strong
              ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
              : "bg-amber-50 text-amber-900 dark:bg-amber-950/60 dark:text-amber-200",
          )}
        >
          <span className="sr-only">Score: </span>
          {result.score}/10
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {result.firstAttempt
          ? "Saved as your first attempt at this question, in My questions."
          : result.isNewBest
            ? "New best score for this question: it is saved in My questions."
            : `Your best score for this question stays ${result.bestScore}/10.`}
      </p>

      <p className="mt-4 whitespace-pre-line text-slate-800 dark:text-slate-200">{result.evaluation}</p>

      {result.keyPoints.length > 0 ? (
        <PointsToConfirm key={result.attemptId} result={result} />
      ) : (
        (result.coveredPoints.length > 0 || result.missingPoints.length > 0) && (
          <div className="mt-5 grid gap-4 md:grid-cols-2">
            {result.coveredPoints.length > 0 && (
              <PointList title="What you covered" points={result.coveredPoints} tone="covered" />
            )}
            {result.missingPoints.length > 0 && (
              <PointList title="What is missing" points={result.missingPoints} tone="missing" />
            )}
          </div>
        )
      )}

      <h3 className="mt-6 font-semibold">Correct answer</h3>
      <p className="mt-2 rounded-xl bg-slate-50 p-3 text-slate-800 sm:p-4 dark:bg-slate-800/60 dark:text-slate-200">
        {result.correctAnswer}
      </p>

      <Button className="mt-6" onClick={onNext} disabled={!canMoveOn}>
        Next question
      </Button>
    </section>
  );
}

function PointList({
  title,
  points,
  tone,
}: {
  title: string;
  points: readonly string[];
  tone: "covered" | "missing";
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span
              aria-hidden="true"
              className={cn(
                "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                tone === "covered"
                  ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200"
                  : "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
              )}
            >
              {tone === "covered" ? "✓" : "!"}
            </span>
            <span className="text-slate-700 dark:text-slate-300">{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
