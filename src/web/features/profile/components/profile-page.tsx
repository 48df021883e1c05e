import { useState } from "react";
import { Link } from "react-router";
import { useSendVerificationEmail } from "../../../api/auth";
import { useProfile } from "../../../api/profile";
import { MockInterviewHistory } from "../../../components/mock-interview-history";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FrenchMarker } from "../../../components/ui/french-marker";
import { ApiRequestError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AttemptHistory } from "./attempt-history";
import { ProgressSection } from "./progress-section";
import { ReadinessSection } from "./readiness-section";
import { YourDataSection } from "./your-data-section";

export const verificationSentAlert = "Verification email sent. Please check your inbox or spam folder.";

/** Profile, stats, progress, history and data controls (docs/screens.md#routes-and-screens). */
export function ProfilePage() {
  useDocumentTitle("Profile");
  const profile = useProfile();

  if (profile.isPending) return <p role="status">Loading...</p>;
  if (profile.isError) {
    const error = profile.error;
    const message =
      error instanceof ApiRequestError && error.status === 401
        ? "You must be logged in to view this page"
        : error instanceof ApiRequestError && error.status === 404
          ? "Profile not found"
          : "Error loading profile data";
    return <Alert tone="error">{message}</Alert>;
  }

  const { profile: user, stats, progress } = profile.data;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="space-y-10">
      <section className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
        <div
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white dark:bg-brand-500"
        >
          {initials}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-bold">
            {user.firstName} {user.lastName}
          </h1>
          <p className="break-all text-slate-700 dark:text-slate-300">{user.email}</p>
          <p className="text-slate-700 dark:text-slate-300">{user.school}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Joined {formatDate(user.createdAt)}</p>
          <EmailStatus verified={user.emailVerified} email={user.email} />
        </div>
        <dl className="grid grid-cols-2 gap-4 text-center">
          <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
              Completed exercises
            </dt>
            <dd className="tabular mt-1 text-2xl font-bold">{stats.completed}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">
              Average score
            </dt>
            <dd className="tabular mt-1 text-2xl font-bold">
              {stats.averageScore === null ? "–" : `${stats.averageScore}%`}
            </dd>
          </div>
        </dl>
      </section>

      <p>
        <Link
          to="/mes-questions"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          My Questions: your best answers to the interview questions
        </Link>
        <FrenchMarker />
      </p>

      <ReadinessSection />

      <ProgressSection progress={progress} />
      <AttemptHistory />
      <MockInterviewHistory />
      <YourDataSection />
    </div>
  );
}

function EmailStatus({ verified, email }: { verified: boolean; email: string }) {
  const send = useSendVerificationEmail();
  const [sent, setSent] = useState(false);
  if (verified) {
    return <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">✓ Email verified</p>;
  }
  return (
    <div className="space-y-2 pt-1">
      <p className="text-sm font-medium text-amber-700 dark:text-amber-300">Email not verified</p>
      <Button
        variant="secondary"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(email, {
            onSuccess: () => setSent(true),
            onError: (error) => console.warn("Resending the verification email failed:", error.message),
          })
        }
      >
        Resend Verification Email
      </Button>
      {sent && <Alert tone="success">{verificationSentAlert}</Alert>}
      {send.isError && <Alert tone="error">{send.error.message}</Alert>}
    </div>
  );
}
