import { useMutation } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";
import { verifiedSignInPath } from "../../../lib/return-url";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  password: string;
}

/**
 * Creates the account; the server mails a verification link and leaves the user signed out. The link comes
 * back to sign-in still carrying `returnUrl`, so the student ends where the sign-in was asked for.
 */
export function signUp({ returnUrl, ...input }: SignUpInput & { returnUrl: string | null }) {
  return postAuth<unknown>("sign-up/email", {
    ...input,
    name: `${input.firstName} ${input.lastName}`.trim(),
    callbackURL: verifiedSignInPath(returnUrl),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
