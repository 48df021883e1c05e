import type { Page } from "playwright-core";

/** What keyboard focus is on: the accessible name a student would hear, and whether focus is drawn. */
export function focused(page: Page): Promise<{ name: string; inMain: boolean; outlined: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "", inMain: false, outlined: false };
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    // A checkbox is named by the label around it.
    const label = labelled ?? element.closest("label");
    const name =
      element.getAttribute("aria-label") ?? label?.textContent ?? element.textContent?.trim() ?? "";
    const style = getComputedStyle(element);
    return {
      name,
      inMain: Boolean(element.closest("main")),
      outlined: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
    };
  });
}
