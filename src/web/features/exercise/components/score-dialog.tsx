import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";
import { formatDuration, formatPace } from "../../../lib/format";
import type { Correction } from "../exercise-storage";

/** The score popup shown right after validation. */
export function ScoreDialog({
  correction,
  open,
  onOpenChange,
  showsPace = false,
}: {
  correction: Correction | null;
  /** A timed run of problems: say how many per minute. */
  showsPace?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const total = correction?.cells.length ?? 0;
  const correct = correction?.cells.filter((cell) => cell.correct).length ?? 0;
  const score = correction?.score ?? 0;
  const follows = correction?.cells.filter((cell) => cell.status === "follows").length ?? 0;
  return (
    <Dialog open={open && correction !== null} onOpenChange={onOpenChange} title="Your score">
      <p className="tabular text-5xl font-extrabold tracking-tight text-brand-700 dark:text-brand-300">
        {score} %
      </p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="tabular">
          {correct} of {total}
        </span>{" "}
        cells correct, in <span className="tabular">{formatDuration(correction?.timeSpentSeconds ?? 0)}</span>
        .
      </p>
      {follows > 0 && (
        <p className="mt-1 text-sm text-sky-800 dark:text-sky-200">
          Method score <span className="tabular font-semibold">{correction?.methodScore ?? score} %</span>:{" "}
          <span className="tabular">{follows}</span> more {follows === 1 ? "cell is" : "cells are"} worked
          right on your own figures.
        </p>
      )}
      {showsPace && (
        <p className="tabular mt-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {formatPace(total, correction?.timeSpentSeconds) ?? "No time recorded"}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {score === 100
          ? "Every cell is right. Well done."
          : "Wrong cells show the expected figure; open “Why?” beside each one for the working."}
      </p>
      <div className="mt-6 flex justify-end">
        <DialogClose asChild>
          <Button>Review the correction</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
