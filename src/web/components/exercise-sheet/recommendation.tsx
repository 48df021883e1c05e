import { useId } from "react";
import { MAX_RECOMMENDATION_LENGTH } from "../../../contract/limits";

/** What a modelling test's investment recommendation should cover (docs/screens.md#modelling-tests). */
export const RECOMMENDATION_CHECKLIST =
  "Would you recommend this investment to the investment committee? Returns against a 20 % IRR and 2.0x hurdle, the main risks, leverage and coverage, what the exit needs.";

/** The optional recommendation under a modelling test's grid: sent with the check, saved, never scored. */
export function RecommendationField({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange: (text: string) => void;
  readOnly: boolean;
}) {
  const id = useId();
  return (
    <div className="mt-6 space-y-1 border-t border-slate-200 pt-5 dark:border-slate-800">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        Investment recommendation (optional)
      </label>
      <p id={`${id}-help`} className="text-sm text-slate-600 dark:text-slate-400">
        {RECOMMENDATION_CHECKLIST}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-help`}
        maxLength={MAX_RECOMMENDATION_LENGTH}
        rows={6}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-6 text-slate-900 shadow-sm focus:border-brand-500 read-only:bg-slate-50 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:read-only:bg-slate-900"
      />
      <p className="tabular text-right text-xs text-slate-600 dark:text-slate-400">
        {`${value.length} / ${MAX_RECOMMENDATION_LENGTH}`}
      </p>
    </div>
  );
}

/** A saved recommendation, read-only, under its heading and the checklist it answers. */
export function SavedRecommendation({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="recommendation-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="recommendation-heading" className="text-lg font-semibold">
        Investment recommendation
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{RECOMMENDATION_CHECKLIST}</p>
      <p className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-800 dark:text-slate-200">{text}</p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Not scored.</p>
    </section>
  );
}
