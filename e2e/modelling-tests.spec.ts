import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { independentModelAnswers } from "../test/oracle";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

const server = setUpAppServer();

interface ModelExercise {
  seed: number;
  statement: unknown;
  years: number[];
  cells: { key: string; label: string; year: number | null }[];
  sections: { title: string; rows: string[]; singles: string[] }[];
}

interface CheckBody {
  seed: number;
  answers: Record<string, string>;
  timeSpentSeconds: number;
  timedMinutes?: number;
  recommendation?: string;
}

/**
 * The cells in the order Enter walks them, worked out from the sections as docs/screens.md#modelling-tests lays
 * the grid out: Sources & Uses, then the table year by year down its answer rows, then Returns.
 */
function enterOrder(exercise: ModelExercise): string[] {
  const firstYearly = exercise.sections.findIndex((section) => section.rows.length > 0);
  const singlesOf = (sections: ModelExercise["sections"]) => sections.flatMap((section) => section.singles);
  const keys = new Set(exercise.cells.map((cell) => cell.key));
  const rows = exercise.sections.flatMap((section) => section.rows);
  const table = exercise.years.flatMap((year) =>
    rows.map((label) => `${label} ${year}`).filter((key) => keys.has(key)),
  );
  return [
    ...singlesOf(exercise.sections.slice(0, firstYearly)),
    ...table,
    ...singlesOf(exercise.sections.slice(firstYearly)),
  ];
}

/** 'Start the test' for `minutes` (keyboard only): returns the new exercise once its grid is shown. */
async function startTest(page: Page, minutes: number): Promise<ModelExercise> {
  // The page's own practice exercise first: its answer must not be taken for the test's.
  await page.getByLabel("LTM EBITDA", { exact: true }).waitFor();
  await page.getByRole("radio", { name: new RegExp(`^${minutes} minutes`) }).focus();
  await page.keyboard.press("Space");
  const drawn = page.waitForResponse((response) =>
    response.url().includes("/api/case-studies/lbo-model/new"),
  );
  await page.getByRole("button", { name: "Start the test" }).focus();
  await page.keyboard.press("Enter");
  const exercise = (await (await drawn).json()) as ModelExercise;
  await page.getByRole("timer").waitFor();
  return exercise;
}

const checkRequest = (page: Page) =>
  page.waitForRequest((request) => request.url().includes("/api/case-studies/lbo-model/check"));

describe("modelling tests in the browser", () => {
  it("takes a 90-minute LBO model test by keyboard alone to a full score, with a recommendation", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const navigation = page.getByRole("navigation", { name: "Main" });
    await navigation.getByRole("button", { name: "Practise" }).click();
    await navigation.getByRole("menuitem", { name: "Modelling tests" }).click();
    await page.getByRole("heading", { name: "Modelling tests", level: 1 }).waitFor();
    const card = page.getByRole("article").filter({ hasText: "LBO Model" });
    expect(await card.textContent()).toContain("90 or 180 minutes");
    expect(await card.textContent()).toContain("Not tried yet");
    await card.getByRole("link", { name: "Open the test: LBO Model" }).click();
    await page.getByRole("heading", { name: "The case pack" }).waitFor();

    const exercise = await startTest(page, 90);
    expect(await page.getByText("Time left").count()).toBe(1);
    // The case pack as tables and rules in the 90-minute test.
    expect(await page.getByRole("table", { name: "Assumptions by year" }).count()).toBe(1);
    const answers = independentModelAnswers("lbo-model", exercise.statement);
    const order = enterOrder(exercise);
    expect(order).toHaveLength(81);
    expect(order[0]).toBe("LTM EBITDA");
    expect(order.at(-1)).toBe("IRR");

    await page.getByLabel(order[0] ?? "", { exact: true }).focus();
    for (const key of order) {
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(key);
      await page.keyboard.type(answers[key] ?? "");
      await page.keyboard.press("Enter");
    }
    // From the last cell, Tab reaches the recommendation, then the check.
    await page.keyboard.press("Tab");
    const recommendation = "Invest: 27 % IRR against the 20 % hurdle; leverage falls below 3x by 2027.";
    await page.keyboard.type(recommendation);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Check the model");
    const sent = checkRequest(page);
    await page.keyboard.press("Enter");
    const body = (await sent).postDataJSON() as CheckBody;
    expect(body.timedMinutes).toBe(90);
    expect(body.recommendation).toBe(recommendation);
    expect(body.timeSpentSeconds).toBeLessThan(90 * 60);
    const dialog = page.getByRole("dialog", { name: "Your score" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("100 %");
    await page.keyboard.press("Escape");
    const summary = page.getByRole("table", { name: "Marks by section" });
    expect(await summary.getByRole("row", { name: /Debt schedule/ }).textContent()).toMatch(
      /Debt schedule25\s*0\s*0/,
    );

    await page.goto("/profile");
    await page.getByText(/^Timed · 90 min · \d+:\d\d$/).waitFor();
    await page
      .getByRole("link", { name: /View Details/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Investment recommendation" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("LBO Modelling Test");
    expect(await page.getByText(recommendation).count()).toBe(1);

    await page.goto("/modelling-tests");
    await expect
      .poll(() => page.getByRole("article").filter({ hasText: "LBO Model" }).textContent())
      .toMatch(/Best 100 % · timed 90 min/);
    expect(errors).toEqual([]);
  }, 180_000);

  it("counts down across a reload, announces the last minutes and hands the test in at zero", async () => {
    const { page, errors } = await openPage(server.url);
    await page.clock.install();
    await signInAsNewUser(server, page);
    await page.goto("/modelling-tests/lbo-model");
    const exercise = await startTest(page, 180);
    // The 180-minute test gives the case pack in prose only.
    expect(await page.getByRole("table", { name: "Assumptions by year" }).count()).toBe(0);
    expect(await page.getByRole("timer").textContent()).toBe("3:00:00");
    const answers = independentModelAnswers("lbo-model", exercise.statement);
    await page.getByLabel("LTM EBITDA", { exact: true }).fill(answers["LTM EBITDA"] ?? "");
    await page.getByLabel("Revenue 2025", { exact: true }).fill(answers["Revenue 2025"] ?? "");

    await page.clock.fastForward("01:00:00");
    await page.reload();
    await page.getByRole("timer").waitFor();
    expect(await page.getByRole("timer").textContent()).toMatch(/^(2:00:00|1:59:\d\d)$/);
    expect(await page.getByLabel("Revenue 2025", { exact: true }).inputValue()).toBe(answers["Revenue 2025"]);

    // Hidden, the timer runs on.
    await page.getByRole("button", { name: "Hide the timer" }).click();
    expect(await page.getByRole("timer").count()).toBe(0);
    await page.clock.fastForward("01:50:00");
    const live = page.locator("[aria-live=polite]").filter({ hasText: "minutes left" });
    await expect.poll(() => live.textContent()).toBe("10 minutes left");
    await page.getByRole("button", { name: "Show the timer" }).click();
    expect(await page.getByRole("timer").textContent()).toMatch(/^(10:00|0\d:\d\d)$/);
    await page.clock.fastForward("09:30");
    await expect
      .poll(() => page.locator("[aria-live=polite]").filter({ hasText: "left" }).textContent())
      .toBe("1 minute left");

    // At zero the grid locks and the answers go; here the network is down, so the test stays handed in but unsent.
    const check = "**/api/case-studies/lbo-model/check";
    await page.route(check, (route) => route.abort());
    await page.clock.fastForward("01:00");
    await page.getByText("Time is up: your answers are handed in as they stand.").waitFor();
    await page.getByText("We could not reach the server").waitFor();
    expect(await page.getByLabel("Revenue 2026", { exact: true }).getAttribute("readonly")).not.toBeNull();
    // A reload past the deadline sends what was saved.
    await page.unroute(check);
    const sent = checkRequest(page);
    await page.reload();
    const body = (await sent).postDataJSON() as CheckBody;
    expect(body).toMatchObject({ seed: exercise.seed, timedMinutes: 180, timeSpentSeconds: 180 * 60 });
    expect(body.answers["Revenue 2025"]).toBe(answers["Revenue 2025"]);
    expect(body.answers["Revenue 2026"]).toBe("");
    expect(Object.keys(body.answers)).toHaveLength(81);
    await page.getByRole("dialog", { name: "Your score" }).waitFor();

    await page.goto("/profile");
    await page.getByText("Timed · 180 min · 180:00").waitFor();
    // Only the failures of the aborted check.
    expect(errors.filter((error) => !/Checking the answers failed|net::ERR_FAILED/.test(error))).toEqual([]);
  }, 180_000);
});
