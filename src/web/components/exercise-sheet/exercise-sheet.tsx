import { type ReactNode, useMemo, useState } from "react";
import type { KindType } from "../../../contract/kinds";
import type { CasePack, Working } from "../../../engine";
import { AnswerGrid } from "./answer-grid";
import { CasePackView, CaseProse } from "./case-pack";
import { ShowCaseButton } from "./show-case-button";
import { StatementList, StatementPanel } from "./statement-panel";
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
  casePack,
  caseInProse = false,
  gridLocked = false,
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
  /** A modelling test's case pack, shown in place of the sentences. */
  casePack?: CasePack;
  /** The long timed test gives the case pack in prose only (the description's paragraphs). */
  caseInProse?: boolean;
  /** The time is up: the cells stay as typed, read-only, until the correction comes. */
  gridLocked?: boolean;
  /** Shown under the grid: the exercise screen's buttons and messages. */
  children?: ReactNode;
}) {
  const correct = checked?.filter((cell) => cell.correct).length ?? 0;
  const [fullSolution, setFullSolution] = useState(false);
  // Kept between renders, so the panel beside the grid is not drawn again at each keystroke.
  const caseContent = useMemo(
    () =>
      casePack && caseInProse ? (
        <CaseProse description={description} />
      ) : casePack ? (
        <CasePackView casePack={casePack} years={grid.years} />
      ) : (
        <StatementList description={description} />
      ),
    [casePack, caseInProse, description, grid.years],
  );
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <StatementPanel title={casePack ? "The case pack" : undefined}>{caseContent}</StatementPanel>
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
          ) : onAnswerChange && !gridLocked ? (
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
          onAnswerChange={gridLocked ? undefined : onAnswerChange}
          fullSolution={fullSolution}
        />
        {workings && workings.length > 0 && <WorkingsView workings={workings} />}
        {children}
        <ShowCaseButton>{caseContent}</ShowCaseButton>
      </section>
    </div>
  );
}
