import { type KeyboardEvent, type Ref, useState } from "react";

import { cn } from "../../lib/cn";
import { readingHint } from "./reading-hint";
import type { CheckedCell, GridCell } from "./types";

export type CellElement = HTMLInputElement | HTMLSelectElement;

const fieldBase =
  "block w-full min-w-0 rounded-md border px-2 py-1.5 text-sm tabular text-slate-900 shadow-xs dark:text-slate-100";
const editable =
  "border-slate-300 bg-white hover:border-slate-400 focus:border-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:hover:border-slate-500";
const correctField = "border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/50";
const wrongField = "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/50";
// Wrong, but the right method on the student's own figure for a cell it reads (docs/marking.md#follow-through).
const followsField = "border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950/50";
// An empty cell counts as wrong but is not a mistake: marked apart, so the student tells the two apart.
const unansweredField = "border-dashed border-slate-400 bg-slate-50 dark:border-slate-500 dark:bg-slate-900";

type MarkState = "correct" | "follows" | "wrong" | "unanswered";

function markState(mark: CheckedCell): MarkState {
  if (mark.correct) return "correct";
  // Records checked before follow-through marking carry no status.
  if (mark.status === "follows") return "follows";
  return mark.given.trim() === "" ? "unanswered" : "wrong";
}

const FIELD_BY_STATE: Record<MarkState, string> = {
  correct: correctField,
  follows: followsField,
  wrong: wrongField,
  unanswered: unansweredField,
};

/** "Sales 2025", "Sales 2025 and EBITDA 2025", "A, B and C". */
function listOfKeys(keys: readonly string[]): string {
  if (keys.length <= 1) return keys[0] ?? "";
  return `${keys.slice(0, -1).join(", ")} and ${keys.at(-1)}`;
}

/** The ids that tie a cell to its status text and its explanation. */
export function cellIds(key: string): {
  input: string;
  status: string;
  diagnosis: string;
  explanation: string;
  hint: string;
} {
  const slug = key.replace(/[^A-Za-z0-9]+/g, "-");
  return {
    input: `cell-${slug}`,
    status: `cell-${slug}-status`,
    diagnosis: `cell-${slug}-mistake`,
    explanation: `cell-${slug}-why`,
    hint: `cell-${slug}-read`,
  };
}

/**
 * One answer cell. Editable: a text input (or the Deal Type select). Marked after validation: the answer
 * read-only, a tick or a cross (never colour alone) and, when wrong, "Correct: {expected}" with a
 * button that opens the worked explanation.
 */
export function AnswerCell({
  cell,
  value,
  mark,
  onChange,
  onKeyDown,
  explanationOpen,
  onToggleExplanation,
  inputRef,
}: {
  cell: GridCell;
  value: string;
  mark: CheckedCell | undefined;
  /** Absent: the cell is read-only. */
  onChange?: (key: string, value: string) => void;
  onKeyDown: (event: KeyboardEvent<CellElement>) => void;
  explanationOpen: boolean;
  onToggleExplanation: (key: string) => void;
  inputRef: Ref<CellElement>;
}) {
  const ids = cellIds(cell.key);
  const readOnly = mark !== undefined || onChange === undefined;
  // How the typed text will be read, said once the student leaves the cell (never blocking).
  const [left, setLeft] = useState(false);
  const hint = !readOnly && left ? readingHint(value, cell.kind, cell.precision) : null;

  if (!readOnly && cell.options) {
    return (
      <select
        ref={inputRef as Ref<HTMLSelectElement>}
        id={ids.input}
        aria-label={cell.key}
        data-cell-key={cell.key}
        value={value}
        onChange={(event) => onChange?.(cell.key, event.target.value)}
        className={cn(fieldBase, editable, "pr-7")}
      >
        <option value="">Select...</option>
        {cell.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }

  const input = (
    <input
      ref={inputRef as Ref<HTMLInputElement>}
      id={ids.input}
      type="text"
      aria-label={cell.key}
      aria-describedby={
        mark ? (mark.diagnosis ? `${ids.status} ${ids.diagnosis}` : ids.status) : hint ? ids.hint : undefined
      }
      aria-invalid={mark ? !mark.correct : undefined}
      data-cell-key={cell.key}
      // A number keyboard on phones. iOS's has no minus key: "(67)" is not typeable there either, so a
      // negative figure needs the full keyboard's "-" (the globe key), a trade-off issue #20 chose.
      inputMode={cell.options ? undefined : "decimal"}
      enterKeyHint="next"
      autoComplete="off"
      spellCheck={false}
      readOnly={readOnly}
      value={value}
      onChange={(event) => onChange?.(cell.key, event.target.value)}
      onFocus={() => setLeft(false)}
      onBlur={() => setLeft(true)}
      onKeyDown={onKeyDown}
      className={cn(
        fieldBase,
        !cell.options && "text-right",
        mark ? FIELD_BY_STATE[markState(mark)] : editable,
        mark && "pl-7",
        readOnly && !mark && "bg-slate-50 dark:bg-slate-900",
      )}
    />
  );
  if (!mark) {
    if (!hint) return input;
    return (
      <div>
        {input}
        <p
          id={ids.hint}
          className={cn(
            "mt-0.5 text-right text-xs",
            hint.tone === "read"
              ? "text-slate-600 dark:text-slate-400"
              : "font-medium text-amber-800 dark:text-amber-300",
          )}
        >
          {hint.text}
        </p>
      </div>
    );
  }
  const state = markState(mark);

  return (
    <div className="space-y-1">
      <div className="relative">
        <MarkIcon state={state} />
        {input}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-0.5 text-xs">
        <span
          id={ids.status}
          className={cn(
            state === "correct" && "sr-only",
            state === "wrong" && "whitespace-nowrap text-red-700 dark:text-red-300",
            state === "follows" && "text-right text-sky-800 dark:text-sky-200",
            state === "unanswered" && "text-right text-slate-700 dark:text-slate-300",
          )}
        >
          {state === "correct" ? (
            "Correct answer"
          ) : (
            <>
              {state === "unanswered" ? (
                <span className="block font-medium">
                  Not answered<span className="sr-only">. </span>
                </span>
              ) : state === "follows" ? (
                <span className="block font-medium">
                  Right method on your figure for {listOfKeys(mark.followsFrom ?? [])}
                  <span className="sr-only">. </span>
                </span>
              ) : (
                <span className="sr-only">Incorrect. </span>
              )}
              <span className="whitespace-nowrap">
                Correct: <span className="tabular font-semibold">{mark.expected}</span>
              </span>
            </>
          )}
        </span>
        {!mark.correct && mark.explanation && (
          <button
            type="button"
            aria-expanded={explanationOpen}
            aria-controls={ids.explanation}
            onClick={() => onToggleExplanation(cell.key)}
            className="inline-flex items-center gap-1 rounded px-0.5 font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
              <path
                fillRule="evenodd"
                d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v2.75a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z"
                clipRule="evenodd"
              />
            </svg>
            Why?<span className="sr-only"> {cell.key}</span>
          </button>
        )}
      </div>
      {state === "wrong" && mark.diagnosis && (
        // The mistake the figure shows, or how far it is off (docs/marking.md#mistake-diagnosis).
        <p id={ids.diagnosis} className="text-right text-xs text-slate-600 dark:text-slate-400">
          {mark.diagnosis}
        </p>
      )}
    </div>
  );
}

const ICON_CLASS = "pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2";

function MarkIcon({ state }: { state: MarkState }) {
  if (state === "unanswered") {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={cn(ICON_CLASS, "text-slate-500 dark:text-slate-400")}
      >
        <path d="M5 9.25h10a.75.75 0 0 1 0 1.5H5a.75.75 0 0 1 0-1.5Z" />
      </svg>
    );
  }
  if (state === "follows") {
    // An arrow carried forward: the working is right, on a figure that is not.
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={cn(ICON_CLASS, "text-sky-700 dark:text-sky-300")}
      >
        <path
          fillRule="evenodd"
          d="M3 10a.75.75 0 0 1 .75-.75h10.69l-3.22-3.22a.75.75 0 1 1 1.06-1.06l4.5 4.5a.75.75 0 0 1 0 1.06l-4.5 4.5a.75.75 0 1 1-1.06-1.06l3.22-3.22H3.75A.75.75 0 0 1 3 10Z"
          clipRule="evenodd"
        />
      </svg>
    );
  }
  return state === "correct" ? (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={cn(ICON_CLASS, "text-emerald-700 dark:text-emerald-400")}
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  ) : (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={cn(ICON_CLASS, "text-red-700 dark:text-red-400")}
    >
      <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
