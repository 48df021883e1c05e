import type { ProfileData } from "../../../api/profile";
import { formatDate, formatDuration, kindName } from "../../../lib/format";
import { ScoreChart } from "./score-chart";

type TypeProgress = ProfileData["progress"][number];

/** Compares the mean of the last three scored attempts with the three before them. */
export function trendOf(scores: number[]): "improving" | "declining" | "steady" | null {
  if (scores.length < 4) return null;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const latest = mean(scores.slice(-3));
  const before = mean(scores.slice(-6, -3));
  if (latest - before >= 5) return "improving";
  if (before - latest >= 5) return "declining";
  return "steady";
}

const trendText = {
  improving: "Improving: your last three scores beat the three before.",
  declining: "Slipping: your last three scores are below the three before.",
  steady: "Steady: your last scores are in line with the ones before.",
};

/** Progress per exercise type: chart, text summary, average time, trend, and a table of the points. */
export function ProgressSection({ progress }: { progress: TypeProgress[] }) {
  const practised = progress.filter((entry) => entry.attempts > 0);
  return (
    <section aria-labelledby="progress-heading" className="space-y-4">
      <h2 id="progress-heading" className="text-xl font-semibold">
        Progress
      </h2>
      {practised.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          Validate an exercise to start tracking your progress.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {practised.map((entry) => (
            <ProgressCard key={entry.type} entry={entry} />
          ))}
        </div>
      )}
    </section>
  );
}

function ProgressCard({ entry }: { entry: TypeProgress }) {
  const name = kindName(entry.type);
  const trend = trendOf(entry.recent.map((point) => point.score));
  const summary = `${name}: ${entry.attempts} attempt${entry.attempts === 1 ? "" : "s"}, average ${entry.averageScore ?? "–"}%${
    entry.averageTimeSeconds !== null ? `, average time ${formatDuration(entry.averageTimeSeconds)}` : ""
  }.`;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">{name}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      <ScoreChart points={entry.recent} label={`${name} scores over time`} />
      {trend && <p className="text-sm text-slate-700 dark:text-slate-300">{trendText[trend]}</p>}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Scores as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{`${name} scores by date`}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Date
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.recent.map((point) => (
              <tr key={point.date} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1">{formatDate(point.date)}</td>
                <td className="tabular py-1 text-right">{point.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}
