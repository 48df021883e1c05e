import type { CasePack } from "../../../engine";

const headingClass = "mt-5 text-sm font-semibold text-slate-800 dark:text-slate-100";
const cellClass = "border-b border-slate-100 py-1.5 dark:border-slate-800";

/**
 * A modelling test's case pack (docs/screens.md#modelling-tests): the prompt, the assumptions as tables (one value
 * each, then those given year by year, a year a row) and the rules of the model as a list.
 */
export function CasePackView({ casePack, years }: { casePack: CasePack; years: readonly number[] }) {
  const single = casePack.assumptions.filter((assumption) => !assumption.yearly);
  const yearly = casePack.assumptions.filter((assumption) => assumption.yearly);
  return (
    <div className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
      <p>{casePack.prompt}</p>
      <h3 className={headingClass}>Assumptions</h3>
      <table className="mt-2 w-full">
        <caption className="sr-only">Assumptions</caption>
        <tbody>
          {single.map((assumption) => (
            <tr key={assumption.label}>
              <th scope="row" className={`${cellClass} pr-3 text-left font-normal`}>
                {assumption.label}
              </th>
              <td
                className={`${cellClass} tabular text-right font-semibold whitespace-nowrap text-slate-900 dark:text-white`}
              >
                {assumption.values.join(" ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {yearly.length > 0 && (
        // A year a row, so that five years fit the narrow panel.
        <table className="mt-3 w-full">
          <caption className="sr-only">Assumptions by year</caption>
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              <th scope="col" className={`${cellClass} pr-2 text-left font-medium`}>
                Year
              </th>
              {yearly.map((assumption) => (
                <th key={assumption.label} scope="col" className={`${cellClass} pl-2 text-right font-medium`}>
                  {assumption.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year, index) => (
              <tr key={year}>
                <th scope="row" className={`${cellClass} tabular pr-2 text-left font-normal`}>
                  {year}
                </th>
                {yearly.map((assumption) => (
                  <td
                    key={assumption.label}
                    className={`${cellClass} tabular pl-2 text-right font-semibold whitespace-nowrap text-slate-900 dark:text-white`}
                  >
                    {assumption.values[index] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={headingClass}>Rules</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 marker:text-brand-500">
        {casePack.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

/** The case pack in prose only, paragraph by paragraph, as the long timed test gives it. */
export function CaseProse({ description }: { description: readonly string[] }) {
  return (
    <div className="mt-3 space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
      {description.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
