import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../api/session";
import type { LoginState } from "../features/auth/components/login-page";
import { authLink } from "../lib/return-url";

/** Login-required routes: 'Loading...' while the session resolves, then the page or a redirect to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <p role="status">Loading...</p>;
  if (!session.data)
    return (
      <Navigate
        to={authLink("login", `${location.pathname}${location.search}`)}
        state={{ protectedPage: true } satisfies LoginState}
        replace
      />
    );
  return children;
}
