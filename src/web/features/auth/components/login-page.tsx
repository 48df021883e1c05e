import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { safeReturnUrl } from "../../../lib/return-url";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSignIn } from "../api/use-sign-in";
import { AuthCard, authLinkClass, CredentialFields } from "./auth-card";

export const unverifiedMessage =
  "Please verify your email before logging in. Check your inbox for a verification link.";

/** Sign in; honours ?returnUrl and shows a success message passed in navigation state. */
export function LoginPage() {
  useDocumentTitle("Sign in");
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const stateMessage = (location.state as { message?: string } | null)?.message;
  const verifiedMessage =
    searchParams.get("verified") === "1" && !searchParams.get("error")
      ? "Your email is verified. You can now sign in."
      : null;
  const linkError = searchParams.get("error")
    ? "This verification link is invalid or has expired. Request a new one below."
    : null;
  const successMessage = stateMessage ?? verifiedMessage;

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
