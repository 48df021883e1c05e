import axe from "axe-core";
import type { Page } from "playwright-core";

/** WCAG 2.x level A and AA violations on the page, as "rule: selectors" lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  });
}
