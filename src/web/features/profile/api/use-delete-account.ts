import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";

/** Deletes the account and every record of it, after checking the password again. */
export function deleteAccount(password: string) {
  return postAuth<unknown>("delete-user", { password });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Nothing cached may outlive the account; the screen signs out as it leaves (your-data-section.tsx).
      queryClient.clear();
    },
  });
}
