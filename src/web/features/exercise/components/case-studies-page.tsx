import { ButtonLink } from "../../../components/ui/button";
import { kindPages } from "../../../lib/kind-pages";
import { useDocumentTitle } from "../../../lib/use-document-title";

const cards = kindPages("case-study").map((kind) => ({
  to: kind.pagePath,
  title: kind.cardTitle,
  text: kind.description,
}));

/** The hub of the case studies. */
export function CaseStudiesPage() {
  useDocumentTitle("Case studies");
  return (
    <section>
      <h1 className="text-3xl font-bold">Case studies</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Three classic technical tests, generated fresh each time. Pick one and fill in the grid.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <article
            key={card.to}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-xl font-semibold">{card.title}</h2>
            <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{card.text}</p>
            <ButtonLink to={card.to} className="mt-6 self-start" aria-label={`Start Exercise: ${card.title}`}>
              Start Exercise
            </ButtonLink>
          </article>
        ))}
      </div>
    </section>
  );
}
