import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

// The public pages are prerendered at build time (scripts/prerender.mjs): their HTML carries the page
// before any script runs, and React hydrates it without a mismatch.

const server = setUpAppServer();

const pages = [
  { path: "/", heading: "Master Finance Interviews" },
  { path: "/case-studies", heading: "Case studies" },
  { path: "/lbo", heading: "LBO Paper" },
  { path: "/dcf", heading: "DCF Exercise" },
  { path: "/qa", heading: "Interview Questions" },
  { path: "/questions", heading: "Question bank" },
  { path: "/blog", heading: "Ressources" },
];

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return response.text();
}

/** The text a reader sees in the HTML alone: the markup of #root with the tags taken out. */
function rootText(page: string): string {
  const start = page.indexOf('<div id="root">');
  return page
    .slice(start)
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Resolves once React owns the page: it tags the DOM nodes it has hydrated or rendered. */
function hydrated(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

describe("prerendered pages", () => {
  it.each(pages)(
    "$path carries its main heading in the HTML, no script needed",
    async ({ path, heading }) => {
      const page = await html(path);
      expect(page).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(rootText(page)).toContain("Finance Interview Practice");
      // Scripts only by src: the Content-Security-Policy allows no inline script.
      expect(page.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc=/.test(tag))).toBe(true);
    },
  );

  it("a tutorial is prerendered in its loading state, its article preloaded", async () => {
    const page = await html("/tutorial/dcf");
    expect(rootText(page)).toContain("Loading...");
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/api/articles/dcf">');
  });

  it("signed-in and unknown pages get the empty shell", async () => {
    for (const path of ["/profile", "/login", "/no-such-page"]) {
      expect(await html(path)).toContain('<div id="root"></div>');
    }
  });

  it.each([...pages, { path: "/tutorial/dcf", heading: "The DCF, step by step: a complete guide" }])(
    "$path hydrates without a console error",
    async ({ path, heading }) => {
      const { page, errors } = await openPage(server.url, { width: 390, height: 844 });
      await page.goto(path);
      await hydrated(page, "h1");
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("hydrates in the dark theme without a flash or a mismatch", async () => {
    const { page, errors } = await openPage(server.url, { colorScheme: "dark" });
    await page.goto("/");
    // theme-init.js runs before the body is parsed: the prerendered page is dark from its first paint.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await hydrated(page, "header");
    const toggle = page.getByRole("switch", { name: "Dark theme" });
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("an exercise kept in browser storage comes back after hydration, without a mismatch", async () => {
    const { page, errors } = await openPage(server.url);
    const generated = page.waitForResponse((response) =>
      response.url().includes("/api/case-studies/lbo/new"),
    );
    await page.goto("/lbo");
    const exercise = (await (await generated).json()) as { cells: { key: string; options?: unknown }[] };
    const cell = exercise.cells.find((candidate) => !candidate.options);
    if (!cell) throw new Error("the exercise has no free-text cell");
    await page.getByLabel(cell.key, { exact: true }).fill("123");
    await page.reload();
    await hydrated(page, "h1");
    await expect.poll(() => page.getByLabel(cell.key, { exact: true }).inputValue()).toBe("123");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
