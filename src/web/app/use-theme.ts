import { useCallback, useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The theme set before first paint by theme-init.js; toggling saves the choice and flips the `dark` class.
 * Prerendered HTML knows no theme: it says "light", and the class on <html> takes over once hydrated.
 */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  const toggleTheme = useCallback(() => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    document.documentElement.classList.toggle("dark", next === "dark");
    try {
      window.localStorage.setItem("theme", next);
    } catch {
      // The choice still applies to this page when storage is blocked.
    }
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggleTheme };
}
