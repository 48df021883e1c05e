import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { focused } from "./support/keyboard";

const server = setUpAppServer();

/** Presses `key` on what has the focus, once it is drawn and named `name`. */
async function pressOn(page: Page, name: string | RegExp, key: string) {
  const current = await focused(page);
  if (typeof name === "string") expect(current.name).toBe(name);
  else expect(current.name).toMatch(name);
  expect(current.outlined, `focus is visible on "${current.name}"`).toBe(true);
  await page.keyboard.press(key);
}

describe("a flashcard in today's queue", () => {
  it("is reviewed by keyboard alone: show the answer, tick the points said, done, then the next item", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/today");
    const current = page.getByRole("region", { name: /^1 of \d+ · New/ });
    await current.waitFor();

    // From the skip link into <main>: the two ways to answer come first.
    await page.keyboard.press("Tab");
    await pressOn(page, "Skip to content", "Enter");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Answer in writing");
    await page.keyboard.press("Tab");
    await pressOn(page, "Review as a flashcard", "Enter");
    expect(
      await current.getByRole("button", { name: "Review as a flashcard" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(await current.getByRole("textbox").count()).toBe(0);

    await page.keyboard.press("Tab");
    await pressOn(page, "Show the answer", "Space");
    await current.getByRole("heading", { name: "Correct answer" }).waitFor();
    expect((await focused(page)).name).toBe("Correct answer");
    const points = current.getByRole("checkbox");
    await points.first().waitFor();
    const pointCount = await points.count();
    expect(pointCount, "a bank question has 3 to 6 key points").toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page)).toEqual([]);

    // Tick three points in four (rounded up): a "Good" review whatever the question's count.
    const said = Math.ceil((3 * pointCount) / 4);
    for (let index = 0; index < pointCount; index++) {
      await page.keyboard.press("Tab");
      const label = (await points.nth(index).locator("xpath=..").textContent()) ?? "";
      if (index < said) await pressOn(page, label, "Space");
      else expect((await focused(page)).name).toBe(label);
    }
    for (let index = 0; index < pointCount; index++) {
      expect(await points.nth(index).isChecked(), `point ${index + 1}`).toBe(index < said);
    }
    await page.keyboard.press("Tab");
    await pressOn(page, "Done", "Enter");

    // 10 × the share of points said, to one decimal (docs/practice-loop.md#flashcards).
    const score = Math.round((100 * said) / pointCount) / 10;
    await current.getByText(`Score: ${score}/10`).waitFor();
    expect(await current.getByText("Good: this card comes back in 10 minutes.").isVisible()).toBe(true);
    expect(await points.first().isDisabled()).toBe(true);
    // The card is back within the hour, but done on this visit: the count leaves it out.
    await page.getByText("0 to review").waitFor();

    await page.keyboard.press("Tab");
    await pressOn(page, /^(Next item|Finish today's queue)$/, "Enter");
    const next = page.getByRole("region", { name: /^2 of \d+/ });
    await next.waitFor();
    expect((await focused(page)).name).toMatch(/^2 of \d+/);
    const queue = page.getByRole("region", { name: "Today's queue" }).getByRole("listitem");
    expect(await queue.first().textContent()).toMatch(new RegExp(`· done · ${score}/10$`));

    // The way chosen stays: the next question is a flashcard too, and fits a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await next.getByRole("button", { name: "Show the answer" }).waitFor();
    await next.getByRole("button", { name: "Show the answer" }).press("Enter");
    await next.getByRole("checkbox").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
  });
});
