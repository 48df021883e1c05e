import { useMutation } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  password: string;
}

/** Creates the account; the server mails a verification link and leaves the user signed out. */
export function signUp(input: SignUpInput) {
  return postAuth<unknown>("sign-up/email", {
    ...input,
    name: `${input.firstName} ${input.lastName}`.trim(),
    callbackURL: "/login?verified=1",
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
