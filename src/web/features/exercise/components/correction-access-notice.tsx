import { Link } from "react-router";
import { useSession } from "../../../api/session";
import { Alert } from "../../../components/ui/alert";
import { authLink } from "../../../lib/return-url";

const linkClass = "font-semibold underline underline-offset-2";

/**
 * Said above the grid before any work is done: who may see a correction (docs/marking.md#who-sees-a-correction), with the way there.
 * Nothing while the session is loading or once the student may see it.
 */
export function CorrectionAccessNotice({
  needsVerifiedEmail,
  returnPath,
}: {
  needsVerifiedEmail: boolean;
  returnPath: string;
}) {
  const session = useSession();
  if (session.isPending || session.isError) return null;
  const user = session.data;
  if (user && (user.emailVerified || !needsVerifiedEmail)) return null;
  if (user) {
    return (
      <Alert tone="info">
        Verify your email to see your correction: your answers are kept.{" "}
        <Link to="/profile" className={linkClass}>
          Resend the verification email
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      {needsVerifiedEmail
        ? "Sign in with a verified email to see your correction: your answers are kept."
        : "Sign in to see your correction: your answers are kept."}{" "}
      <Link to={authLink("login", returnPath)} className={linkClass}>
        Login
      </Link>{" "}
      or{" "}
      <Link to={authLink("register", returnPath)} className={linkClass}>
        Register
      </Link>
    </Alert>
  );
}
