import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../src/server/test/accounts";
import { mailsTo } from "../src/server/test/test-server";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

const server = setUpAppServer();

interface CheckResponse {
  exerciseId: string;
  score: number;
  cells: Array<{ key: string; correct: boolean }>;
}

/** Validates an exercise through the API as the user, with a couple of typed answers. */
async function validate(
  user: TestUser,
  type: string,
  seed: number,
  answers: Record<string, string>,
): Promise<CheckResponse> {
  const response = await user.client.post(`/api/case-studies/${type}/check`, {
    seed,
    answers,
    timeSpentSeconds: 75,
  });
  expect(response.status).toBe(200);
  return response.json as CheckResponse;
}

async function openProfile(page: Page) {
  await page.goto("/profile");
  await page.getByRole("heading", { name: "Exercise history" }).waitFor();
}

describe("profile", () => {
  it("lists two exercises with their scores and the average, and 'View Details' shows the same marks", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    const dcf = await validate(user, "dcf", 101, { "Sales 2025": "-1" });
    const lbo = await validate(user, "lbo", 102, { "Sales 2025": "not a number" });
    // Find a DCF cell the engine marks right, so the saved record has a mix of marks.
    const sales = await user.client.get("/api/case-studies/dcf/new?seed=103");
    const base = Number(sales.json.statement.baseRevenue) + Number(sales.json.statement.annualGrowth);
    const mixed = await validate(user, "dcf", 103, { "Sales 2025": String(base) });
    expect(mixed.cells.find((cell) => cell.key === "Sales 2025")?.correct).toBe(true);

    await openProfile(page);
    const items = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /View Details/ }) });
    await expect.poll(() => items.count()).toBe(3);
    const average = Math.round((dcf.score + lbo.score + mixed.score) / 3);
    const statsText = await page.locator("dl").textContent();
    expect(statsText).toContain("3");
    expect(statsText).toContain(`${average}%`);
    expect(await items.first().textContent()).toContain(`${mixed.score}%`);
    expect(await items.first().textContent()).toContain("1:15");

    await items
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await page.waitForURL(`**/exercise/${mixed.exerciseId}`);
    await page.getByRole("heading", { name: "DCF Exercise" }).waitFor();
    expect(await page.getByText(`Score: ${mixed.score}%`).isVisible()).toBe(true);
    const marks = await page
      .locator("[data-cell-key]")
      .evaluateAll((inputs) =>
        inputs.map((input) => [
          input.getAttribute("data-cell-key"),
          input.getAttribute("aria-invalid") === "false",
        ]),
      );
    expect(Object.fromEntries(marks)).toEqual(
      Object.fromEntries(mixed.cells.map((cell) => [cell.key, cell.correct])),
    );
    await page.getByRole("link", { name: "Back to Profile" }).click();
    await page.waitForURL("**/profile");
    expect(errors).toEqual([]);
  });

  it("asks before deleting: cancel keeps the record, confirm removes it", async () => {
    const { page } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    await validate(user, "dcf", 201, { "Sales 2025": "-1" });
    await openProfile(page);
    const items = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: /View Details/ }) });
    await expect.poll(() => items.count()).toBe(1);

    await items
      .first()
      .getByRole("button", { name: /Delete/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this exercise?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await items.count()).toBe(1);

    await items
      .first()
      .getByRole("button", { name: /Delete/ })
      .click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => items.count()).toBe(0);
    // The list empties as the delete is sent; the record is gone once the server has answered.
    await expect.poll(async () => (await user.client.get("/api/exercises")).json.items).toEqual([]);
  });

  it("resends the verification email from an unverified profile", async () => {
    const { page } = await openPage(server.url);
    const user = await signInAsNewUser(server, page, { emailVerified: false });
    const before = mailsTo(server.outboxDir, user.email).length;
    await openProfile(page);
    await page.getByRole("button", { name: "Resend Verification Email" }).click();
    await expect
      .poll(() =>
        page.getByText("Verification email sent. Please check your inbox or spam folder.").isVisible(),
      )
      .toBe(true);
    expect(mailsTo(server.outboxDir, user.email).length).toBe(before + 1);
  });

  it("deletes the account after asking for the password", async () => {
    const { page } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    await validate(user, "dcf", 301, { "Sales 2025": "-1" });
    await openProfile(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => dialog.getByRole("alert").isVisible()).toBe(true);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    const signIn = await user.client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(401);
  });

  it("shows 'Exercise not found' for another user's exercise", async () => {
    const owner = await signInAsNewUser(server, (await openPage(server.url)).page);
    const saved = await validate(owner, "dcf", 401, { "Sales 2025": "-1" });
    const { page } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto(`/exercise/${saved.exerciseId}`);
    await expect.poll(() => page.getByText("Exercise not found").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Profile" }).isVisible()).toBe(true);
  });
});
