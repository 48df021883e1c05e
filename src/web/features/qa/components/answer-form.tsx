import type { FormEvent } from "react";
import { useId } from "react";
import { MAX_ANSWER_LENGTH } from "../../../../contract/limits";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import type { Answer } from "../use-answer";

/** The answer box: typed, never pasted, its draft saved as it is typed, and submitted to the coach. */
export function AnswerForm({
  answer,
  onChange,
  onSubmit,
  sessionPending,
}: {
  answer: Answer;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** Submitting waits until the session is known: a visitor is asked to sign in instead. */
  sessionPending: boolean;
}) {
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const evaluating = answer.evaluation.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-2">
      <label htmlFor={`${ids}-answer`} className="block font-medium text-slate-800 dark:text-slate-200">
        Your answer
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        Pasting is disabled: write the answer in your own words. Your draft is saved as you type.
      </p>
      <textarea
        id={`${ids}-answer`}
        name="answer"
        rows={6}
        required
        maxLength={MAX_ANSWER_LENGTH}
        value={answer.draft}
        disabled={evaluating}
        aria-describedby={answer.fieldError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={answer.fieldError ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onPaste={answer.blockPaste}
        onDrop={answer.blockPaste}
        className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 disabled:opacity-60 aria-invalid:border-red-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
      <div role="status" className="text-sm">
        {answer.pasteBlocked && (
          <p className="font-medium text-amber-800 dark:text-amber-300">
            Paste blocked: type your answer instead.
          </p>
        )}
      </div>
      {answer.fieldError && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {answer.fieldError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <Button type="submit" disabled={evaluating || sessionPending}>
          Submit
        </Button>
        {evaluating && <Spinner label="Evaluating your answer..." />}
      </div>
    </form>
  );
}
