import { useAttempts } from "../../../api/attempts";
import { useSession } from "../../../api/session";
import { ButtonLink } from "../../../components/ui/button";
import { formatDateTime, formatDurations } from "../../../lib/format";
import { kindPages } from "../../../lib/kind-pages";
import { useDocumentTitle } from "../../../lib/use-document-title";

const tests = kindPages("modelling-test");

type Attempt = { score: number | null; date: string; timedMinutes: number | null };
type Attempts = { best: Attempt; last: Attempt };

/** The signed-in student's best and last attempt per record type, in the first page of their history (the latest 20). */
function useBestAndLast(): ReadonlyMap<string, Attempts> {
  const session = useSession();
  const attempts = useAttempts(session.data != null);
  const byType = new Map<string, Attempts>();
  // Newest first: the first one met is the last attempt.
  for (const item of attempts.data?.pages.flatMap((page) => page.items) ?? []) {
    const seen = byType.get(item.exerciseType);
    if (!seen) byType.set(item.exerciseType, { best: item, last: item });
    else if ((item.score ?? 0) > (seen.best.score ?? 0)) seen.best = item;
  }
  return byType;
}

function AttemptText({ label, attempt }: { label: string; attempt: Attempt }) {
  return (
    <span className="block">
      {`${label} ${attempt.score ?? 0} %`}
      <span className="font-normal text-slate-600 dark:text-slate-400">
        {` · ${attempt.timedMinutes === null ? "practice" : `timed ${attempt.timedMinutes} min`} · ${formatDateTime(attempt.date)}`}
      </span>
    </span>
  );
}

/** The modelling tests: one card per kind with what it covers, its timed durations and the student's attempts. */
export function ModellingTestsPage() {
  useDocumentTitle("Modelling tests", {
    description: "Timed Excel-style modelling tests: a full LBO and an integrated three-statement model.",
  });
  const attempts = useBestAndLast();
  return (
    <section>
      <h1 className="text-3xl font-bold">Modelling tests</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        The modelling tests of private-equity and banking recruiting: a case pack, a model to build cell by
        cell and, if you like, the clock of the real thing. Practise at your own pace or take one as a timed
        test.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {tests.map((test) => {
          const mine = attempts.get(test.type);
          return (
            <article
              key={test.pagePath}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 className="text-xl font-semibold">{test.cardTitle}</h2>
              <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{test.description}</p>
              <dl className="mt-4 space-y-2 text-sm">
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Timed test</dt>
                  <dd className="tabular font-medium">{formatDurations(test.testMinutes ?? [])}</dd>
                </div>
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">Your attempts</dt>
                  <dd className="tabular font-medium">
                    {mine ? (
                      <>
                        <AttemptText label="Best" attempt={mine.best} />
                        <AttemptText label="Last" attempt={mine.last} />
                      </>
                    ) : (
                      "Not tried yet"
                    )}
                  </dd>
                </div>
              </dl>
              <ButtonLink
                to={test.pagePath}
                className="mt-6 self-start"
                aria-label={`Open the test: ${test.cardTitle}`}
              >
                Open the test
              </ButtonLink>
            </article>
          );
        })}
      </div>
    </section>
  );
}
