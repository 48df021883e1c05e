import { Link } from "react-router";
import { useSession } from "../../api/session";
import { ButtonLink } from "../../components/ui/button";
import { kindPages } from "../../lib/kind-pages";
import { useDocumentTitle } from "../../lib/use-document-title";
import { TodayBanner } from "./today-banner";

const exercises = kindPages("case-study").map((kind) => ({ to: kind.pagePath, label: kind.title }));
const firstDrill = kindPages("drill")[0];

/**
 * How It Works as the first steps to take, in order: the shortest exercise, a case study, a question for the
 * coach, then a mock interview.
 */
const cards = [
  {
    title: "Practical Exercises",
    steps: [
      firstDrill && { to: firstDrill.pagePath, label: `Warm up with a drill: ${firstDrill.cardTitle}` },
      { to: "/case-studies", label: "Work through a case study" },
    ],
  },
  {
    title: "Interview Questions",
    steps: [
      { to: "/qa", label: "Answer an interview question" },
      { to: "/mock-interview", label: "Take a 15-minute mock interview" },
    ],
  },
];

/**
 * The landing page. The hero leads with what to do first: today's queue for a returning student with items
 * due, and How It Works as four first steps; then the three case studies and, signed out, a call to register.
 */
export function HomePage() {
  useDocumentTitle("Master Finance Interviews");
  const session = useSession();
  let step = 0;
  return (
    <div className="space-y-16">
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 px-4 py-8 text-white shadow-xl sm:px-10 sm:py-10">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Master Finance Interviews
        </h1>
        {session.data && <TodayBanner />}
        <section aria-labelledby="how-it-works" className="mt-8">
          <h2 id="how-it-works" className="text-2xl font-bold">
            How It Works
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {cards.map((card) => (
              <article
                key={card.title}
                className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100"
              >
                <h3 className="text-lg font-semibold">{card.title}</h3>
                <ol className="mt-3 space-y-2">
                  {card.steps.map((entry) => {
                    if (!entry) return null;
                    step += 1;
                    return (
                      <li key={entry.to}>
                        <Link
                          to={entry.to}
                          className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:text-brand-200 dark:hover:bg-slate-800"
                        >
                          <span
                            aria-hidden="true"
                            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white"
                          >
                            {step}
                          </span>
                          {entry.label}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              </article>
            ))}
          </div>
        </section>
        <p className="mt-8 text-sm font-semibold text-brand-100">Or go straight to a case study:</p>
        <div className="mt-2 flex flex-wrap gap-3">
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
