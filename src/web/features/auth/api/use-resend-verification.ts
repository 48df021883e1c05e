import { useMutation } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** Checks the credentials and mails a new verification link, unless the email is already verified. */
export function resendVerification(input: { email: string; password: string }) {
  return json(api.account["resend-verification"].$post({ json: input }));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
