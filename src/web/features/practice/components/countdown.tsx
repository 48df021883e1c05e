import { useEffect, useState } from "react";
import { formatDuration } from "../../../lib/format";

/** The time left until `endsAt`, always on screen; calls `onTimeUp` once when it reaches zero. */
export function Countdown({ endsAt, onTimeUp }: { endsAt: string; onTimeUp: () => void }) {
  const deadline = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onTimeUp();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, onTimeUp]);
  return (
    <p className="sticky top-0 z-10 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-brand-900 shadow-sm dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
      Time left{" "}
      <span role="timer" aria-live="off" className="tabular font-bold">
        {formatDuration(left)}
      </span>
    </p>
  );
}
