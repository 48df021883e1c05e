import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMailLink } from "../src/server/test/test-server";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";
import type { GeneratedExercise } from "./support/independent-solutions";

// What a new student meets first (issue #20), each in the browser, on /dcf unless said otherwise.
const server = setUpAppServer();

const field = (page: Page, key: string) => page.getByLabel(key, { exact: true });

async function openDcf(page: Page): Promise<GeneratedExercise> {
  const generated = page.waitForResponse((response) => response.url().includes("/api/case-studies/dcf/new"));
  await page.goto("/dcf");
  const exercise = (await (await generated).json()) as GeneratedExercise;
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
