import { useEffect } from "react";

/** Sets the tab title (and optionally the meta description and page language) while a page is shown. */
export function useDocumentTitle(title: string, options: { description?: string; lang?: string } = {}): void {
  const { description, lang } = options;
  useEffect(() => {
    document.title = `${title} · Finance Interview Practice`;
    const meta = document.querySelector('meta[name="description"]');
    const previousDescription = meta?.getAttribute("content") ?? null;
    if (description && meta) meta.setAttribute("content", description);
    const previousLang = document.documentElement.lang;
    if (lang) document.documentElement.lang = lang;
    return () => {
      if (description && meta && previousDescription !== null)
        meta.setAttribute("content", previousDescription);
      if (lang) document.documentElement.lang = previousLang;
    };
  }, [title, description, lang]);
}
