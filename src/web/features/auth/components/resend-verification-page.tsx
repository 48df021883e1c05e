import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useResendVerification } from "../../../api/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AuthCard, BackToLoginLink, CredentialFields } from "./auth-card";

export const alreadyVerifiedMessage = "Your email is already verified. You can now log in.";
export const verificationSentMessage = "Verification email sent! Please check your inbox and spam folder.";

/** Resend the verification mail after checking the credentials (docs/screens.md#accounts). */
export function ResendVerificationPage() {
  useDocumentTitle("Resend verification email");
  const navigate = useNavigate();
  const resend = useResendVerification();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => navigate("/login"), 3000);
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    resend.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ status }) => {
          if (status === "already-verified") {
            setResult({ tone: "success", text: alreadyVerifiedMessage });
            setRedirecting(true);
            return;
          }
          setResult({ tone: "success", text: verificationSentMessage });
          setEmail("");
          setPassword("");
        },
        onError: (failure) => {
          console.warn("Resending the verification email failed:", failure.message);
          setResult({ tone: "error", text: failure.message });
        },
      },
    );
  };

  return (
    <AuthCard title="Resend verification email" subtitle="Enter the email and password of your account.">
      <form onSubmit={submit} className="space-y-4">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <CredentialFields
          email={email}
          password={password}
          onEmailChange={setEmail}
          onPasswordChange={setPassword}
        />
        <Button type="submit" className="w-full" disabled={resend.isPending}>
          {resend.isPending ? "Sending..." : "Send Verification Email"}
        </Button>
      </form>
      <BackToLoginLink />
    </AuthCard>
  );
}
