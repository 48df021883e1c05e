import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useSession, useSignOut } from "../api/session";
import { cn } from "../lib/cn";
import { kindPages } from "../lib/kind-pages";
import { linkClass, type MenuItem, NavMenu } from "./nav-menu";
import { ThemeSwitch } from "./theme-switch";

type Page = { to: string; label: string };

/** One group of the navigation: plain links, or a menu button `title` (after `head`, a link of its own). */
interface NavGroup {
  links: readonly MenuItem[];
  title?: string;
  head?: Page;
  /** The menu button's accessible name, when the button shows only its arrow (after `head`). */
  menuLabel?: string;
}

const practise: NavGroup = {
  title: "Practise",
  links: [
    { to: "/today", label: "Today" },
    { to: "/drills", label: "Drills" },
    { to: "/modelling-tests", label: "Modelling tests" },
    { to: "/mock-interview", label: "Mock interview" },
    { to: "/questions", label: "Question bank" },
  ],
};
const caseStudies: NavGroup = {
  head: { to: "/case-studies", label: "Case Study" },
  menuLabel: "Case study exercises",
  links: kindPages("case-study").map((kind) => ({ to: kind.pagePath, label: kind.title })),
};
const reading: NavGroup = {
  links: [
    { to: "/qa", label: "Interview Questions" },
    { to: "/blog", label: "Ressources" },
  ],
};
const signedOut: NavGroup = {
  links: [
    { to: "/login", label: "Login" },
    { to: "/register", label: "Register" },
  ],
};

/**
 * The global navigation of docs/screens.md#routes-and-screens: on a wide screen one line (Home, the Practise
 * menu, Case Study and its menu, Interview Questions, Ressources, then the student's menu or Login and
 * Register); on a narrower one, the same entries one under the other in a single menu behind the toggle.
 */
export function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const session = useSession();
  const { signOut } = useSignOut();
  const navigate = useNavigate();
  const user = session.data ?? null;
  // The mobile menu closes when a link is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => setMobileOpen(false), [location.pathname]);
  const closeMenu = () => setMobileOpen(false);

  const groups: NavGroup[] = [
    { links: [{ to: "/", label: "Home" }] },
    practise,
    caseStudies,
    reading,
    user
      ? {
          title: `Hello, ${user.firstName}`,
          links: [
            { to: "/profile", label: "Profile" },
            { to: "/mes-questions", label: "My Questions" },
            {
              label: "Logout",
              onSelect: () => {
                closeMenu();
                signOut()
                  .catch((error: unknown) => console.warn("Signing out failed:", error))
                  .finally(() => navigate("/"));
              },
            },
          ],
        }
      : signedOut,
  ];
  // The same entries in the wide bar and in the phone's menu (only one of the two is ever shown).
  const entries = groups.map((group) => (
    <NavGroupItems key={group.title ?? group.head?.to ?? group.links[0]?.label} group={group} />
  ));
  const escapeMenu = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    closeMenu();
    toggle.current?.focus();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2 font-bold text-slate-900 xl:shrink-0 dark:text-white"
        >
          <img src="/logo.svg" alt="" className="size-8" width="32" height="32" />
          <span>Finance Interview Practice</span>
        </Link>
        <div className="ml-auto hidden items-center gap-1 xl:flex">{entries}</div>
        <div className="ml-auto flex items-center gap-1 xl:ml-2">
          <ThemeSwitch />
          <button
            ref={toggle}
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? "Close menu" : "Open menu"}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                strokeLinecap="round"
                d={mobileOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
              />
            </svg>
          </button>
        </div>
      </nav>
      {mobileOpen && (
        // One menu on a phone: the wide bar's entries one under the other; Escape closes it.
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the links inside bubble up to it.
        <div
          id="mobile-menu"
          onKeyDown={escapeMenu}
          onClick={(event) => {
            // A link followed closes it, also when it is the page already shown.
            if ((event.target as HTMLElement).closest("a")) closeMenu();
          }}
          className="flex max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto border-t border-slate-200 px-4 py-2 xl:hidden dark:border-slate-800"
        >
          {entries}
        </div>
      )}
    </header>
  );
}

function NavGroupItems({ group }: { group: NavGroup }) {
  if (!group.title && !group.head) {
    return group.links.map((link) => "to" in link && <PageLink key={link.to} page={link} />);
  }
  return (
    <div className="flex flex-wrap items-center">
      {group.head && <PageLink page={group.head} />}
      <NavMenu
        button={group.title && <span className="max-w-40 truncate">{group.title}</span>}
        buttonLabel={group.menuLabel}
        items={group.links}
        className={cn(group.head && "-ml-2")}
      />
    </div>
  );
}

/** A page of the bar, marked when it is the one shown. */
function PageLink({ page }: { page: Page }) {
  return (
    <NavLink to={page.to} end={page.to === "/"} className={linkClass}>
      {page.label}
    </NavLink>
  );
}
