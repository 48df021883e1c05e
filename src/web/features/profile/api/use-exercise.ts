import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** One saved exercise with its correction recomputed by the server's checker. */
export function fetchExercise(id: string) {
  return json(api.exercises[":id"].$get({ param: { id } }));
}

export const exerciseQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["exercises", id], queryFn: () => fetchExercise(id) });

export function useExercise(id: string) {
  return useQuery(exerciseQueryOptions(id));
}

export type SavedExercise = Awaited<ReturnType<typeof fetchExercise>>;
