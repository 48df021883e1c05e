import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** One article with its body rendered to HTML; an unknown slug throws an ApiRequestError with status 404. */
export function fetchArticle(slug: string) {
  return json(api.articles[":slug"].$get({ param: { slug } }));
}

export type ArticleDetail = Awaited<ReturnType<typeof fetchArticle>>;

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["articles", slug],
    queryFn: () => fetchArticle(slug),
    // Articles change only with a deploy.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
