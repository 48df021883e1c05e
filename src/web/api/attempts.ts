import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";
import { invalidate } from "./invalidate";
import { profileKeys } from "./profile";

/** The signed-in user's saved exercises: the list and each record. */
export const historyKeys = {
  all: ["history"] as const,
  list: () => [...historyKeys.all, "list"] as const,
  detail: (id: string) => [...historyKeys.all, "detail", id] as const,
};

const pageSize = 20;

/** GET /api/exercises: one page of the user's saved exercises, newest first. */
export function fetchHistoryPage(cursor: string | null) {
  return json(api.exercises.$get({ query: { limit: String(pageSize), ...(cursor ? { cursor } : {}) } }));
}

export const historyQueryOptions = infiniteQueryOptions({
  queryKey: historyKeys.list(),
  queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** The history list, loaded a page at a time so a long history stays fast. */
export function useHistory() {
  return useInfiniteQuery(historyQueryOptions);
}

/** GET /api/exercises/:id: one saved exercise with its correction recomputed by the server's checker. */
export function fetchSavedExercise(id: string) {
  return json(api.exercises[":id"].$get({ param: { id } }));
}

export type SavedExercise = Awaited<ReturnType<typeof fetchSavedExercise>>;

export const savedExerciseQueryOptions = (id: string) =>
  queryOptions({ queryKey: historyKeys.detail(id), queryFn: () => fetchSavedExercise(id) });

export function useSavedExercise(id: string) {
  return useQuery(savedExerciseQueryOptions(id));
}

/** DELETE /api/exercises/:id: deletes one saved exercise of the user. */
export function deleteSavedExercise(id: string) {
  return json(api.exercises[":id"].$delete({ param: { id } }));
}

/** The history and the profile's stats lose the deleted attempt. */
export function useDeleteSavedExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedExercise,
    onSuccess: () => invalidate(queryClient, historyKeys.all, profileKeys.all),
  });
}

/** GET /api/exercises/:id/workbook: the saved exercise's solved model, for a download link. */
export const solvedWorkbookUrl = (id: string) => `/api/exercises/${encodeURIComponent(id)}/workbook`;
