import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { CaseStudiesPage } from "../features/case-studies/case-studies-page";
import { HomePage } from "../features/home/home-page";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";

// Every route but the home page and the hub loads its own chunk, so the first visit stays small.
const LoginPage = lazy(() =>
  import("../features/auth/components/login-page").then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import("../features/auth/components/register-page").then((m) => ({ default: m.RegisterPage })),
);
const ResendVerificationPage = lazy(() =>
  import("../features/auth/components/resend-verification-page").then((m) => ({
    default: m.ResendVerificationPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/auth/components/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/components/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const ProfilePage = lazy(() =>
  import("../features/profile/components/profile-page").then((m) => ({ default: m.ProfilePage })),
);

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="case-studies" element={<CaseStudiesPage />} />
        <Route path="login" element={<Page component={LoginPage} />} />
        <Route path="register" element={<Page component={RegisterPage} />} />
        <Route path="resend-verification" element={<Page component={ResendVerificationPage} />} />
        <Route path="forgot-password" element={<Page component={ForgotPasswordPage} />} />
        <Route path="reset-password" element={<Page component={ResetPasswordPage} />} />
        <Route path="profile" element={<Page component={ProfilePage} requiresLogin />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function Page({
  component: Component,
  requiresLogin = false,
}: {
  component: React.ComponentType;
  requiresLogin?: boolean;
}) {
  const page = (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <Component />
    </Suspense>
  );
  return requiresLogin ? <RequireAuth>{page}</RequireAuth> : page;
}
