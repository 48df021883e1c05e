import { type RefObject, useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useArticle } from "../../../api/articles";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ArticleCover } from "./article-cover";
import { ArticleByline, ArticleTags } from "./article-meta";
import "./article-prose.css";

/** /tutorial/:slug: one guide, in its own language, ending with a link to its exercise. */
export function TutorialPage() {
  const { slug = "" } = useParams();
  const article = useArticle(slug);
  const notFound = article.error instanceof ApiRequestError && article.error.status === 404;
  useDocumentTitle(article.data?.title ?? (notFound ? "Page Not Found" : "Ressources"), {
    description: article.data?.summary,
    lang: article.data?.language,
  });
  const body = useRef<HTMLDivElement>(null);
  useClientSideLinks(body, article.data?.html);

  // The shell keeps the scroll position across navigations; a guide opened from the list starts at its top.
  if (article.isPending) return <p role="status">Loading...</p>;
  if (notFound) {
    // The app's own not-found texts (docs/screens.md#routes-and-screens); features do not import the shell, so they are repeated here.
    return (
      <section className="mx-auto max-w-lg py-16 text-center">
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">This page does not exist</p>
        <Link to="/" className={buttonClasses("primary", "mt-6")}>
          Back to home
        </Link>
      </section>
    );
  }
  if (article.isError) {
    return <Alert tone="error">This article could not be loaded: {article.error.message}</Alert>;
  }

  const { data } = article;
  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <span aria-hidden="true">←</span> Ressources
      </Link>
      <header className="mt-4">
        <ArticleTags tags={data.tags} />
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {data.title}
        </h1>
        <ArticleByline date={data.date} author={data.author} language={data.language} className="mt-3" />
        <ArticleCover
          src={data.cover}
          eager
          className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800"
        />
      </header>
      <div
        ref={body}
        className="article-prose mt-8"
        // The HTML is rendered on the server from our own Markdown in content/articles/, which is reviewed
        // like code; no user input ever reaches it, so injecting it is safe.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, first-party article content (see above).
        dangerouslySetInnerHTML={{ __html: data.html }}
      />
    </article>
  );
}

/** Links to the app's own paths inside the article HTML navigate in the SPA instead of reloading the page. */
function useClientSideLinks(container: RefObject<HTMLElement | null>, html: string | undefined): void {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the container's content changes with `html`.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      // A modified click opens a new tab or window, as the browser would do.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const href = link?.getAttribute("href");
      if (!link || link.target || !href?.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [container, navigate, html]);
}
