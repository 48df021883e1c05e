import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";
import { sessionQueryKey } from "./use-session";

/** Ends the session on the server. */
export function signOut() {
  return postAuth<unknown>("sign-out", {});
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(sessionQueryKey, null);
      // Everything cached belonged to the user who just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
