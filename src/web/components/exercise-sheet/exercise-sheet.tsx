import { type ReactNode, useState } from "react";
import type { KindType } from "../../../contract/kinds";
import type { Working } from "../../../engine";
import { AnswerGrid } from "./answer-grid";
import { ShowCaseButton } from "./show-case-button";
import { StatementPanel } from "./statement-panel";
import type { Answers, CheckedCell, ExerciseGridData } from "./types";
import { WorkingsView } from "./workings-view";

/**
 * An exercise on one sheet: the statement beside the answer grid (stacked on small screens).
 * Editable when given `onAnswerChange`; marked and read-only when given `checked`.
 */
export function ExerciseSheet({
  type,
  grid,
  description,
  answers,
  checked,
  onAnswerChange,
  workings,
  children,
}: {
  type: KindType;
  grid: ExerciseGridData;
  description: readonly string[];
  answers: Answers;
  checked?: readonly CheckedCell[] | null;
  onAnswerChange?: (key: string, value: string) => void;
  /** The correction's worked tables, when the kind has them. */
  workings?: readonly Working[];
  /** Shown under the grid: the exercise screen's buttons and messages. */
  children?: ReactNode;
}) {
  const correct = checked?.filter((cell) => cell.correct).length ?? 0;
  const [fullSolution, setFullSolution] = useState(false);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <StatementPanel description={description} />
      <section
        aria-labelledby="answers-heading"
        className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1 sm:px-0">
          <h2 id="answers-heading" className="text-lg font-semibold">
            {checked ? "Correction" : "Your answers"}
          </h2>
          {checked ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <span className="tabular font-semibold text-slate-900 dark:text-white">
                  {correct} of {checked.length}
                </span>{" "}
                cells correct
              </p>
              <button
                type="button"
                aria-pressed={fullSolution}
                onClick={() => setFullSolution((shown) => !shown)}
                className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {fullSolution ? "Hide the full solution" : "Show the full solution"}
              </button>
            </div>
          ) : onAnswerChange ? (
            <p className="hidden text-sm text-slate-600 sm:block dark:text-slate-400">
              Enter or ↓ moves down · Tab moves right
            </p>
          ) : null}
        </div>
        <AnswerGrid
          type={type}
          grid={grid}
          answers={answers}
          checked={checked}
          onAnswerChange={onAnswerChange}
          fullSolution={fullSolution}
        />
        {workings && workings.length > 0 && <WorkingsView workings={workings} />}
        {children}
        <ShowCaseButton description={description} />
      </section>
    </div>
  );
}
