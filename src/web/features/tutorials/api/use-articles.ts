import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** The blog index: every article's front-matter, in reading order. */
export async function fetchArticles() {
  const { articles } = await json(api.articles.$get());
  return articles;
}

export type ArticleSummary = Awaited<ReturnType<typeof fetchArticles>>[number];

export const articlesQueryOptions = queryOptions({
  queryKey: ["articles"],
  queryFn: fetchArticles,
  // Articles change only with a deploy.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useArticles() {
  return useQuery(articlesQueryOptions);
}
