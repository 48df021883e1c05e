import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner";

/** The title and intro of an exercise screen, with the timer beside them once the exercise is shown. */
export function ExerciseHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>
      </div>
      {children}
    </header>
  );
}

export function GeneratingExercise() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <Spinner label="Generating your exercise..." />
    </div>
  );
}
