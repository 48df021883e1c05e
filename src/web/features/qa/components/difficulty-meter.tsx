import { cn } from "../../../lib/cn";

/** Three bars, filled up to the level; the text next to it says the same for everyone. */
export function DifficultyMeter({ level, label }: { level: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className="inline-flex items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              "w-1.5 rounded-sm",
              bar === 1 ? "h-2" : bar === 2 ? "h-3" : "h-4",
              bar <= level ? "bg-brand-600 dark:bg-brand-400" : "bg-slate-300 dark:bg-slate-600",
            )}
          />
        ))}
      </span>
      {label}
    </span>
  );
}
