import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMailLink } from "../src/server/test/test-server";
import type { GeneratedExercise } from "../test/oracle/shared";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

// What a new student meets first (issue #20), each in the browser, on /dcf unless said otherwise.
const server = setUpAppServer();

const field = (page: Page, key: string) => page.getByLabel(key, { exact: true });

type ShownExercise = GeneratedExercise & { description: string[] };

async function openDcf(page: Page): Promise<ShownExercise> {
  const generated = page.waitForResponse((response) => response.url().includes("/api/case-studies/dcf/new"));
  await page.goto("/dcf");
  const exercise = (await (await generated).json()) as ShownExercise;
  await field(page, "Sales 2025").waitFor();
  return exercise;
}

async function savedCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/api/exercises");
    return ((await response.json()) as { items: unknown[] }).items.length;
  });
}

describe("before validating", () => {
  it("tells a signed-out student that a correction needs an account, before any validation", async () => {
    const { page, errors } = await openPage(server.url);
    await openDcf(page);
    const notice = page.getByText("Sign in to see your correction: your answers are kept.");
    await expect.poll(() => notice.isVisible()).toBe(true);
    const login = page
      .getByRole("status")
      .filter({ hasText: "Sign in to see your correction" })
      .getByRole("link", { name: "Login", exact: true });
    expect(await login.getAttribute("href")).toBe("/login?returnUrl=%2Fdcf");

    // The LBO and accretion/dilution corrections also need a verified email, and say so.
    await page.goto("/lbo");
    await expect
      .poll(() =>
        page
          .getByText("Sign in with a verified email to see your correction: your answers are kept.")
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it("asks before validating an empty grid, and cancelling saves nothing", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openDcf(page);
    const total = exercise.cells.length;
    expect(await page.getByText("Sign in to see your correction").count()).toBe(0);

    await page.getByRole("button", { name: "Validate Answers" }).click();
    const nothing = page.getByRole("dialog", { name: "Nothing to validate yet" });
    await nothing.waitFor();
    expect(await nothing.textContent()).toContain(`All ${total} cells are empty.`);
    expect(await nothing.getByRole("button", { name: "Validate anyway" }).count()).toBe(0);
    await nothing.getByRole("button", { name: "Keep answering" }).click();
    await nothing.waitFor({ state: "hidden" });
    expect(await savedCount(page)).toBe(0);
    // The grid stays open for answers.
    expect(await field(page, "Sales 2025").isEditable()).toBe(true);

    await field(page, "Sales 2025").fill("1");
    await page.getByRole("button", { name: "Validate Answers" }).click();
    const ask = page.getByRole("dialog", { name: "Validate with empty cells?" });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(`${total - 1} of ${total} cells are empty. Validate anyway?`);
    await ask.getByRole("button", { name: "Keep answering" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await savedCount(page)).toBe(0);

    await page.getByRole("button", { name: "Validate Answers" }).click();
    await ask.getByRole("button", { name: "Validate anyway" }).click();
    await page.getByRole("dialog", { name: "Your score" }).waitFor();
    expect(await savedCount(page)).toBe(1);
    await page.getByRole("button", { name: "Review the correction" }).click();
    // Empty cells are marked apart from wrong ones, and still count as incorrect.
    await expect.poll(() => page.getByText("Not answered").count()).toBe(total - 1);
    expect(await field(page, "WACC").getAttribute("aria-invalid")).toBe("true");
    expect(errors).toEqual([]);
  });
});

describe("registering from an exercise", () => {
  it("returns to the exercise with its answers through registration, the mail and sign-in, and counts the time", async () => {
    const { page, errors } = await openPage(server.url);
    await openDcf(page);
    const startedAt = Date.now();
    await field(page, "Sales 2025").fill("(67)");
    await page
      .getByRole("status")
      .filter({ hasText: "Sign in to see your correction" })
      .getByRole("link", { name: "Register", exact: true })
      .click();
    await page.waitForURL("**/register?returnUrl=%2Fdcf");

    const email = `returning-${Date.now()}@example.com`;
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("School").fill("HEC");
    await page.getByLabel("Password", { exact: true }).fill("engine-1843");
    await page.getByLabel("Confirm password").fill("engine-1843");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/login?returnUrl=%2Fdcf");
    // The email just typed is filled in for the sign-in to come.
    expect(await page.getByLabel("Email").inputValue()).toBe(email);

    await page.goto(latestMailLink(server.outboxDir, email, /Verify your email/));
    await page.waitForURL("**/login?verified=1&returnUrl=%2Fdcf");
    await expect
      .poll(() => page.getByText("Your email is verified. You can now sign in.").isVisible())
      .toBe(true);
    // Time away from the exercise (reading the mail, signing in) is time spent on it.
    await page.waitForTimeout(3000);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("engine-1843");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dcf");
    await field(page, "Sales 2025").waitFor();
    expect(await field(page, "Sales 2025").inputValue()).toBe("(67)");

    const checked = page.waitForResponse((response) =>
      response.url().includes("/api/case-studies/dcf/check"),
    );
    await page.getByRole("button", { name: "Validate Answers" }).click();
    const sentAt = Date.now();
    await page
      .getByRole("dialog", { name: "Validate with empty cells?" })
      .getByRole("button", { name: "Validate anyway" })
      .click();
    const request = (await checked).request().postDataJSON() as { timeSpentSeconds: number };
    // At least the wall time from typing the first answer to validating, to the second below.
    expect(request.timeSpentSeconds).toBeGreaterThanOrEqual(Math.floor((sentAt - startedAt) / 1000) - 1);
    expect(request.timeSpentSeconds).toBeGreaterThanOrEqual(3);
    await page.getByRole("dialog", { name: "Your score" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("sign-in messages", () => {
  it("drops the verified banner when an error shows, and says why a protected page sent the student here", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/login?verified=1");
    const verified = page.getByText("Your email is verified. You can now sign in.");
    await expect.poll(() => verified.isVisible()).toBe(true);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").waitFor();
    expect(await verified.count()).toBe(0);

    await page.goto("/profile");
    await page.waitForURL("**/login?returnUrl=%2Fprofile");
    await expect.poll(() => page.getByText("You must be logged in to view this page").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("typing in the grid", () => {
  it("asks phones for a number keyboard and says how a typed value was read, without blocking", async () => {
    const { page, errors } = await openPage(server.url);
    const exercise = await openDcf(page);
    for (const cell of exercise.cells.filter((entry) => !entry.options)) {
      expect(await field(page, cell.key).getAttribute("inputmode"), cell.key).toBe("decimal");
    }

    const sales = field(page, "Sales 2025");
    await sales.fill("(67)");
    // Nothing is said while typing; leaving the cell says how it was read.
    expect(await page.getByText("read as \u221267").count()).toBe(0);
    await sales.press("Tab");
    const hint = page.getByText("read as \u221267", { exact: true });
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await sales.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));

    await field(page, "EBITDA 2025").fill("abc");
    await field(page, "EBITDA 2025").press("Tab");
    await expect.poll(() => page.getByText("Not a number", { exact: true }).isVisible()).toBe(true);
    // Not blocking: Tab went on to the next year's cell and the text stays as typed.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("EBITDA 2026");
    expect(await field(page, "EBITDA 2025").inputValue()).toBe("abc");
    expect(errors).toEqual([]);
  });

  it("shows the case over the grid on a phone", async () => {
    const { page, errors } = await openPage(server.url, { width: 375, height: 740 });
    const exercise = await openDcf(page);
    await field(page, "Discounted FCF 2025").scrollIntoViewIfNeeded();
    const show = page.getByRole("button", { name: "Show the case" });
    expect(await show.isVisible()).toBe(true);
    await show.click();
    const sheet = page.getByRole("dialog", { name: "The case" });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain(exercise.description[0] ?? "no description");
    await sheet.getByRole("button", { name: "Back to the grid" }).click();
    await sheet.waitFor({ state: "detached" });

    // Beside the grid on a wide screen, the case needs no button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => show.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("after validating", () => {
  it("shows the worked formula of every cell, right ones included, on asking", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openDcf(page);
    await field(page, "Sales 2025").fill("1");
    await page.getByRole("button", { name: "Validate Answers" }).click();
    await page.getByRole("button", { name: "Validate anyway" }).click();
    await page.getByRole("button", { name: "Review the correction" }).click();

    const workings = page.locator('[id$="-why"]');
    await expect.poll(() => workings.filter({ visible: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Show the full solution" }).click();
    await expect.poll(() => workings.filter({ visible: true }).count()).toBe(exercise.cells.length);
    expect(await page.locator("#cell-WACC-why").textContent()).toContain("WACC =");
    await page.getByRole("button", { name: "Hide the full solution" }).click();
    await expect.poll(() => workings.filter({ visible: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("languages", () => {
  it("marks French pages 'FR' where English screens link to them", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/blog");
    const frenchCard = page.getByRole("article").filter({ has: page.locator('h2[lang="fr"]') });
    await frenchCard.first().waitFor();
    expect(await frenchCard.first().locator("h2").textContent()).toContain("FR(in French)");
    const englishCard = page.getByRole("article").filter({ has: page.locator('h2[lang="en"]') });
    expect(await englishCard.first().locator("h2").textContent()).not.toContain("FR");

    await signInAsNewUser(server, page);
    await page.goto("/profile");
    const link = page.getByRole("link", { name: /My Questions/ });
    await link.waitFor();
    expect(await link.locator("xpath=..").textContent()).toContain("FR(in French)");
    expect(errors).toEqual([]);
  });
});

describe("the coach's verdict", () => {
  it("says 'New best score' only when an answer beats an earlier one", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/qa");
    const answer = page.getByRole("textbox", { name: "Your answer" });
    await answer.waitFor();
    const result = page.getByRole("region", { name: "Your evaluation" });
    const submit = async (text: string) => {
      await answer.fill(text);
      await page.getByRole("button", { name: "Submit" }).click();
      await result.waitFor();
      return (await result.textContent()) ?? "";
    };

    const first = await submit("I am not sure.");
    expect(first).toContain("Saved as your first attempt");
    expect(first).not.toContain("New best score");
    const modelAnswer = (await result.locator("h3:text-is('Correct answer') + p").textContent()) ?? "";

    // The same question again (it stays current across a reload), answered with the model answer.
    await page.reload();
    await answer.waitFor();
    const second = await submit(modelAnswer);
    expect(second).toContain("New best score for this question");

    await page.reload();
    await answer.waitFor();
    const third = await submit("I am not sure.");
    expect(third).not.toContain("New best score");
    expect(third).toMatch(/Your best score for this question stays [\d.]+\/10/);
    expect(errors).toEqual([]);
  });
});
