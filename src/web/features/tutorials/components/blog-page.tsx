import { Link } from "react-router";
import { type ArticleSummary, useArticles } from "../../../api/articles";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { FrenchMarker } from "../../../components/ui/french-marker";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ArticleCover } from "./article-cover";
import { ArticleByline, ArticleTags } from "./article-meta";

/** /blog ("Ressources"): the tutorial articles in reading order, the LBO and DCF guides first. */
export function BlogPage() {
  useDocumentTitle("Ressources", {
    description:
      "Step-by-step guides to the paper LBO, the DCF and accretion/dilution, with worked examples.",
  });
  const articles = useArticles();
  return (
    <section aria-labelledby="blog-title">
      <h1 id="blog-title" className="text-3xl font-bold">
        Ressources
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Step-by-step guides to each case study, with a fully worked example and the mistakes to avoid.
      </p>
      {articles.isPending && (
        <p role="status" className="mt-8">
          Loading...
        </p>
      )}
      {articles.isError && (
        <Alert tone="error" className="mt-8">
          The articles could not be loaded: {articles.error.message}
        </Alert>
      )}
      {articles.data && (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.data.map((article) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  const path = `/tutorial/${article.slug}`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <ArticleCover src={article.cover} className="border-b border-slate-200 dark:border-slate-800" />
      <div className="flex flex-1 flex-col p-6">
        <ArticleTags tags={article.tags} />
        <h2 lang={article.language} className="mt-3 text-xl leading-snug font-semibold">
          <Link to={path} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
            {article.title}
          </Link>
          {article.language === "fr" && <FrenchMarker />}
        </h2>
        <ArticleByline date={article.date} author={article.author} className="mt-2" />
        <p lang={article.language} className="mt-3 flex-1 text-slate-700 dark:text-slate-300">
          {article.summary}
        </p>
        <Link to={path} className={buttonClasses("primary", "mt-6 self-start")}>
          Read article<span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </article>
  );
}
