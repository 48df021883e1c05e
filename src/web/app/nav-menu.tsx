import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NavLink } from "react-router";
import { cn } from "../lib/cn";

/** A menu entry: a page, or an action such as signing out. */
export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

/** The look of every entry of the navigation, in the bar, in its menus and in the phone's menu. */
export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-lg px-3 py-2 text-left text-sm font-medium whitespace-nowrap",
    isActive
      ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  );

/**
 * A menu button as the WAI-ARIA pattern has it: Enter, Space or Arrow Down open the menu on its first item, Arrow
 * Up on its last; the arrows move between items, wrapping round (so Home and End are not needed); Escape closes it
 * and gives the focus back to the button; Tab or a click elsewhere closes it.
 */
export function NavMenu({
  button,
  buttonLabel,
  items,
  className,
}: {
  /** What the button shows. */
  button: ReactNode;
  /** The button's accessible name when what it shows is not enough (an arrow alone). */
  buttonLabel?: string;
  items: readonly MenuItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The item to focus once the menu is drawn (0 the first, -1 the last); null when the mouse opened it.
  const focusOnOpen = useRef<number | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const entries = () => [...(container.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  // biome-ignore lint/correctness/useExhaustiveDependencies: entries reads the menu just drawn.
  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current !== null) entries().at(focusOnOpen.current)?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOutside);
    return () => document.removeEventListener("mousedown", closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = entries();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    // From the button, Arrow Down goes to the first item and Arrow Up to the last; in the menu they wrap.
    const target = at < 0 ? (step > 0 ? 0 : -1) : (at + step) % items.length;
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      // Tab goes on from the button (the items are out of the tab order) and leaves the menu closed.
      close();
    } else if (step) {
      event.preventDefault();
      if (open) items.at(target)?.focus();
      else {
        focusOnOpen.current = target;
        setOpen(true);
      }
    }
  };

  return (
    // On a phone its button and its items join the row of the group they are in, the items wrapping below.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the button and of the items bubble up to it.
    <div ref={container} className={cn("relative max-xl:contents", className)} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        // Enter and Space reach here as a click with no mouse behind it (detail 0): the focus goes into the menu.
        onClick={(event) => {
          focusOnOpen.current = event.detail === 0 ? 0 : null;
          setOpen(!open);
        }}
        className={cn(linkClass({ isActive: false }), "flex items-center gap-1")}
      >
        {button}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 in-aria-expanded:rotate-180"
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
        </svg>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="z-40 flex min-w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 max-xl:basis-full xl:absolute xl:right-0 xl:mt-2 xl:shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {items.map((item) =>
            "to" in item ? (
              <NavLink
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={linkClass}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </NavLink>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={linkClass({ isActive: false })}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
