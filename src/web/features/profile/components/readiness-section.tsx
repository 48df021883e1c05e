import { type Readiness, useReadiness } from "../../../api/review";
import { Alert } from "../../../components/ui/alert";
import { ButtonLink } from "../../../components/ui/button";
import { topicLabel } from "../../../lib/topic-labels";

/** Readiness per topic: a bar each with its trend, and the same figures as a table for screen readers. */
export function ReadinessSection() {
  const readiness = useReadiness();
  return (
    <section aria-labelledby="readiness-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="readiness-heading" className="text-2xl font-bold">
          Readiness
        </h2>
        <ButtonLink to="/today" variant="secondary">
          Start today's queue
        </ButtonLink>
      </div>
      {readiness.isPending && <p role="status">Loading...</p>}
      {readiness.isError && <Alert tone="error">Error loading readiness</Alert>}
      {readiness.data && <ReadinessBars data={readiness.data} />}
    </section>
  );
}

const trendText = (trend: number | null) =>
  trend === null ? "–" : trend > 0 ? `▲ ${trend}` : trend < 0 ? `▼ ${-trend}` : "＝";

function ReadinessBars({ data }: { data: Readiness }) {
  return (
    <>
      <p>
        Overall: <span className="text-2xl font-bold tabular">{data.overall}</span>/100
      </p>
      <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        Each topic's readiness combines how well you still remember it, your last ten scores and how much you
        have practised it (five attempts count in full); the overall figure is the mean over every topic, so
        topics you have not touched count as 0. Raise it by working through today's queue and by practising
        the topics with the shortest bars.
      </p>
      <ul aria-hidden="true" className="space-y-2">
        {data.topics.map((topic) => (
          <li
            key={`${topic.kind}-${topic.topic}`}
            className="grid grid-cols-[minmax(0,12rem)_1fr_4rem] items-center gap-3 text-sm"
          >
            <span className="truncate">{topicLabel(topic.topic, topic.kind)}</span>
            <span className="h-3 rounded-full bg-slate-200 dark:bg-slate-800">
              <span
                className="block h-3 rounded-full bg-brand-600"
                style={{ width: `${topic.readiness}%` }}
              />
            </span>
            <span className="tabular text-right">
              {topic.readiness}{" "}
              <span className="text-slate-600 dark:text-slate-400">{trendText(topic.trend)}</span>
            </span>
          </li>
        ))}
      </ul>
      {/* A table is as wide as its content whatever its own width, so the hidden one sits in a hidden box. */}
      <div className="sr-only">
        <table>
          <caption>Readiness per topic (0–100), attempts, cards due and trend in points</caption>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Readiness</th>
              <th scope="col">Attempts</th>
              <th scope="col">Due</th>
              <th scope="col">Trend</th>
            </tr>
          </thead>
          <tbody>
            {data.topics.map((topic) => (
              <tr key={`${topic.kind}-${topic.topic}`}>
                <th scope="row">{topicLabel(topic.topic, topic.kind)}</th>
                <td>{topic.readiness}</td>
                <td>{topic.attempts}</td>
                <td>{topic.due}</td>
                <td>{topic.trend === null ? "none yet" : topic.trend}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
