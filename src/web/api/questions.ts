import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";

export const questionKeys = {
  all: ["questions"] as const,
};

/** GET /api/questions: the question bank (model answers only come with a session; /qa does not need them). */
export async function fetchQuestions() {
  const { questions } = await json(api.questions.$get());
  return questions;
}

export type Question = Awaited<ReturnType<typeof fetchQuestions>>[number];

export const questionsQueryOptions = queryOptions({
  queryKey: questionKeys.all,
  queryFn: fetchQuestions,
  // The bank changes only with a deploy.
  staleTime: 10 * 60_000,
});

export function useQuestions() {
  return useQuery(questionsQueryOptions);
}

/** GET /api/questions/export: the bank with model answers as Anki-importable text or CSV, for a download link. */
export const questionExportUrl = (format: "anki" | "csv") => `/api/questions/export?format=${format}`;
