import type { Page } from "playwright-core";
import { expect } from "vitest";
import { signUpUser, type TestUser } from "../../src/server/test/accounts";
import type { TestServer } from "../../src/server/test/test-server";

/** A verified user created over the API, then signed in through the login form of `page`. */
export async function signInAsNewUser(
  server: TestServer,
  page: Page,
  options: { emailVerified?: boolean } = {},
): Promise<TestUser> {
  const user = await signUpUser(server, options);
  if (options.emailVerified === false) {
    // Sign-in requires a verified email, so the browser takes over the API session instead.
    await page
      .context()
      .addCookies(user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
    return user;
  }
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signed in once the login page has sent the user on (the greeting may sit in the closed mobile menu).
  await page.waitForURL((url) => url.pathname !== "/login");
  await expect.poll(() => page.getByText(`Hello, ${user.firstName}`).count()).toBeGreaterThan(0);
  return user;
}
