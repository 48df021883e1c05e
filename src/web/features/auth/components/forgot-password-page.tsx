import { type FormEvent, useState } from "react";
import { useRequestPasswordReset } from "../../../api/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AuthCard, BackToLoginLink } from "./auth-card";

export const resetRequestedMessage =
  "If an account exists for this email, we have sent a link to reset your password. Please check your inbox and spam folder.";

/** Ask for a password-reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    request.mutate(email.trim(), {
      onError: (failure) => {
        console.warn("Password reset request failed:", failure.message);
        setError(failure.message);
      },
    });
  };

  return (
    <AuthCard title="Forgot password?" subtitle="We will mail you a link to choose a new password.">
      <form onSubmit={submit} className="space-y-4">
        {request.isSuccess && <Alert tone="success">{resetRequestedMessage}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send reset link"}
        </Button>
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
