import { useState } from "react";
import { countdownAnnouncement, formatCountdown } from "../timed-test";

/**
 * A timed test's "Time left", which the student can hide while it runs on; a polite live region says when
 * 10 minutes and then 1 minute are left (the timer itself is not read out at every tick).
 */
export function TimeLeft({ seconds }: { seconds: number }) {
  const [hidden, setHidden] = useState(false);
  const low = seconds <= 600;
  return (
    <div className="flex items-center justify-end gap-2">
      {!hidden && (
        <p
          className={
            low
              ? "inline-flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              : "inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm text-brand-900 shadow-sm dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100"
          }
        >
          <span>Time left</span>
          <span role="timer" className="tabular min-w-[5ch] text-right font-semibold">
            {formatCountdown(seconds)}
          </span>
        </p>
      )}
      <button
        type="button"
        onClick={() => setHidden((value) => !value)}
        className="rounded-lg bg-white/90 px-2.5 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-100 dark:bg-slate-900/90 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {hidden ? "Show the timer" : "Hide the timer"}
      </button>
      <p aria-live="polite" className="sr-only">
        {countdownAnnouncement(seconds)}
      </p>
    </div>
  );
}
