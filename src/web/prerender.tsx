import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { kindPages } from "./lib/kind-pages";

// Build-time entry (scripts/build.mjs): the public pages rendered to HTML, so that a phone paints the page
// before its JavaScript arrives; main.tsx then hydrates it. Nothing signed-in and no API data is rendered
// here: queries stay pending, so the HTML shows each page's loading state, as the browser's first render does.

/** A page to prerender, the lazy page module it loads (its chunk is preloaded) and the API data it asks for first. */
export interface PrerenderedPage {
  path: string;
  /** Source modules as Vite's manifest names them (relative to src/web). */
  modules: string[];
  /** GET requests the page makes as soon as it runs, preloaded alongside the scripts. */
  fetches: string[];
}

const session = "/api/auth/get-session";

/** The public pages; tutorials by slug (content/articles/<slug>.md). */
export function prerenderedPages(articleSlugs: readonly string[]): PrerenderedPage[] {
  // A lazy page loads with the query provider (src/web/app/router.tsx).
  const lazyPage = (module: string) => ["lib/query-provider.tsx", module];
  const exercise = lazyPage("features/exercise/components/exercise-page.tsx");
  return [
    { path: "/", modules: [], fetches: [session] },
    { path: "/case-studies", modules: [], fetches: [session] },
    {
      path: "/drills",
      modules: lazyPage("features/exercise/components/drills-page.tsx"),
      fetches: [session],
    },
    {
      path: "/modelling-tests",
      modules: lazyPage("features/exercise/components/modelling-tests-page.tsx"),
      fetches: [session],
    },
    ...kindPages().map((kind) => ({ path: kind.pagePath, modules: exercise, fetches: [session] })),
    {
      path: "/qa",
      modules: lazyPage("features/qa/components/qa-page.tsx"),
      fetches: [session, "/api/questions"],
    },
    {
      path: "/questions",
      modules: lazyPage("features/qa/components/question-bank-page.tsx"),
      fetches: [session, "/api/questions"],
    },
    {
      path: "/blog",
      modules: lazyPage("features/tutorials/components/blog-page.tsx"),
      fetches: [session, "/api/articles"],
    },
    ...articleSlugs.map((slug) => ({
      path: `/tutorial/${slug}`,
      modules: lazyPage("features/tutorials/components/tutorial-page.tsx"),
      fetches: [session, `/api/articles/${encodeURIComponent(slug)}`],
    })),
  ];
}

/** The HTML inside #root for one path, lazy pages included (prerender waits for them). */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // A large page (the drills' cards) would otherwise be outlined into a boundary completed by an inline
    // script, which the Content Security Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
