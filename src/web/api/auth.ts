import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postAuth } from "../lib/api-client";
import { verifiedSignInPath } from "../lib/return-url";
import { api, json } from "../lib/typed-api";
import { refreshSession } from "./session";

// Better Auth's own routes (/api/auth/*) have no typed client; the session and signing out, which the shell
// needs, are in session.ts.

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

/** Mails a reset link if the email has an account (the answer never says whether it has). */
export function requestPasswordReset(email: string) {
  return postAuth<unknown>("request-password-reset", { email, redirectTo: "/reset-password" });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets a new password with the token from the mailed link. */
export function resetPassword(input: { token: string; newPassword: string }) {
  return postAuth<unknown>("reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** POST /api/account/resend-verification: checks the credentials and mails a new link, unless already verified. */
export function resendVerification(input: { email: string; password: string }) {
  return json(api.account["resend-verification"].$post({ json: input }));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** Mails a new verification link to the signed-in user's address. */
export function sendVerificationEmail(email: string) {
  return postAuth<unknown>("send-verification-email", { email, callbackURL: "/login?verified=1" });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

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
