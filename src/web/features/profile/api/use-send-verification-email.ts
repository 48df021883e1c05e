import { useMutation } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";

/** Mails a new verification link to the signed-in user's address. */
export function sendVerificationEmail(email: string) {
  return postAuth<unknown>("send-verification-email", { email, callbackURL: "/login?verified=1" });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
