import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";
import { profileQueryOptions } from "../../../lib/use-profile";
import { exercisesQueryKey } from "./use-exercises";

/** Deletes one saved exercise of the user. */
export function deleteExercise(id: string) {
  return json(api.exercises[":id"].$delete({ param: { id } }));
}

export function useDeleteExercise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExercise,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exercisesQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
      ]),
  });
}
