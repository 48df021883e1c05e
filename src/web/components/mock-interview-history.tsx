import { Link } from "react-router";
import type { mockInterviewTracks } from "../../contract/mock-interview";
import { type MockInterviewSummary, useMockInterviews } from "../api/mock-interviews";
import { formatDateTime, formatDuration } from "../lib/format";
import { Alert } from "./ui/alert";

export const trackNames: Record<(typeof mockInterviewTracks)[number], string> = {
  ib: "Investment banking",
  pe: "Private equity",
};

const trackName = (track: string) => trackNames[track as keyof typeof trackNames] ?? track;

/**
 * The student's past mock interviews, newest first: date, track and length, score and time taken, each opening
 * its report (the mock interview page and the profile show it).
 */
export function MockInterviewHistory() {
  const interviews = useMockInterviews();
  return (
    <section aria-labelledby="mock-history-heading" className="space-y-4">
      <h2 id="mock-history-heading" className="text-xl font-semibold">
        Past mock interviews
      </h2>
      {interviews.isPending && <p role="status">Loading...</p>}
      {interviews.isError && <Alert tone="error">{interviews.error.message}</Alert>}
      {interviews.data?.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          No mock interview yet. Each one you take is kept here with its report.
        </p>
      )}
      {interviews.data && interviews.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {interviews.data.map((interview) => (
            <HistoryRow key={interview.id} interview={interview} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryRow({ interview }: { interview: MockInterviewSummary }) {
  const running = interview.finishedAt === null && Date.parse(interview.endsAt) > Date.now();
  const outcome = interview.score !== null ? `${interview.score}%` : running ? "In progress" : "Not finished";
  return (
    // The whole row opens the report; the link's name is the date, the rest is read after it.
    <li className="relative flex items-center justify-between gap-4 px-4 py-3 focus-within:bg-slate-50 hover:bg-slate-50 dark:focus-within:bg-slate-800 dark:hover:bg-slate-800">
      <div className="min-w-0">
        <Link
          to={`/mock-interview/${interview.id}`}
          className="font-medium text-brand-700 underline-offset-2 after:absolute after:inset-0 hover:underline dark:text-brand-300"
        >
          {formatDateTime(interview.startedAt)}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {trackName(interview.track)} · {interview.minutes} minutes · {interview.parts} parts
        </p>
      </div>
      <div className="text-right">
        <p className="tabular text-lg font-semibold">
          <span className="sr-only">Score: </span>
          {outcome}
        </p>
        {interview.secondsTaken !== null && (
          <p className="tabular text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">Time taken: </span>
            {formatDuration(interview.secondsTaken)}
          </p>
        )}
      </div>
    </li>
  );
}
