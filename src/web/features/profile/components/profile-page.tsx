import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../auth/api/use-session";

/** Profile and history (filled in by the profile feature). */
export function ProfilePage() {
  useDocumentTitle("Profile");
  const session = useSession();
  return (
    <section>
      <h1 className="text-3xl font-bold">
        {session.data?.firstName} {session.data?.lastName}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{session.data?.email}</p>
    </section>
  );
}
