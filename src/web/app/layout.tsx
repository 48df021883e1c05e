import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** The shell around every screen: navbar, page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  // A new page starts at the top (a block body: newer browsers return a promise from scrollTo).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so content that arrives after the first
          paint (a lazy page, an article) does not push a visible footer down, a layout shift. */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
