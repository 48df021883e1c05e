import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { type SignUpInput, useSignUp } from "../../../api/auth";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AuthCard, authLinkClass } from "./auth-card";

export const accountCreatedMessage =
  "Account created successfully! Please check your email to verify your account before logging in.";

const emptyForm: SignUpInput & { confirmPassword: string } = {
  firstName: "",
  lastName: "",
  email: "",
  school: "",
  password: "",
  confirmPassword: "",
};

/** Create an account; on success go to /login (keeping returnUrl) with its message (docs/screens.md#accounts). */
export function RegisterPage() {
  useDocumentTitle("Create an account");
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);

  const field = (name: keyof typeof emptyForm) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (form.password !== form.confirmPassword) {
      setError("Passwords do not match");
      return;
    }
    const { confirmPassword: _confirm, ...input } = form;
    signUp.mutate(
      {
        ...input,
        email: input.email.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        school: input.school.trim(),
        returnUrl: searchParams.get("returnUrl"),
      },
      {
        onSuccess: (_, sent) =>
          navigate(`/login${location.search}`, {
            state: { message: accountCreatedMessage, email: sent.email },
          }),
        onError: (failure) => {
          console.warn("Sign-up failed:", failure.message);
          setError(failure.message);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create an account"
      subtitle="Free. Corrections, history and your best answers, in one place."
    >
      <form onSubmit={submit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" maxLength={100} {...field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" maxLength={100} {...field("lastName")} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="School" autoComplete="organization" maxLength={100} {...field("school")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          hint="At least 8 characters."
          {...field("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? "Creating account..." : "Create account"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Already registered?{" "}
        <Link to={`/login${location.search}`} className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
