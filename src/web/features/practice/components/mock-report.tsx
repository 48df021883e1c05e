import type { MockInterview } from "../../../api/mock-interviews";
import { ButtonLink } from "../../../components/ui/button";
import { formatDuration } from "../../../lib/format";
import { topicLabel } from "../../../lib/topic-labels";

type Report = NonNullable<MockInterview["report"]>;

/** The report of a finished mock interview: overall score, score and time per part, weakest topics. */
export function MockReport({ interview, report }: { interview: MockInterview; report: Report }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Mock interview report</h1>
      <p className="text-lg">
        Score: <span className="text-3xl font-bold tabular">{report.score}%</span>
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Score and time per part</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2">
              Part
            </th>
            <th scope="col">Topic</th>
            <th scope="col">Score</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {report.parts.map((part) => {
            const source = interview.parts[part.index];
            return (
              <tr key={part.index} className="border-b border-slate-100 dark:border-slate-800">
                <td className="py-2 pr-3">
                  {source && "question" in source ? source.question : topicLabel(part.ref, "exercise")}
                </td>
                <td className="pr-3">{topicLabel(part.topic, part.kind)}</td>
                <td className="tabular pr-3">{part.answered ? `${part.score}%` : "Not answered"}</td>
                <td className="tabular">{part.seconds === null ? "–" : formatDuration(part.seconds)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {report.weakestTopics.length > 0 && (
        <section aria-labelledby="weakest-heading">
          <h2 id="weakest-heading" className="text-xl font-semibold">
            Weakest topics
          </h2>
          <ul className="mt-2 list-disc pl-6">
            {report.weakestTopics.map((topic) => (
              <li key={`${topic.kind}-${topic.topic}`}>
                {topicLabel(topic.topic, topic.kind)}: {topic.score}%
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/today">Review these now</ButtonLink>
        <ButtonLink to="/mock-interview" variant="secondary">
          Another mock interview
        </ButtonLink>
      </div>
    </div>
  );
}
