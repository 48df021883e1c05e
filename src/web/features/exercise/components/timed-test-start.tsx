import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";

/**
 * The timed test's way in (docs/screens.md#modelling-tests): the kind's durations, and 'Start the test', which draws
 * a new case and starts the clock. The longest of several durations gives the case pack in prose only.
 */
export function TimedTestStart({
  durations,
  starting,
  onStart,
}: {
  durations: readonly number[];
  starting: boolean;
  onStart: (minutes: number) => void;
}) {
  const [minutes, setMinutes] = useState(durations[0] ?? 0);
  const headingId = useId();
  const longest = durations.length > 1 ? Math.max(...durations) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 dark:border-brand-900 dark:bg-brand-950/30"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Take it as a timed test
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        A new case, against the clock, as in an assessment centre. At zero the grid locks and your answers are
        handed in as they stand; empty cells count as wrong. Without the test, practise at your own pace
        below.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {durations.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">Duration</legend>
            <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
              {durations.map((duration) => (
                <label key={duration} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${headingId}-minutes`}
                    value={duration}
                    checked={minutes === duration}
                    onChange={() => setMinutes(duration)}
                    className="size-4 accent-brand-600"
                  />
                  {duration === longest ? `${duration} minutes (case pack in prose)` : `${duration} minutes`}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm font-medium">{`${minutes} minutes`}</p>
        )}
        <Button onClick={() => onStart(minutes)} disabled={starting}>
          {starting ? "Drawing the case..." : "Start the test"}
        </Button>
      </div>
    </section>
  );
}
