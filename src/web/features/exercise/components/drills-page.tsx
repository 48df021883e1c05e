import { useProfile } from "../../../api/profile";
import { useSession } from "../../../api/session";
import { ButtonLink } from "../../../components/ui/button";
import { kindPages } from "../../../lib/kind-pages";
import { useDocumentTitle } from "../../../lib/use-document-title";

const drills = kindPages("drill");

type Scores = { best: number | null; last: number | null };

/** The signed-in student's best and last score per record type; empty for a visitor. */
function useScores(): ReadonlyMap<string, Scores> {
  const session = useSession();
  const profile = useProfile(session.data != null);
  return new Map(
    (profile.data?.progress ?? []).map((entry) => [
      entry.type,
      { best: entry.bestScore, last: entry.recent.at(-1)?.score ?? null },
    ]),
  );
}

/** "Best 75 % · Last 63 %", each figure kept whole on a narrow card. */
function ScoreText({ scores }: { scores: Scores | undefined }) {
  if (!scores || scores.best === null) return "Not tried yet";
  return (
    <>
      <span className="whitespace-nowrap">{`Best ${scores.best} %`}</span> ·{" "}
      <span className="whitespace-nowrap">{`Last ${scores.last ?? "–"} %`}</span>
    </>
  );
}

/** The drills: one card per drill with what it trains, its typical time and the student's scores. */
export function DrillsPage() {
  useDocumentTitle("Drills", {
    description: "The classic numeric interview questions, with new numbers every time.",
  });
  const scores = useScores();
  return (
    <section>
      <h1 className="text-3xl font-bold">Drills</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        The questions interviewers ask aloud, with new numbers every time, so that a memorised answer is not
        enough. Each one takes a few minutes.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {drills.map((drill) => (
          <article
            key={drill.pagePath}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-xl font-semibold">{drill.cardTitle}</h2>
            <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{drill.description}</p>
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Typical time</dt>
                <dd className="tabular font-medium">{`About ${drill.typicalMinutes} min`}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">Your scores</dt>
                <dd className="tabular font-medium">
                  <ScoreText scores={scores.get(drill.type)} />
                </dd>
              </div>
            </dl>
            <ButtonLink
              to={drill.pagePath}
              className="mt-6 self-start"
              aria-label={`Start drill: ${drill.cardTitle}`}
            >
              Start drill
            </ButtonLink>
          </article>
        ))}
      </div>
    </section>
  );
}
