import type { ReactNode } from "react";
import { Link } from "react-router";
import { TextField } from "../../../components/ui/text-field";

/** The frame shared by the sign-in, registration and recovery screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export const authLinkClass =
  "font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";

/** The email and current-password fields of the sign-in and resend forms. */
export function CredentialFields({
  email,
  password,
  onEmailChange,
  onPasswordChange,
}: {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
    </>
  );
}

export function BackToLoginLink() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className={authLinkClass}>
        Back to Login
      </Link>
    </p>
  );
}
