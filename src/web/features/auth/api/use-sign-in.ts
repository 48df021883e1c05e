import { useMutation } from "@tanstack/react-query";
import { postAuth } from "../../../lib/api-client";
import { refreshSession } from "../../../lib/use-session";

export interface SignInInput {
  email: string;
  password: string;
}

/** Signs in with email and password; the session cookie is set by the server. */
export function signIn(input: SignInInput) {
  return postAuth<unknown>("sign-in/email", { ...input, rememberMe: true });
}

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => refreshSession(),
  });
}
