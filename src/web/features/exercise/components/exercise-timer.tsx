import { useState } from "react";
import { cn } from "../../../lib/cn";
import { formatDuration } from "../../../lib/format";

/** The time spent on the exercise, which the student can hide; it stops once the answers are validated. */
export function ExerciseTimer({ seconds, stopped }: { seconds: number; stopped: boolean }) {
  const [hidden, setHidden] = useState(false);
  return (
    <div className="flex items-center gap-2">
      {!hidden && (
        <p
          className={cn(
            "inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm",
            stopped
              ? "border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
              : "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100",
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            className="size-4"
          >
            <circle cx="10" cy="10" r="7.25" />
            <path strokeLinecap="round" d="M10 6v4l2.5 2" />
          </svg>
          <span>{stopped ? "Time spent" : "Time"}</span>
          <span role="timer" className="tabular min-w-[3.5ch] text-right font-semibold">
            {formatDuration(seconds)}
          </span>
        </p>
      )}
      <button
        type="button"
        aria-pressed={hidden}
        onClick={() => setHidden((value) => !value)}
        className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700"
      >
        Hide timer
      </button>
    </div>
  );
}
