import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** The signed-in user's best answer to each question they tried, newest first. */
export async function fetchMyAnswers() {
  const { answers } = await json(api["my-answers"].$get());
  return answers;
}

export type MyAnswer = Awaited<ReturnType<typeof fetchMyAnswers>>[number];

export const myAnswersQueryKey = ["my-answers"] as const;

export const myAnswersQueryOptions = queryOptions({
  queryKey: myAnswersQueryKey,
  queryFn: fetchMyAnswers,
});

/** Pass `enabled: false` while signed out: the endpoint answers 401 without a session. */
export function useMyAnswers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myAnswersQueryOptions, enabled });
}
