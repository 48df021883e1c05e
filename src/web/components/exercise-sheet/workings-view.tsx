import type { Working } from "../../../engine";
import { cn } from "../../lib/cn";

// Signed, with the typographic minus, as the explanations write numbers.
const signed = (value: number) => (value < 0 ? `−${-value}` : value > 0 ? `+${value}` : "0");

/** The worked tables of a correction (the three mini statements), side by side on wide screens. */
export function WorkingsView({ workings }: { workings: readonly Working[] }) {
  return (
    <section
      aria-labelledby="workings-heading"
      className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <h3 id="workings-heading" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        How the change flows through
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {workings.map((working) => (
          <table
            key={working.title}
            className="w-full rounded-xl border border-slate-200 text-sm dark:border-slate-700"
          >
            <caption className="px-3 pt-2 text-left font-medium text-slate-700 dark:text-slate-200">
              {working.title}
            </caption>
            <tbody>
              {working.lines.map((line) => (
                <tr
                  key={line.label}
                  className={cn(
                    line.total && "border-t border-slate-200 font-semibold dark:border-slate-700",
                  )}
                >
                  <th scope="row" className="px-3 py-1 text-left font-[inherit]">
                    {line.label}
                  </th>
                  <td className="tabular px-3 py-1 text-right">{signed(line.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
