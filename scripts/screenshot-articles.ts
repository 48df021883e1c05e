/**
 * Screenshots of /blog and every tutorial, light and dark, at 375 px and 1280 px, for a person to look at.
 * Run after `npx vite build`:  npx tsx scripts/screenshot-articles.ts
 * Writes screenshots/<page>-<width>-<theme>.png; the folder ignores its own content, so PNGs stay out of git.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { closeBrowser, openPage } from "../e2e/support/browser";
import { loadArticles } from "../src/server/modules/articles/articles";

const outDir = path.resolve("screenshots");
const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

const pages = [
  { name: "blog", path: "/blog" },
  ...loadArticles().map((article) => ({
    name: `tutorial-${article.slug}`,
    path: `/tutorial/${article.slug}`,
  })),
];

/** Scrolls through the page so lazy images load, then waits for every image to finish. */
async function settle(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener("load", resolve);
              image.addEventListener("error", resolve);
            }),
      ),
    );
    await document.fonts.ready;
  });
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, ".gitignore"), "*\n");
  const server = await startAppServer();
  const problems: string[] = [];
  try {
    for (const width of widths) {
      for (const theme of themes) {
        const { page, context, errors } = await openPage(server.url, { width, colorScheme: theme });
        for (const target of pages) {
          await page.goto(target.path);
          await settle(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) problems.push(`${target.path} at ${width} px is ${overflow} px too wide`);
          const file = path.join(outDir, `${target.name}-${width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`wrote ${path.relative(process.cwd(), file)}`);
        }
        problems.push(...errors.map((error) => `console (${width} px, ${theme}): ${error}`));
        await context.close();
      }
    }
  } finally {
    await closeBrowser();
    await server.close();
  }
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
}

await main();
