import { useMutation } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";

/** Mails a reset link if the email has an account (the answer never says whether it has). */
export function requestPasswordReset(email: string) {
  return postAuth<unknown>("request-password-reset", { email, redirectTo: "/reset-password" });
}

/** Sets a new password with the token from the mailed link. */
export function resetPassword(input: { token: string; newPassword: string }) {
  return postAuth<unknown>("reset-password", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
