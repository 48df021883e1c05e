import { Link } from "react-router";

/** The footer shown on every screen. */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400">
        {/* The year of the build in prerendered pages; a new year shows after the next build. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} Finance Interview Practice. Built for IB and PE candidates.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <Link className="hover:text-slate-900 dark:hover:text-white" to="/case-studies">
            Case studies
          </Link>
          <Link className="hover:text-slate-900 dark:hover:text-white" to="/qa">
            Interview Questions
          </Link>
          <Link className="hover:text-slate-900 dark:hover:text-white" to="/blog">
            Ressources
          </Link>
        </nav>
      </div>
    </footer>
  );
}
