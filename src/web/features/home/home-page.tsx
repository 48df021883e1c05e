import { useSession } from "../../api/session";
import { ButtonLink } from "../../components/ui/button";
import { kindPages } from "../../lib/kind-pages";
import { useDocumentTitle } from "../../lib/use-document-title";
import { TodayBanner } from "./today-banner";

const exercises = kindPages("case-study").map((kind) => ({ to: kind.pagePath, label: kind.title }));

/** The landing page: hero, how it works, and a call to create an account. */
export function HomePage() {
  useDocumentTitle("Master Finance Interviews");
  const session = useSession();
  return (
    <div className="space-y-16">
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 px-6 py-14 text-white shadow-xl sm:px-12">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
          Investment banking · Private equity
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Master Finance Interviews
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          Work through paper LBOs, DCFs and accretion/dilution cases built from fresh numbers every time,
          check every cell instantly, and rehearse the technical questions interviewers actually ask.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {exercises.map((exercise) => (
            <ButtonLink
              key={exercise.to}
              to={exercise.to}
              variant="secondary"
              className="!border-white/30 !bg-white !text-brand-900 hover:!bg-brand-50"
            >
              {exercise.label}
            </ButtonLink>
          ))}
        </div>
      </section>

      {session.data && <TodayBanner />}

      <section aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-2xl font-bold">
          How It Works
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">Practical Exercises</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Each case is generated from random parameters. Fill in the model year by year, validate, and see
              each cell marked right or wrong with the expected figure and the formula behind it.
            </p>
            <ButtonLink to="/case-studies" variant="secondary" className="mt-4">
              Browse case studies
            </ButtonLink>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-lg font-semibold">Interview Questions</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Answer open questions on accounting, valuation, DCF, LBO and M&amp;A in your own words. The AI
              coach scores you out of 10, says what you covered and what you missed, and keeps your best
              answer.
            </p>
            <ButtonLink to="/qa" variant="secondary" className="mt-4">
              Practise questions
            </ButtonLink>
          </article>
        </div>
      </section>

      {!session.data && (
        <section className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center dark:border-brand-900 dark:bg-slate-900">
          <h2 className="text-2xl font-bold">Track your progress</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">
            Create a free account to see corrections, keep your exercise history and your best answers.
          </p>
          <ButtonLink to="/register" className="mt-6">
            Create an account
          </ButtonLink>
        </section>
      )}
    </div>
  );
}
