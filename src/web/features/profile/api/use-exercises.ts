import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

const pageSize = 20;

/** One page of the user's saved exercises, newest first. */
export function fetchExercisePage(cursor: string | null) {
  return json(api.exercises.$get({ query: { limit: String(pageSize), ...(cursor ? { cursor } : {}) } }));
}

export const exercisesQueryKey = ["exercises"] as const;

export const exercisesQueryOptions = infiniteQueryOptions({
  queryKey: exercisesQueryKey,
  queryFn: ({ pageParam }) => fetchExercisePage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** The history list, loaded a page at a time so a long history stays fast. */
export function useExercises() {
  return useInfiniteQuery(exercisesQueryOptions);
}
