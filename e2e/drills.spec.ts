import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { kindsOf } from "../src/contract/kinds";
import { DRILL_SLUGS, independentDrillAnswers } from "../test/oracle";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

const server = setUpAppServer();

interface DrillExercise {
  seed: number;
  statement: unknown;
  cells: { key: string }[];
}

/** Opens a drill from its card on /drills and returns the exercise the page received. */
async function startDrill(page: Page, cardTitle: string, slug: string): Promise<DrillExercise> {
  const received = page.waitForResponse((response) =>
    response.url().includes(`/api/case-studies/${slug}/new`),
  );
  await page.getByRole("link", { name: `Start drill: ${cardTitle}` }).click();
  const exercise = (await (await received).json()) as DrillExercise;
  await page.getByLabel(exercise.cells[0]?.key ?? "", { exact: true }).waitFor();
  return exercise;
}

/** Types every answer from the keyboard alone: the first cell has focus, Enter moves to the next one. */
async function typeAnswers(
  page: Page,
  exercise: DrillExercise,
  answers: Record<string, string>,
): Promise<void> {
  await page.getByLabel(exercise.cells[0]?.key ?? "", { exact: true }).focus();
  for (const cell of exercise.cells) {
    await page.keyboard.type(answers[cell.key] ?? "");
    await page.keyboard.press("Enter");
  }
}

/** Opens a drill's page directly and returns the exercise the page received. */
async function openDrill(page: Page, slug: string): Promise<DrillExercise> {
  const received = page.waitForResponse((response) =>
    response.url().includes(`/api/case-studies/${slug}/new`),
  );
  await page.goto(`/drills/${slug}`);
  const exercise = (await (await received).json()) as DrillExercise;
  await page.getByLabel(exercise.cells[0]?.key ?? "", { exact: true }).waitFor();
  return exercise;
}

/** The history viewer's heading of each drill: the drill's title, not its record type ("WACC Drill"). */
const VIEWER_HEADINGS: Readonly<Record<string, string>> = {
  "ev-bridge": "Enterprise Value Bridge Drill",
  "diluted-shares": "Diluted Shares Drill",
  "quick-lbo": "Quick LBO Drill",
  wacc: "WACC Drill",
  "free-cash-flow": "Free Cash Flow Drill",
  goodwill: "Goodwill Drill",
};

/** A negative answer typed in accounting style, "(30)", as docs/drills.md#conventions allows. */
const bracketed = (text: string) => (text.startsWith("-") ? `(${text.slice(1)})` : text);

describe("drills in the browser", () => {
  it("lists the drills in the Practise menu, and a three-statements drill solved by keyboard scores 100 %", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const navigation = page.getByRole("navigation", { name: "Main" });
    await navigation.getByRole("button", { name: "Practise" }).click();
    await navigation.getByRole("menuitem", { name: "Drills" }).click();
    await page.getByRole("heading", { name: "Drills", level: 1 }).waitFor();
    const card = page.getByRole("article").filter({ hasText: "Three statements" });
    expect(await card.textContent()).toContain("Not tried yet");
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(4);

    const exercise = await startDrill(page, "Three statements", "three-statements");
    expect(new URL(page.url()).pathname).toBe("/drills/three-statements");
    expect(await page.getByRole("timer").count()).toBe(1);
    const answers = independentDrillAnswers("three-statements", exercise.statement);
    await typeAnswers(
      page,
      exercise,
      Object.fromEntries(Object.entries(answers).map(([key, text]) => [key, bracketed(text)])),
    );
    await page.keyboard.press("Tab");
    const checked = page.waitForResponse((response) =>
      response.url().includes("/api/case-studies/three-statements/check"),
    );
    await page.keyboard.press("Enter");
    const { exerciseId } = (await (await checked).json()) as { exerciseId: string };
    const dialog = page.getByRole("dialog", { name: "Your score" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("100 %");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("heading", { name: "How the change flows through" }).count()).toBe(1);
    expect(await page.getByRole("table", { name: "Balance sheet" }).count()).toBe(1);

    // The history viewer names the drill by its title, not by its record type ("ThreeStatements").
    await page.goto(`/exercise/${exerciseId}`);
    await page.getByText("Score: 100%").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Three Statements Drill");

    await page.goto("/drills");
    await expect
      .poll(() => page.getByRole("article").filter({ hasText: "Three statements" }).textContent())
      .toContain("Best 100 % · Last 100 %");
    expect(errors).toEqual([]);
  }, 120_000);

  it("times a mental-math run and shows the problems per minute", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/drills");
    const exercise = await startDrill(page, "Mental math", "mental-math");
    await typeAnswers(page, exercise, independentDrillAnswers("mental-math", exercise.statement));
    // Keyboard alone: from the last problem, Tab reaches "Check".
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Check");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Your score" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/100 %[\s\S]*(problems per minute|No time recorded)/);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("button", { name: "New numbers" }).count()).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it("solves every other drill by keyboard alone to 100 %, and each reaches the history viewer", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const others = DRILL_SLUGS.filter((slug) => slug !== "three-statements" && slug !== "mental-math");
    for (const slug of others) {
      const exercise = await openDrill(page, slug);
      await typeAnswers(page, exercise, independentDrillAnswers(slug, exercise.statement));
      // From the last cell, Tab reaches "Check".
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Check");
      const checked = page.waitForResponse((response) =>
        response.url().includes(`/api/case-studies/${slug}/check`),
      );
      await page.keyboard.press("Enter");
      const { exerciseId } = (await (await checked).json()) as { exerciseId: string };
      const dialog = page.getByRole("dialog", { name: "Your score" });
      await dialog.waitFor();
      expect(await dialog.textContent(), slug).toContain("100 %");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      await page.goto(`/exercise/${exerciseId}`);
      await page.getByText("Score: 100%").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent(), slug).toBe(VIEWER_HEADINGS[slug]);
      const marks = await page
        .locator("[data-cell-key]")
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-invalid")));
      expect(marks.length, slug).toBe(exercise.cells.length);
      expect(new Set(marks), slug).toEqual(new Set(["false"]));
    }
    // Each attempt reached the profile's statistics, which the drill cards read.
    await page.goto("/drills");
    for (const drill of kindsOf("drill").filter((kind) => others.some((slug) => slug === kind.slug))) {
      await expect
        .poll(() => page.getByRole("article").filter({ hasText: drill.cardTitle }).textContent())
        .toContain("Best 100 % · Last 100 %");
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
