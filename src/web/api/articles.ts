import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";

export const articleKeys = {
  all: ["articles"] as const,
  list: () => [...articleKeys.all, "list"] as const,
  detail: (slug: string) => [...articleKeys.all, "detail", slug] as const,
};

/** GET /api/articles: the blog index, every article's front-matter in reading order. */
export async function fetchArticles() {
  const { articles } = await json(api.articles.$get());
  return articles;
}

export type ArticleSummary = Awaited<ReturnType<typeof fetchArticles>>[number];

export const articlesQueryOptions = queryOptions({
  queryKey: articleKeys.list(),
  queryFn: fetchArticles,
  // Articles change only with a deploy.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useArticles() {
  return useQuery(articlesQueryOptions);
}

/** GET /api/articles/:slug: one article with its body rendered to HTML; an unknown slug throws a 404 ApiRequestError. */
export function fetchArticle(slug: string) {
  return json(api.articles[":slug"].$get({ param: { slug } }));
}

export type ArticleDetail = Awaited<ReturnType<typeof fetchArticle>>;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: () => fetchArticle(slug),
    // Articles change only with a deploy.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
