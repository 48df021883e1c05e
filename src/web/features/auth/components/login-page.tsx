import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useSignIn } from "../../../api/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { safeReturnUrl } from "../../../lib/return-url";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AuthCard, authLinkClass, CredentialFields } from "./auth-card";

export const unverifiedMessage =
  "Please verify your email before logging in. Check your inbox for a verification link.";

/** docs/screens.md#routes-and-screens: why a login-required page sent the student here. */
export const protectedPageMessage = "You must be logged in to view this page";

/**
 * What another page may hand the sign-in page: a success message (after registering), the email to fill in,
 * and whether a login-required page sent the student here.
 */
export interface LoginState {
  message?: string;
  email?: string;
  protectedPage?: boolean;
}

/** Sign in; honours ?returnUrl and shows a success message passed in navigation state. */
export function LoginPage() {
  useDocumentTitle("Sign in");
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const state = location.state as LoginState | null;
  const [email, setEmail] = useState(state?.email ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const stateMessage = state?.message;
  const verifiedMessage =
    searchParams.get("verified") === "1" && !searchParams.get("error")
      ? "Your email is verified. You can now sign in."
      : null;
  const linkError = searchParams.get("error")
    ? "This verification link is invalid or has expired. Request a new one below."
    : null;
  // A success and an error never show together: the newer one, the error, wins.
  const successMessage = error ? null : (stateMessage ?? verifiedMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(safeReturnUrl(searchParams.get("returnUrl")), { replace: true }),
        onError: (failure) => {
          const message =
            failure instanceof ApiRequestError && failure.code === "EMAIL_NOT_VERIFIED"
              ? unverifiedMessage
              : failure.message;
          console.warn("Sign-in failed:", failure.message);
          setError(message);
        },
      },
    );
  };

  const search = location.search;
  const showResend = error !== null && /verif/i.test(error);
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to see corrections and track your progress.">
      <form onSubmit={submit} className="space-y-4" noValidate={false}>
        {state?.protectedPage && !successMessage && !error && (
          <Alert tone="info">{protectedPageMessage}</Alert>
        )}
        {successMessage && <Alert tone="success">{successMessage}</Alert>}
        {(error ?? linkError) && (
          <Alert tone="error">
            <p>{error ?? linkError}</p>
            {(showResend || linkError) && (
              <p className="mt-2">
                <Link to="/resend-verification" className="font-semibold underline">
                  Resend verification email
                </Link>
              </p>
            )}
          </Alert>
        )}
        <CredentialFields
          email={email}
          password={password}
          onEmailChange={setEmail}
          onPasswordChange={setPassword}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        No account yet?{" "}
        <Link to={`/register${search}`} className={authLinkClass}>
          Create one
        </Link>
      </p>
    </AuthCard>
  );
}
