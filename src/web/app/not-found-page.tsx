import { ButtonLink } from "../components/ui/button";
import { useDocumentTitle } from "../lib/use-document-title";

/** Any path the app does not know. */
export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">This page does not exist</p>
      <ButtonLink to="/" className="mt-6">
        Back to home
      </ButtonLink>
    </section>
  );
}
