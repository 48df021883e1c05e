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

/** The signed-in user's attempts (their history): the list and each attempt. */
export const attemptKeys = {
  all: ["attempts"] as const,
  list: () => [...attemptKeys.all, "list"] as const,
  detail: (id: string) => [...attemptKeys.all, "detail", id] as const,
};

const pageSize = 20;

/** GET /api/exercises: one page of the user's attempts, newest first. */
export function fetchAttemptPage(cursor: string | null) {
  return json(api.exercises.$get({ query: { limit: String(pageSize), ...(cursor ? { cursor } : {}) } }));
}

export const attemptsQueryOptions = infiniteQueryOptions({
  queryKey: attemptKeys.list(),
  queryFn: ({ pageParam }) => fetchAttemptPage(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

/** The history list, loaded a page at a time so a long history stays fast (not asked for while `enabled` is false). */
export function useAttempts(enabled = true) {
  return useInfiniteQuery({ ...attemptsQueryOptions, enabled });
}

/** GET /api/exercises/:id: one attempt with its correction recomputed by the server's checker. */
export function fetchAttempt(id: string) {
  return json(api.exercises[":id"].$get({ param: { id } }));
}

export type SavedAttempt = Awaited<ReturnType<typeof fetchAttempt>>;

export const attemptQueryOptions = (id: string) =>
  queryOptions({ queryKey: attemptKeys.detail(id), queryFn: () => fetchAttempt(id) });

export function useAttempt(id: string) {
  return useQuery(attemptQueryOptions(id));
}

/** DELETE /api/exercises/:id: deletes one of the user's attempts. */
export function deleteAttempt(id: string) {
  return json(api.exercises[":id"].$delete({ param: { id } }));
}

/** The history and the profile's stats lose the deleted attempt. */
export function useDeleteAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttempt,
    onSuccess: () => invalidate(queryClient, attemptKeys.all, profileKeys.all),
  });
}

/** GET /api/exercises/:id/workbook: the attempt's solved model, for a download link. */
export const solvedWorkbookUrl = (id: string) => `/api/exercises/${encodeURIComponent(id)}/workbook`;
