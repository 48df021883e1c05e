import { memo, type ReactNode } from "react";

// Figures a student needs to pick out at a glance: "300", "35 %", "7x", "−5", "0.8"; not years such as 2025.
const FIGURE = /(−?-?\d+(?:[.,]\d+)*(?:\s?%|x(?![a-z]))?)/g;
const YEAR = /^20\d\d$/;

/** One sentence with its figures set in bold tabular type. */
function withFigures(sentence: string): ReactNode[] {
  return sentence.split(FIGURE).map((part, index) =>
    index % 2 === 1 && !YEAR.test(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence never move.
      <strong key={index} className="tabular font-semibold text-slate-900 dark:text-white">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

/** The case beside the grid: its sentences (StatementList), or a modelling test's case pack. */
export const StatementPanel = memo(function StatementPanel({
  children,
  title = "The case",
}: {
  children: ReactNode;
  title?: string;
}) {
  return (
    <section
      aria-labelledby="case-statement"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="case-statement" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
});

/** The generated case in plain sentences (the engine's `describe`), figures highlighted, as a list: in the panel beside the grid, and in the phone's "Show the case" sheet. */
export function StatementList({ description }: { description: readonly string[] }) {
  if (description.length === 0) {
    return <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No data to display.</p>;
  }
  return (
    <ul className="mt-3 space-y-2.5 text-sm leading-6 text-slate-700 dark:text-slate-300">
      {description.map((sentence) => (
        <li key={sentence} className="flex gap-2.5">
          <span
            aria-hidden="true"
            className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500 dark:bg-brand-400"
          />
          <span>{withFigures(sentence)}</span>
        </li>
      ))}
    </ul>
  );
}
