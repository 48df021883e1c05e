import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered and while React hydrates that HTML, true from the next render on
 * (and at once in a page rendered by the browser alone). What depends on the browser (storage, theme)
 * waits for it, so the first render in the browser matches the HTML and hydration finds no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
