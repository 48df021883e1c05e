import { describe, expect, it } from "vitest";
import { signUpUser } from "../src/server/test/accounts";
import { latestMailLink, mailsTo } from "../src/server/test/test-server";
import { setUpAppServer } from "./support/app-server";
import { openPage } from "./support/browser";

const server = setUpAppServer();

async function fillRegistration(
  page: import("playwright-core").Page,
  email: string,
  password: string,
  confirm = password,
) {
  await page.getByLabel("First name").fill("Marie");
  await page.getByLabel("Last name").fill("Curie");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("School").fill("ESSEC");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Create account" }).click();
}

describe("accounts in the browser", () => {
  it("registers, verifies from the outbox, signs in with a greeting and signs out", async () => {
    const { page, errors } = await openPage(server.url);
    const email = "marie@example.com";
    await page.goto("/register");
    await fillRegistration(page, email, "radium-1898");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await expect
      .poll(() =>
        page
          .getByText(
            "Account created successfully! Please check your email to verify your account before logging in.",
          )
          .isVisible(),
      )
      .toBe(true);

    await page.goto(latestMailLink(server.outboxDir, email, /Verify your email/));
    await page.waitForURL("**/login?verified=1");
    await expect
      .poll(() => page.getByText("Your email is verified. You can now sign in.").isVisible())
      .toBe(true);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("radium-1898");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByText("Hello, Marie").isVisible()).toBe(true);
    // Profile and Logout are in the student's menu, under the greeting.
    await page.getByRole("button", { name: "Hello, Marie" }).click();
    await expect.poll(() => page.getByRole("menuitem", { name: "Profile" }).isVisible()).toBe(true);

    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    expect(await page.getByText("Hello, Marie").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the exact message and the resend link when the email is not verified", async () => {
    const { page } = await openPage(server.url);
    const email = "unverified@example.com";
    await page.goto("/register");
    await fillRegistration(page, email, "not-yet-verified");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-yet-verified");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toContain("Please verify your email before logging in. Check your inbox for a verification link.");
    await alert.getByRole("link", { name: "Resend verification email" }).click();
    await page.waitForURL("**/resend-verification");
  });

  it("resends verification: sent, then already verified with a redirect to /login", async () => {
    const { page } = await openPage(server.url);
    const email = "resend-browser@example.com";
    await page.goto("/register");
    await fillRegistration(page, email, "please-resend");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    const before = mailsTo(server.outboxDir, email).length;

    await page.goto("/resend-verification");
    await page.getByRole("heading", { name: "Resend verification email" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("please-resend");
    await page.getByRole("button", { name: "Send Verification Email" }).click();
    await expect
      .poll(() =>
        page.getByText("Verification email sent! Please check your inbox and spam folder.").isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    expect(mailsTo(server.outboxDir, email).length).toBe(before + 1);
    expect(await page.getByRole("link", { name: "Back to Login" }).isVisible()).toBe(true);

    await page.goto(latestMailLink(server.outboxDir, email, /Verify your email/));
    await page.goto("/resend-verification");
    await page.getByRole("heading", { name: "Resend verification email" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("please-resend");
    await page.getByRole("button", { name: "Send Verification Email" }).click();
    await expect
      .poll(() => page.getByText("Your email is already verified. You can now log in.").isVisible())
      .toBe(true);
    const shownAt = Date.now();
    await page.waitForURL("**/login", { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
  });

  it("explains a password mismatch, a wrong password and a taken email", async () => {
    const { page } = await openPage(server.url);
    await page.goto("/register");
    await fillRegistration(page, "mismatch@example.com", "first-password", "second-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Passwords do not match");

    const existing = await signUpUser(server);
    await page.goto("/login");
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Invalid email or password");

    // A taken email is never revealed on screen; its owner is told by mail and the account is unchanged.
    await page.goto("/register");
    await fillRegistration(page, existing.email, "taking-over-123");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(
      mailsTo(server.outboxDir, existing.email).some((mail) => mail.includes("You already have an account")),
    ).toBe(true);
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Password", { exact: true }).fill("taking-over-123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Invalid email or password");
  });

  it("resets a forgotten password end to end", async () => {
    const user = await signUpUser(server);
    const { page } = await openPage(server.url);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: "Forgot password?" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "If an account exists" }).isVisible())
      .toBe(true);

    await page.goto(latestMailLink(server.outboxDir, user.email, /Reset your password/));
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("a-fresh-password");
    await page.getByLabel("Confirm new password").fill("a-fresh-password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("a-fresh-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText(`Hello, ${user.firstName}`).isVisible()).toBe(true);
  });

  it("sends a signed-out visitor from a protected route to /login and back after signing in", async () => {
    const user = await signUpUser(server);
    const { page } = await openPage(server.url);
    await page.goto("/profile");
    await page.waitForURL("**/login?returnUrl=%2Fprofile");
    expect(await page.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe(
      "/register?returnUrl=%2Fprofile",
    );
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/profile");
  });

  it("shows the not-found page for an unknown path", async () => {
    const { page } = await openPage(server.url);
    const response = await page.goto("/no-such-page");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    expect(await page.getByText("This page does not exist").isVisible()).toBe(true);
  });
});

describe("theme", () => {
  it("follows the system preference when nothing is stored, and keeps a choice across a reload", async () => {
    const dark = await openPage(server.url, { colorScheme: "dark" });
    await dark.page.goto("/");
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    const { page } = await openPage(server.url, { colorScheme: "light" });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByRole("switch", { name: "Dark theme" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });
});

describe("mobile menu at 375 px", () => {
  it("opens, navigates and closes", async () => {
    const { page } = await openPage(server.url, { width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Interview Questions" }).click();
    await page.waitForURL("**/qa");
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});
