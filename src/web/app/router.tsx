import { lazy, type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router";
import { CaseStudiesPage } from "../features/exercise/components/case-studies-page";
import { HomePage } from "../features/home/home-page";
import { kindPages } from "../lib/kind-pages";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";

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

const AttemptPage = lazy(() =>
  import("../features/profile/components/attempt-page").then((m) => ({
    default: m.AttemptPage,
  })),
);
const ExercisePage = lazy(() =>
  import("../features/exercise/components/exercise-page").then((m) => ({ default: m.ExercisePage })),
);
const DrillsPage = lazy(() =>
  import("../features/exercise/components/drills-page").then((m) => ({ default: m.DrillsPage })),
);
const ModellingTestsPage = lazy(() =>
  import("../features/exercise/components/modelling-tests-page").then((m) => ({
    default: m.ModellingTestsPage,
  })),
);
const BlogPage = lazy(() =>
  import("../features/tutorials/components/blog-page").then((m) => ({ default: m.BlogPage })),
);
const TutorialPage = lazy(() =>
  import("../features/tutorials/components/tutorial-page").then((m) => ({ default: m.TutorialPage })),
);
const TodayPage = lazy(() =>
  import("../features/practice/components/today-page").then((m) => ({ default: m.TodayPage })),
);
const MockInterviewPage = lazy(() =>
  import("../features/practice/components/mock-interview-page").then((m) => ({
    default: m.MockInterviewPage,
  })),
);
const MockInterviewRunPage = lazy(() =>
  import("../features/practice/components/mock-interview-run-page").then((m) => ({
    default: m.MockInterviewRunPage,
  })),
);
// TanStack Query loads with the first lazy page, not with the shell (the session has its own small store).
const QueryProvider = lazy(() => import("../lib/query-provider").then((m) => ({ default: m.QueryProvider })));
const QaPage = lazy(() => import("../features/qa/components/qa-page").then((m) => ({ default: m.QaPage })));
const QuestionBankPage = lazy(() =>
  import("../features/qa/components/question-bank-page").then((m) => ({ default: m.QuestionBankPage })),
);
const MyQuestionsPage = lazy(() =>
  import("../features/qa/components/my-questions-page").then((m) => ({ default: m.MyQuestionsPage })),
);

// Lazily loaded pages (each its own chunk); the home page and the hub load with the shell.
const pages: { path: string; element: ReactNode; requiresLogin?: boolean }[] = [
  ...kindPages().map((kind) => ({
    path: kind.pagePath.slice(1),
    element: <ExercisePage type={kind.type} />,
  })),
  { path: "drills", element: <DrillsPage /> },
  { path: "modelling-tests", element: <ModellingTestsPage /> },
  { path: "login", element: <LoginPage /> },
  { path: "register", element: <RegisterPage /> },
  { path: "resend-verification", element: <ResendVerificationPage /> },
  { path: "forgot-password", element: <ForgotPasswordPage /> },
  { path: "reset-password", element: <ResetPasswordPage /> },
  { path: "profile", element: <ProfilePage />, requiresLogin: true },
  { path: "exercise/:exerciseId", element: <AttemptPage />, requiresLogin: true },
  { path: "blog", element: <BlogPage /> },
  { path: "tutorial/:slug", element: <TutorialPage /> },
  { path: "qa", element: <QaPage /> },
  { path: "questions", element: <QuestionBankPage /> },
  { path: "mes-questions", element: <MyQuestionsPage />, requiresLogin: true },
  { path: "today", element: <TodayPage />, requiresLogin: true },
  { path: "mock-interview", element: <MockInterviewPage />, requiresLogin: true },
  { path: "mock-interview/:id", element: <MockInterviewRunPage />, requiresLogin: true },
];

/** The route table of docs/screens.md#routes-and-screens. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="case-studies" element={<CaseStudiesPage />} />
        {pages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={<Page requiresLogin={page.requiresLogin}>{page.element}</Page>}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** A lazily loaded page, behind the login check when it needs one. */
function Page({ children, requiresLogin = false }: { children: ReactNode; requiresLogin?: boolean }) {
  const page = (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
  return requiresLogin ? <RequireAuth>{page}</RequireAuth> : page;
}
