import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadQuestionBank } from "../src/server/modules/questions/question-bank";
import { signUpUser } from "../src/server/test/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { focused } from "./support/keyboard";

// /questions: the bank browsed by topic, difficulty and frequency, searched, each question opening in /qa.
// The expected counts come from the bank's files, not from the page.

const server = setUpAppServer();
const bank = loadQuestionBank();

/** "N questions" or "N of 446 questions", as the page says it. */
async function shownCount(page: Page): Promise<number> {
  const status = page.getByText(/^\d+( of \d+)? questions$/);
  await status.waitFor();
  return Number((await status.textContent())?.split(" ")[0]);
}

const results = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("listitem");

describe("the question bank", () => {
  it("filters by topic, difficulty and frequency, in the address too, and opens a question in /qa", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/questions");
    await page.getByRole("heading", { level: 1, name: "Question bank" }).waitFor();
    expect(await shownCount(page)).toBe(bank.length);
    // A page at a time: the first 50, then 50 more.
    expect(await results(page).count()).toBe(50);
    await page.getByRole("button", { name: "Show 50 more" }).click();
    expect(await results(page).count()).toBe(100);

    await page.getByLabel("Topic").selectOption({ label: "DCF" });
    expect(await shownCount(page)).toBe(bank.filter((q) => q.topic === "dcf").length);
    await page.getByLabel("Difficulty").selectOption("1");
    await page.getByLabel("How often it is asked").selectOption({ label: "Asked often" });
    const expected = bank.filter((q) => q.topic === "dcf" && q.difficulty === 1 && q.frequency === "common");
    expect(expected.length, "the bank has common DCF questions of level 1").toBeGreaterThan(0);
    expect(await shownCount(page)).toBe(expected.length);
    for (const row of await results(page).allTextContents()) {
      expect(row).toMatch(/DCF.*Difficulty: 1\/3.*Asked often/);
    }
    expect(new URL(page.url()).search).toBe("?topic=dcf&difficulty=1&frequency=common");
    expect(await axeViolations(page)).toEqual([]);

    const first = results(page).first().getByRole("link");
    const question = (await first.textContent()) ?? "";
    expect(expected.map((q) => q.question)).toContain(question);
    await first.click();
    await page.waitForURL("**/qa");
    await page.getByRole("heading", { level: 2, name: question }).waitFor();

    // Back in the bank, the choices are where they were.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Question bank" }).waitFor();
    expect(await page.getByLabel("Topic").inputValue()).toBe("dcf");
    expect(await shownCount(page)).toBe(expected.length);
    expect(errors).toEqual([]);
  });

  it("searches every word, whatever the case and the accents, and says when nothing matches", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/questions");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("Goodwill IMPAIRMENT");
    const expected = bank.filter((q) => /goodwill/i.test(q.question) && /impairment/i.test(q.question));
    expect(expected.length, "the bank asks about goodwill impairment").toBeGreaterThan(0);
    expect(await shownCount(page)).toBe(expected.length);
    expect(new URL(page.url()).searchParams.get("q")).toBe("Goodwill IMPAIRMENT");
    await search.fill("DÉPRÉCIATION");
    const depreciation = bank.filter((q) => /depreciation/i.test(q.question)).length;
    expect(depreciation, "the bank asks about depreciation").toBeGreaterThan(0);
    expect(await shownCount(page)).toBe(depreciation);
    await search.fill("zzzz no such word");
    await page.getByText("No question matches. Try fewer words or another filter.").waitFor();
    expect(errors).toEqual([]);
  });

  it("works by keyboard alone and at 375 px in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, errors } = await openPage(server.url, { width: 375, colorScheme });
      await page.goto("/questions");
      await shownCount(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const names: string[] = [];
      for (let step = 0; step < 5; step++) {
        await page.keyboard.press("Tab");
        const current = await focused(page);
        expect(current.outlined, `focus is visible on "${current.name}"`).toBe(true);
        names.push(current.name);
      }
      expect(names.slice(0, 4)).toEqual(["Search", "Topic", "Difficulty", "How often it is asked"]);
      for (let step = 0; step < 4; step++) await page.keyboard.press("Shift+Tab");
      await page.keyboard.type("walk me through a dcf");
      expect(await shownCount(page)).toBeGreaterThan(0);
      for (let step = 0; step < 4; step++) await page.keyboard.press("Tab");
      const chosen = (await focused(page)).name;
      expect(chosen.toLowerCase()).toContain("walk me through a dcf");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 2, name: chosen }).waitFor();
      expect(errors).toEqual([]);
    }
  });

  it("is one link away from /qa, and the profile says what readiness counts where it shows it", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/qa");
    await page.getByRole("link", { name: "Browse the question bank" }).click();
    await page.getByRole("heading", { level: 1, name: "Question bank" }).waitFor();

    const student = await signUpUser(server);
    await page
      .context()
      .addCookies(student.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
    await page.goto("/profile");
    const readiness = page.getByRole("region", { name: "Readiness" });
    await readiness.getByText(/^Overall: \d+\/100$/).waitFor();
    const explained = (await readiness.textContent()) ?? "";
    expect(explained).toContain("topics you have not touched count as 0");
    expect(explained).toContain("Raise it by working through today's queue");
    expect(errors).toEqual([]);
  });
});
