import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadArticles } from "../src/server/modules/articles/articles";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

// The expected fields come from the article files themselves, so the test follows the content.
const articles = loadArticles();

const server = setUpAppServer();

const pathname = (page: Page) => new URL(page.url()).pathname;

async function openTutorial(page: Page, slug: string, title: string): Promise<void> {
  await page.goto(`/tutorial/${slug}`);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

describe("blog", () => {
  it("lists the three articles in order with cover, tags, date, author, summary and 'Read article'", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/blog");
    await page.getByRole("heading", { level: 1, name: "Ressources" }).waitFor();
    const cards = page.locator("main article");
    await expect.poll(() => cards.count()).toBe(3);
    // A French article is marked "FR" in this English list.
    expect(await cards.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      articles.map((article) =>
        article.language === "fr" ? `${article.title}FR(in French)` : article.title,
      ),
    );
    expect(articles.slice(0, 2).map((article) => article.slug)).toEqual(["lbo", "dcf"]);

    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      const cover = card.locator("img");
      expect(await cover.getAttribute("src")).toBe(article.cover);
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual(
        article.tags,
      );
      const date = card.locator("time");
      expect(await date.getAttribute("datetime")).toBe(article.date);
      // "2026-11-21" is shown as "21 November 2026".
      const [year, month, day] = article.date.split("-").map(Number);
      const monthName = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString("en-GB", {
        month: "long",
        timeZone: "UTC",
      });
      expect(await date.textContent()).toBe(`${day} ${monthName} ${year}`);
      expect(await card.textContent()).toContain(article.author);
      expect(await card.textContent()).toContain(article.summary);
      const readLink = card.getByRole("link", { name: "Read article" });
      expect(await readLink.getAttribute("href")).toBe(`/tutorial/${article.slug}`);
    }

    await cards.nth(1).getByRole("link", { name: "Read article" }).click();
    await page.waitForURL("**/tutorial/dcf");
    await page.getByRole("heading", { level: 1, name: articles[1]?.title }).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows the fallback logo when a cover fails to load", async () => {
    const { page, errors } = await openPage(server.url);
    await page.route("**/covers/dcf.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/blog");
    const cards = page.locator("main article");
    await expect.poll(() => cards.count()).toBe(3);
    // The DCF guide is the second card.
    const broken = cards.nth(1).locator("img");
    await broken.scrollIntoViewIfNeeded();
    await expect.poll(() => broken.getAttribute("src")).toBe("/logo.svg");
    await expect
      .poll(() => broken.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // The other covers are untouched.
    expect(await cards.first().locator("img").getAttribute("src")).toBe("/covers/lbo.svg");
    expect(errors).toEqual([]);
  });
});

describe("tutorials", () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    "renders /tutorial/%s with its title, language, description and fields",
    async (slug, article) => {
      const { page, errors } = await openPage(server.url);
      await openTutorial(page, slug, article.title);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(article.language);
      expect(await page.title()).toContain(article.title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(article.summary);
      const main = page.locator("main");
      expect(await main.locator("time").getAttribute("datetime")).toBe(article.date);
      expect(await main.textContent()).toContain(article.author);
      expect(await main.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual(
        article.tags,
      );
      expect(await main.locator("header img").getAttribute("src")).toBe(article.cover);
      expect(await main.locator(".article-prose h2").count()).toBeGreaterThan(3);
      expect(await main.locator(".article-prose table").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
  );

  it("states the 5-year holding period in the LBO guide and the averaged terminal value in the DCF guide", async () => {
    const { page } = await openPage(server.url);
    await openTutorial(page, "lbo", articles[0]?.title ?? "");
    expect(await page.locator(".article-prose").textContent()).toContain("5 ans");
    expect(await page.locator(".article-prose").textContent()).toMatch(/durée de détention typique/);

    await openTutorial(page, "dcf", articles[1]?.title ?? "");
    const dcf = (await page.locator(".article-prose").textContent()) ?? "";
    expect(dcf).toContain("The exercise uses the average of the two terminal values.");
    expect(dcf).toContain(
      "Average Terminal Value = (Terminal Value (Perpetuity) + Terminal Value (EV/EBITDA)) / 2",
    );
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    "ends /tutorial/%s with a link that opens its exercise in the app",
    async (slug, article) => {
      const { page } = await openPage(server.url);
      await openTutorial(page, slug, article.title);
      // A marker on window survives a client-side navigation but not a page load.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      const lastLink = page.locator(".article-prose a").last();
      expect(await lastLink.getAttribute("href")).toBe(article.exercisePath);
      await lastLink.click();
      await expect.poll(() => pathname(page)).toBe(article.exercisePath);
      expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
    },
  );

  it("gives the page back its English language when leaving the French guide", async () => {
    const { page } = await openPage(server.url);
    await openTutorial(page, "lbo", articles[0]?.title ?? "");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await page.locator("main").getByRole("link", { name: "Ressources" }).click();
    await page.getByRole("heading", { level: 1, name: "Ressources" }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("shows the not-found texts for an unknown article", async () => {
    const { page } = await openPage(server.url);
    await page.goto("/tutorial/no-such-article");
    await expect.poll(() => page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    expect(await page.getByText("This page does not exist").isVisible()).toBe(true);
    expect(await page.title()).toContain("Page Not Found");
  });

  it.each(["light", "dark"] as const)(
    "fits a 375 px screen in the %s theme: wide tables scroll inside their frame",
    async (colorScheme) => {
      const { page, errors } = await openPage(server.url, { width: 375, colorScheme });
      for (const article of articles) {
        await openTutorial(page, article.slug, article.title);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          article.slug,
        ).toBeLessThanOrEqual(375);
        const frames = page.locator(".article-prose .table-scroll");
        expect(await frames.first().evaluate((frame) => getComputedStyle(frame).overflowX)).toBe("auto");
      }
      // The widest table (six columns of figures) is wider than the phone: it scrolls, its labels stay put.
      await openTutorial(page, "dcf", articles[1]?.title ?? "");
      const overflows = await page
        .locator(".article-prose .table-scroll")
        .evaluateAll((frames) => frames.map((frame) => frame.scrollWidth - frame.clientWidth));
      expect(Math.max(...overflows)).toBeGreaterThan(0);
      expect(
        await page
          .locator(".article-prose td")
          .first()
          .evaluate((cell) => getComputedStyle(cell).position),
      ).toBe("sticky");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        colorScheme === "dark",
      );
      expect(errors).toEqual([]);
    },
  );
});
