import { Link } from "react-router";
import type { MockInterview, MockReport as Report } from "../../../api/mock-interviews";
import { trackNames } from "../../../components/mock-interview-history";
import { ButtonLink } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDuration } from "../../../lib/format";
import { topicLabel } from "../../../lib/topic-labels";

type PartAnswer = Report["answers"][number];
type QuestionAnswer = Extract<PartAnswer, { kind: "question" }>;

/**
 * The report of a finished mock interview: overall score and time taken, weakest topics, then each part with
 * the student's answer, the coach's evaluation and key points, and the correct answer (an exercise part links
 * to its correction). One column of cards, so it reads the same at 375 px as on a desktop.
 */
export function MockReport({ interview, report }: { interview: MockInterview; report: Report }) {
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Mock interview report</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {trackNames[interview.track as keyof typeof trackNames] ?? interview.track} · {interview.minutes}{" "}
          minutes · {formatDateTime(interview.startedAt)}
        </p>
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Score</dt>
            <dd className="text-3xl font-bold tabular">{report.score}%</dd>
          </div>
          {report.secondsTaken !== null && (
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-400">Time taken</dt>
              <dd className="text-3xl font-bold tabular">{formatDuration(report.secondsTaken)}</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Answered</dt>
            <dd className="text-3xl font-bold tabular">
              {report.parts.filter((part) => part.answered).length}/{report.parts.length}
            </dd>
          </div>
        </dl>
      </header>

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

      <section aria-labelledby="answers-heading" className="space-y-4">
        <h2 id="answers-heading" className="text-xl font-semibold">
          Your answers
        </h2>
        <ol className="space-y-4">
          {report.parts.map((part) => {
            const source = interview.parts[part.index];
            const answer = report.answers[part.index];
            const headingId = `part-${part.index}-heading`;
            return (
              <li key={part.index}>
                <article
                  aria-labelledby={headingId}
                  className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 id={headingId} className="font-semibold">
                      Part {part.index + 1} · {topicLabel(part.topic, part.kind)}
                    </h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {!part.answered
                        ? "Not answered"
                        : [
                            answer?.kind === "question" && answer.attempt
                              ? `${answer.attempt.score}/10`
                              : `${part.score}%`,
                            part.seconds === null ? null : formatDuration(part.seconds),
                          ]
                            .filter(Boolean)
                            .join(" · ")}
                    </p>
                  </div>
                  {source && "question" in source && <p className="text-lg font-medium">{source.question}</p>}
                  {answer?.kind === "question" && <QuestionReview answer={answer} answered={part.answered} />}
                  {answer?.kind === "exercise" && (
                    <p>
                      {answer.exerciseId ? (
                        <Link
                          to={`/exercise/${answer.exerciseId}`}
                          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
                        >
                          See your answers and the correction
                          <span className="sr-only">: part {part.index + 1}</span>
                        </Link>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">
                          {part.answered
                            ? "Your answers to this part were not kept."
                            : "No answers to correct."}
                        </span>
                      )}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/today">Review these now</ButtonLink>
        <ButtonLink to="/mock-interview" variant="secondary">
          Another mock interview
        </ButtonLink>
      </div>
    </div>
  );
}

const statusStyles = {
  covered: {
    mark: "✓",
    words: "covered",
    className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200",
  },
  missing: {
    mark: "!",
    words: "missing",
    className: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  },
  contradicted: {
    mark: "✗",
    words: "contradicted",
    className: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
  },
} as const;

/** A question part: what the student wrote, the coach's text and decision on each key point, the correct answer. */
function QuestionReview({ answer, answered }: { answer: QuestionAnswer; answered: boolean }) {
  const { attempt } = answer;
  return (
    <>
      {attempt ? (
        <>
          <h4 className="text-sm font-semibold text-slate-600 dark:text-slate-400">Your answer</h4>
          <p className="whitespace-pre-line rounded-xl border-l-4 border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-800/60">
            {attempt.answer}
          </p>
          <h4 className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            The coach's evaluation: {attempt.score}/10
            {attempt.confirmedScore !== null && ` · confirmed by you: ${attempt.confirmedScore}/10`}
          </h4>
          {attempt.evaluation && <p className="whitespace-pre-line">{attempt.evaluation}</p>}
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          {answered ? "Your answer to this part was not kept." : "You did not answer this question."}
        </p>
      )}
      {answer.keyPoints.length > 0 && (
        <>
          <h4 className="text-sm font-semibold text-slate-600 dark:text-slate-400">Key points</h4>
          <ul className="space-y-2 text-sm">
            {answer.keyPoints.map((point) => {
              const style = point.status ? statusStyles[point.status] : null;
              return (
                <li key={point.text} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                      style?.className ?? "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
                    )}
                  >
                    {style?.mark ?? "•"}
                  </span>
                  <span>
                    {point.text}
                    {style && (
                      <span className="text-slate-600 dark:text-slate-400"> · coach: {style.words}</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <h4 className="text-sm font-semibold text-slate-600 dark:text-slate-400">Correct answer</h4>
      <p className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">{answer.modelAnswer}</p>
    </>
  );
}
