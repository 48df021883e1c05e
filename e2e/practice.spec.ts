import { describe, expect, it } from "vitest";
import { loadQuestionBank } from "../src/server/modules/questions/question-bank";
import { signUpUser } from "../src/server/test/accounts";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";

const server = setUpAppServer();

describe("the practice loop", () => {
  it("brings a wrong answer back in today's queue, and shows it on the home page", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/today");
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    const current = page.getByRole("region", { name: /1 of \d+ · New/ });
    await current.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const prompt = (await current.locator("label").first().textContent()) ?? "";
    expect(prompt.length).toBeGreaterThan(10);

    await current.getByRole("textbox").fill("No idea, sorry.");
    await current.getByRole("button", { name: "Submit", exact: true }).click();
    await current.getByText(/^Score: [0-3](\.\d)?\/10$/).waitFor();
    await current.getByRole("button", { name: "Next item" }).waitFor();
    // The answer is due again within the hour, but it was done on this visit: the count leaves it out, and
    // the list stays the one the page opened with.
    await page.getByText("0 to review").waitFor();
    expect(await current.isVisible()).toBe(true);

    await page.reload();
    const again = page.getByRole("region", { name: /1 of \d+ · Due for review/ });
    await again.waitFor();
    expect(await again.locator("label").first().textContent()).toBe(prompt);
    expect(await page.getByText("1 to review").isVisible()).toBe(true);

    await page.goto("/");
    await page.getByRole("heading", { name: "Today: 1 to review" }).waitFor();
    expect(await page.getByText("Streak: 1 day").isVisible()).toBe(true);

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Readiness" }).waitFor();
    const table = page.getByRole("table", { name: /Readiness per topic/ });
    await table.waitFor({ state: "attached" });
    expect(await table.getByRole("row").count()).toBeGreaterThan(12);
    expect(await axeViolations(page)).toEqual([]);
    // The table for screen readers stays hidden at 375 px too: the page is no wider than the phone.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
  });

  it("counts today's queue down as items are done, marking each row done with its score", async () => {
    // A returning student: three questions and a DCF failed earlier are due again.
    const student = await signUpUser(server, { firstName: "Emmy" });
    for (const question of loadQuestionBank().slice(0, 3)) {
      const answer = await student.client.post("/api/evaluate-answer", {
        questionId: question.id,
        answer: "No idea, sorry.",
      });
      expect(answer.json.score, question.id).toBeLessThanOrEqual(3);
    }
    const check = await student.client.post("/api/case-studies/dcf/check", {
      seed: 7,
      answers: { "Sales 2025": "-1" },
    });
    expect(check.json.score).toBe(0);
    const { page, errors } = await openPage(server.url, { width: 375 });
    await page
      .context()
      .addCookies(student.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
    await page.goto("/today");
    await page.getByText("4 to review").waitFor();
    const rows = page.getByRole("region", { name: "Today's queue" }).getByRole("listitem");
    expect(await rows.count()).toBeGreaterThan(4);
    expect(await rows.allTextContents()).toContain("DCF Exercisedue");
    // No row says its name twice (an exercise is named by its kind, which is also its topic).
    for (const text of await rows.allTextContents()) {
      const name = text.split(/ ·|due$|new$/)[0] ?? "";
      expect(text.indexOf(name.slice(0, 12), 1), text).toBe(-1);
    }

    for (const left of [3, 2]) {
      const current = page.getByRole("region", { name: new RegExp(`^${4 - left} of \\d+ · Due for review`) });
      await current.getByRole("textbox").fill("I do not remember this one.");
      await current.getByRole("button", { name: "Submit", exact: true }).click();
      const score = (await current.getByText(/^Score: [\d.]+\/10$/).textContent())?.replace("Score: ", "");
      // The count and the row change as soon as the item is graded, before moving on.
      await page.getByText(`${left} to review`).waitFor();
      expect(await rows.nth(3 - left).textContent()).toMatch(new RegExp(`done · ${score}$`));
      expect(await rows.nth(4 - left).textContent()).toMatch(/due$/);
      await current.getByRole("button", { name: "Next item" }).click();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
  });

  it("runs a mock interview: start, countdown, answer, finish, report, review", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/mock-interview");
    await page.getByRole("heading", { level: 1, name: "Mock interview" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Private equity").check();
    await page.getByLabel("15 minutes").check();
    await page.getByRole("button", { name: "Start the interview" }).click();

    await page.waitForURL(/\/mock-interview\/[0-9a-f-]{36}$/);
    const timer = page.getByRole("timer");
    await timer.waitFor();
    const first = (await timer.textContent()) ?? "";
    expect(first).toMatch(/^1[45]:\d\d$/);
    await expect.poll(() => timer.textContent()).not.toBe(first);

    const part = page.getByRole("region", { name: /Part 1 of \d+/ });
    await part.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await part
      .getByRole("textbox")
      .fill(
        "I enjoy analysing companies and working in a team on transactions; my internship in corporate finance taught me to build models under deadlines.",
      );
    await part.getByRole("button", { name: "Submit", exact: true }).click();
    await part.getByText(/^Score: [\d.]+\/10$/).waitFor();
    await part.getByRole("button", { name: "Next part" }).click();
    await page.getByRole("region", { name: /Part 2 of \d+/ }).waitFor();
    await page.getByRole("button", { name: "Finish now" }).click();

    await page.getByRole("heading", { level: 1, name: "Mock interview report" }).waitFor();
    expect(
      await page
        .getByText(/^\d+%$/)
        .first()
        .isVisible(),
    ).toBe(true);
    const parts = page.getByRole("region", { name: "Your answers" }).getByRole("article");
    expect(await parts.count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText("Not answered").count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole("heading", { name: "Weakest topics" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The report stays: reloading shows it again, and "Review these now" opens the queue with the skipped parts.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Mock interview report" }).waitFor();
    await page.getByRole("link", { name: "Review these now" }).click();
    await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
    await page.getByRole("region", { name: /1 of \d+ · Due for review/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
