import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import type { Article } from "./articles";

/** What the blog index shows of an article: everything but its body and its worked-example statement. */
export type ArticleSummary = Omit<Article, "html" | "workedExample">;

/** One article as the tutorial page renders it. */
export type ArticleDetail = ArticleSummary & { html: string };

function toSummary(article: Article): ArticleSummary {
  const { html: _html, workedExample: _workedExample, ...summary } = article;
  return summary;
}

/** The tutorial articles, read once at start-up: the blog index (in order) and one article by slug. */
export function articleRoutes(articles: Article[]) {
  const summaries = articles.map(toSummary);
  const bySlug = new Map<string, ArticleDetail>(
    articles.map((article) => [article.slug, { ...toSummary(article), html: article.html }]),
  );
  return new Hono<AppEnv>()
    .get("/", (c) => c.json({ articles: summaries }))
    .get("/:slug", (c) => {
      const article = bySlug.get(c.req.param("slug"));
      if (!article) throw notFound("Article");
      return c.json(article);
    });
}
