import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** The question bank (model answers only come with a session; /qa does not need them). */
export async function fetchQuestions() {
  const { questions } = await json(api.questions.$get());
  return questions;
}

export type Question = Awaited<ReturnType<typeof fetchQuestions>>[number];

export const questionsQueryKey = ["questions"] as const;

export const questionsQueryOptions = queryOptions({
  queryKey: questionsQueryKey,
  queryFn: fetchQuestions,
  // The bank changes only with a deploy.
  staleTime: 10 * 60_000,
});

export function useQuestions() {
  return useQuery(questionsQueryOptions);
}
