import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { useSession, useSignOut } from "../api/session";
import { cn } from "../lib/cn";
import { kindPages } from "../lib/kind-pages";
import { ThemeSwitch } from "./theme-switch";

const caseStudyLinks = kindPages("case-study").map((kind) => ({ to: kind.pagePath, label: kind.title }));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-lg px-3 py-2 text-sm font-medium",
    isActive
      ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  );

/** The global navigation of docs/screens.md#routes-and-screens, with the Case Study dropdown and a mobile menu. */
export function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // The mobile menu closes when a link is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
        <Link to="/" className="mr-2 flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          <img src="/logo.svg" alt="" className="size-8" width="32" height="32" />
          <span>Finance Interview Practice</span>
        </Link>
        <div className="ml-auto hidden items-center gap-1 lg:flex">
          <NavLinks onNavigate={() => undefined} />
        </div>
        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <ThemeSwitch />
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
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
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800">
          <div className="flex flex-col gap-1 pt-2">
            <NavLinks onNavigate={() => setMobileOpen(false)} stacked />
          </div>
        </div>
      )}
    </header>
  );
}

function NavLinks({ onNavigate, stacked = false }: { onNavigate: () => void; stacked?: boolean }) {
  const session = useSession();
  const { signOut } = useSignOut();
  const navigate = useNavigate();
  const user = session.data ?? null;

  return (
    <>
      <NavLink to="/" end className={linkClass} onClick={onNavigate}>
        Home
      </NavLink>
      <CaseStudyMenu onNavigate={onNavigate} stacked={stacked} />
      <NavLink to="/drills" className={linkClass} onClick={onNavigate}>
        Drills
      </NavLink>
      <NavLink to="/qa" className={linkClass} onClick={onNavigate}>
        Interview Questions
      </NavLink>
      <NavLink to="/blog" className={linkClass} onClick={onNavigate}>
        Ressources
      </NavLink>
      {user ? (
        <>
          <NavLink to="/today" className={linkClass} onClick={onNavigate}>
            Today
          </NavLink>
          <NavLink to="/mock-interview" className={linkClass} onClick={onNavigate}>
            Mock interview
          </NavLink>
          <NavLink to="/profile" className={linkClass} onClick={onNavigate}>
            Profile
          </NavLink>
          <span className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
            Hello, {user.firstName}
          </span>
          <button
            type="button"
            className="rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => {
              onNavigate();
              signOut()
                .catch((error: unknown) => console.warn("Signing out failed:", error))
                .finally(() => navigate("/"));
            }}
          >
            Logout
          </button>
        </>
      ) : (
        <>
          <NavLink to="/login" className={linkClass} onClick={onNavigate}>
            Login
          </NavLink>
          <NavLink to="/register" className={linkClass} onClick={onNavigate}>
            Register
          </NavLink>
        </>
      )}
    </>
  );
}

/** "Case Study" links to the hub; its toggle opens the three exercises (a disclosure, as WAI advises for site navigation). */
function CaseStudyMenu({ onNavigate, stacked }: { onNavigate: () => void; stacked: boolean }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const follow = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div ref={container} className="relative">
      <div className="flex items-center">
        <NavLink to="/case-studies" className={linkClass} onClick={follow}>
          Case Study
        </NavLink>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={stacked ? "case-study-links-mobile" : "case-study-links"}
          aria-label="Case study exercises"
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={cn("size-4 transition-transform", open && "rotate-180")}
            fill="currentColor"
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
          </svg>
        </button>
      </div>
      {open && (
        <ul
          id={stacked ? "case-study-links-mobile" : "case-study-links"}
          className={cn(
            "min-w-64 space-y-1 rounded-xl p-2",
            stacked
              ? "ml-3 border-l border-slate-200 dark:border-slate-700"
              : "absolute right-0 mt-2 border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900",
          )}
        >
          {caseStudyLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={follow}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
