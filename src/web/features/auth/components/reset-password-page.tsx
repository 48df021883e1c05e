import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useResetPassword } from "../../../api/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AuthCard, authLinkClass } from "./auth-card";

export const passwordChangedMessage =
  "Your password has been changed. You can now sign in with your new password.";

/** Choose a new password with the token from the mailed link. */
export function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = searchParams.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirmPassword) {
      setError("Passwords do not match");
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => navigate("/login", { state: { message: passwordChangedMessage } }),
        onError: (failure) => {
          console.warn("Password reset failed:", failure.message);
          setError(failure.message);
        },
      },
    );
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert tone="error">This reset link is incomplete. Please request a new one.</Alert>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          hint="At least 8 characters."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Change password"}
        </Button>
      </form>
    </AuthCard>
  );
}
