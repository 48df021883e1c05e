// Screenshots of the three exercise screens, before and after validating some wrong answers, in light and
// dark, at 375 px and 1280 px wide, written to screenshots/. Build the SPA first:
//   npx vite build && npx tsx scripts/screenshots.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { closeBrowser, openPage } from "../e2e/support/browser";
import { type GeneratedExercise, independentAnswers } from "../e2e/support/independent-solutions";
import { signUpUser } from "../src/server/test/accounts";

const outDir = path.resolve("screenshots");
const screens = [
  { path: "/lbo", slug: "lbo", heading: "LBO Paper" },
  { path: "/dcf", slug: "dcf", heading: "DCF Exercise" },
  { path: "/dilution-accretion", slug: "dilution-accretion", heading: "Accretion/Dilution Exercise" },
] as const;
const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

async function openExercise(page: Page, screen: (typeof screens)[number]): Promise<GeneratedExercise> {
  const response = page.waitForResponse((r) => r.url().includes(`/api/case-studies/${screen.slug}/new`));
  await page.goto(screen.path);
  await page.getByRole("heading", { name: screen.heading, level: 1 }).waitFor();
  const exercise = (await (await response).json()) as GeneratedExercise;
  await page.getByLabel(exercise.cells[0]?.key ?? "", { exact: true }).waitFor();
  return exercise;
}

/** Right answers, except every third cell (wrong) and the last one (left empty). */
async function fillSomeWrong(page: Page, exercise: GeneratedExercise): Promise<void> {
  const answers = independentAnswers(exercise);
  const cells = exercise.cells;
  for (const [index, cell] of cells.entries()) {
    const field = page.getByLabel(cell.key, { exact: true });
    const right = answers[cell.key] ?? "";
    if (cell.options) {
      const wrong = cell.options.find((option) => option !== right) ?? right;
      await field.selectOption(index % 3 === 1 ? wrong : right);
    } else if (index === cells.length - 1) {
      await field.fill("");
    } else {
      await field.fill(index % 3 === 1 ? String(Number(right) + 7) : right);
    }
  }
}

/** The whole page from the top, or only the viewport (for a dialog, which is fixed to it). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage, animations: "disabled" });
  console.log(`screenshots/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startAppServer();
  try {
    const user = await signUpUser(server);
    for (const theme of themes) {
      for (const width of widths) {
        const { page, context, errors } = await openPage(server.url, {
          width,
          height: 900,
          colorScheme: theme,
        });
        await context.addCookies(
          user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })),
        );
        for (const screen of screens) {
          const exercise = await openExercise(page, screen);
          await shoot(page, `${screen.slug}-${width}-${theme}-1-blank`);
          await fillSomeWrong(page, exercise);
          await page.getByRole("button", { name: "Validate Answers" }).click();
          const dialog = page.getByRole("dialog");
          await dialog.waitFor();
          await shoot(page, `${screen.slug}-${width}-${theme}-2-score`, false);
          await dialog.getByRole("button", { name: "Review the correction" }).click();
          await dialog.waitFor({ state: "detached" });
          const why = page.getByRole("button", { name: /^Why\?/ });
          if ((await why.count()) > 0) await why.first().click();
          await shoot(page, `${screen.slug}-${width}-${theme}-3-corrected`);
          await page.getByRole("button", { name: "Generate New Exercise" }).click();
        }
        if (errors.length > 0) console.warn(`Console errors (${theme}, ${width}px):`, errors);
        await context.close();
      }
    }

    // The two permission states, once each.
    const anonymous = await openPage(server.url, { width: 1280, height: 900 });
    await openExercise(anonymous.page, screens[0]);
    await anonymous.page.getByRole("button", { name: "Validate Answers" }).click();
    await anonymous.page.getByRole("dialog").waitFor();
    await shoot(anonymous.page, "lbo-1280-light-4-signed-out", false);
    await anonymous.context.close();

    const unverified = await signUpUser(server, { emailVerified: false });
    const pending = await openPage(server.url, { width: 375, height: 900, colorScheme: "dark" });
    await pending.context.addCookies(
      unverified.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })),
    );
    await openExercise(pending.page, screens[2]);
    await pending.page.getByRole("button", { name: "Validate Answers" }).click();
    await pending.page.getByRole("alert").waitFor();
    await shoot(pending.page, "dilution-accretion-375-dark-4-unverified");
    await pending.context.close();
  } finally {
    await closeBrowser();
    await server.close();
  }
}

await main();
