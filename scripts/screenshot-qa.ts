/**
 * Screenshots of /qa (before and after an evaluation, and the sign-in dialog) and /mes-questions,
 * light and dark, at 375 px and 1280 px, for a person to look at.
 * Run after `npx vite build`:  npx tsx scripts/screenshot-qa.ts
 * Writes screenshots/<page>-<width>-<theme>.png; the folder ignores its own content, so PNGs stay out of git.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { closeBrowser, openPage } from "../e2e/support/browser";
import { signUpUser } from "../src/server/test/accounts";

const outDir = path.resolve("screenshots");
const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

const question = "acc-001";
const answer =
  "The income statement covers a period: revenue minus costs gives net income. The balance sheet is a picture " +
  "at one date of assets, liabilities and equity, and assets equal liabilities plus equity. The cash flow " +
  "statement starts from net income and adjusts for non-cash items.";

// A few earlier answers, so /mes-questions shows a list with good and weak scores.
const earlierAnswers = [
  {
    questionId: "dcf-001",
    answer:
      "You project the free cash flows for five to ten years, discount them at the WACC, add a terminal value and get the enterprise value.",
  },
  { questionId: "lbo-001", answer: "Debt, equity, exit." },
];

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, ".gitignore"), "*\n");
  const server = await startAppServer();
  const problems: string[] = [];
  try {
    const user = await signUpUser(server);
    for (const earlier of earlierAnswers) {
      const response = await user.client.post("/api/evaluate-answer", earlier);
      if (response.status !== 200) throw new Error(`evaluation failed: ${response.status} ${response.text}`);
    }
    const cookies = user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url }));

    for (const width of widths) {
      for (const theme of themes) {
        const shoot = async (page: Page, name: string, fullPage = true) => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          if (overflow > 0) problems.push(`${name} at ${width} px is ${overflow} px too wide`);
          const file = path.join(outDir, `${name}-${width}-${theme}.png`);
          // A full-page shot of a scrolled page draws the sticky navbar (and any overlay) mid-page.
          if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: file, fullPage });
          console.log(`wrote ${path.relative(process.cwd(), file)}`);
        };

        // Signed out: the sign-in dialog after Submit.
        const visitor = await openPage(server.url, { width, colorScheme: theme });
        await openQa(visitor.page, visitor.context);
        await visitor.page.getByRole("textbox", { name: "Your answer" }).fill(answer);
        await visitor.page.getByRole("button", { name: "Submit" }).click();
        await visitor.page.getByRole("dialog").waitFor();
        await visitor.page.waitForTimeout(300);
        await shoot(visitor.page, "qa-login-dialog", false);
        problems.push(...visitor.errors.map((error) => `console (${width} px, ${theme}): ${error}`));
        await visitor.context.close();

        // Signed in: before and after an evaluation, then the list of best answers.
        const { page, context, errors } = await openPage(server.url, { width, colorScheme: theme });
        await context.addCookies(cookies);
        await openQa(page, context);
        await page.getByRole("textbox", { name: "Your answer" }).fill(answer);
        await shoot(page, "qa-before");
        await page.getByRole("button", { name: "Submit" }).click();
        await page.getByRole("region", { name: "Your evaluation" }).waitFor();
        await shoot(page, "qa-evaluated");

        await page.goto("/mes-questions");
        await page.getByRole("heading", { level: 1, name: "Questions de Finance" }).waitFor();
        await page.getByRole("article").first().waitFor();
        await shoot(page, "mes-questions");
        await page.getByRole("button", { name: "Voir la réponse type" }).first().click();
        await shoot(page, "mes-questions-model-answer");
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

/** /qa on the same question every time, so the screenshots compare. */
async function openQa(page: Page, context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (id) => localStorage.setItem("qa_current_question_id", JSON.stringify(id)),
    question,
  );
  await page.goto("/qa");
  await page.locator("#qa-question").waitFor();
  await page.evaluate(() => document.fonts.ready);
}

await main();
