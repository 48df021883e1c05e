import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMailLink } from "../src/server/test/test-server";
import type { GeneratedExercise } from "../test/oracle/shared";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { openPage, type TrackedPage } from "./support/browser";
import { validateAnyway } from "./support/exercise";

// Issue 9, security: what a student types comes back as text, never as markup, and the
// Content-Security-Policy stops a script that got into the page anyway.

const server = setUpAppServer();

const imagePayload = "<img src=x onerror=alert(1)>";
const scriptPayload = "<script>alert(1)</script>";
const bothPayloads = `${imagePayload}${scriptPayload}`;

/** A page whose alert/confirm/prompt dialogs are recorded (and dismissed): any one of them is a failure. */
async function openWatchedPage(): Promise<TrackedPage & { dialogs: string[] }> {
  const tracked = await openPage(server.url);
  const dialogs: string[] = [];
  tracked.page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { ...tracked, dialogs };
}

/** Elements a payload would have created had it been parsed as HTML; none may exist. */
function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img[src="x"], [onerror], [onload], script:not([src])')].map(
      (element) => element.outerHTML,
    ),
  );
}

/** The page shows the payloads as text, built no element from them, and opened no dialog. */
async function expectInert({ page, errors, dialogs }: TrackedPage & { dialogs: string[] }): Promise<void> {
  expect(await injectedElements(page)).toEqual([]);
  // Give an injected handler the time it would need to fire.
  await page.waitForTimeout(200);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
}

describe("XSS payloads render as text", () => {
  it("in first name, last name and school: registration form, navbar greeting and /profile", async () => {
    const watched = await openWatchedPage();
    const { page } = watched;
    const email = `xss-${Date.now()}@example.com`;
    const password = "correct-horse-battery";
    await page.goto("/register");
    await page.getByLabel("First name").fill(imagePayload);
    await page.getByLabel("Last name").fill(scriptPayload);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("School").fill(bothPayloads);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/login");

    await page.goto(latestMailLink(server.outboxDir, email, /Verify your email/));
    await page.waitForURL("**/login?verified=1");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/`);

    const greeting = page.getByText(`Hello, ${imagePayload}`, { exact: true });
    await expect.poll(() => greeting.first().isVisible()).toBe(true);
    await expectInert(watched);

    await page.goto("/profile");
    const name = page.getByRole("heading", { level: 1 });
    await name.waitFor();
    expect(await name.textContent()).toBe(`${imagePayload} ${scriptPayload}`);
    expect(await page.getByText(bothPayloads, { exact: true }).isVisible()).toBe(true);
    await expectInert(watched);
  });

  it("as typed exercise answers: the exercise screen and the exercise viewer", async () => {
    const watched = await openWatchedPage();
    const { page } = watched;
    await signInAsNewUser(server, page);
    const received = page
      .waitForResponse((response) => response.url().includes("/api/case-studies/lbo/new"))
      .then((response) => response.json() as Promise<GeneratedExercise>);
    await page.goto("/lbo");
    const exercise = await received;
    const [first, second] = exercise.cells.map((cell) => cell.key);
    if (!first || !second) throw new Error("The exercise has fewer than two cells");
    await page.getByLabel(first, { exact: true }).fill(imagePayload);
    await page.getByLabel(second, { exact: true }).fill(scriptPayload);
    const saved = page
      .waitForResponse((response) => response.url().includes("/api/case-studies/lbo/check"))
      .then((response) => response.json() as Promise<{ exerciseId: string }>);
    await validateAnyway(page);
    const { exerciseId } = await saved;
    await page.getByRole("dialog", { name: "Your score" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("heading", { name: "Correction" }).waitFor();
    await expectInert(watched);

    await page.goto(`/exercise/${exerciseId}`);
    await page.getByRole("heading", { level: 1, name: "LBO Exercise" }).waitFor();
    expect(await page.getByLabel(first, { exact: true }).inputValue()).toBe(imagePayload);
    expect(await page.getByLabel(second, { exact: true }).inputValue()).toBe(scriptPayload);
    await expectInert(watched);
  });

  it("as a Q&A draft and answer: /qa, its evaluation and /mes-questions", async () => {
    const watched = await openWatchedPage();
    const { page } = watched;
    const answer = `${imagePayload} The balance sheet balances. ${scriptPayload}`;
    // Signed out first: the draft is kept in the browser and restored on reload.
    await page.goto("/qa");
    const answerBox = page.getByRole("textbox", { name: "Your answer" });
    await answerBox.waitFor();
    await answerBox.fill(answer);
    await page.reload();
    await expect.poll(() => answerBox.inputValue()).toBe(answer);
    await expectInert(watched);

    await signInAsNewUser(server, page);
    await page.goto("/qa");
    await expect.poll(() => answerBox.inputValue()).toBe(answer);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("region", { name: "Your evaluation" }).waitFor();
    await expectInert(watched);

    await page.goto("/mes-questions");
    await page.getByRole("heading", { level: 1, name: "Questions de Finance" }).waitFor();
    await expect.poll(() => page.getByText(answer, { exact: true }).isVisible()).toBe(true);
    await expectInert(watched);
  });
});

describe("Content-Security-Policy", () => {
  it("blocks an inline script and an inline event handler injected into a served page, and reports both", async () => {
    const { page, errors, dialogs } = await openWatchedPage();
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const outcome = await page.evaluate(async () => {
      const state = window as unknown as { __pwned?: number; __pwnedByHandler?: number };
      const violations: string[] = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      const script = document.createElement("script");
      script.textContent = "window.__pwned = 1";
      document.body.append(script);
      const image = document.createElement("img");
      image.setAttribute("onerror", "window.__pwnedByHandler = 1");
      image.src = "/no-such-image.png";
      document.body.append(image);
      // Violation events are dispatched asynchronously; the image needs its 404 to fire onerror.
      await new Promise<void>((resolve) => image.addEventListener("error", () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { pwned: state.__pwned, pwnedByHandler: state.__pwnedByHandler, violations };
    });
    expect(outcome.pwned).toBeUndefined();
    expect(outcome.pwnedByHandler).toBeUndefined();
    expect(outcome.violations.sort()).toEqual(["script-src-attr inline", "script-src-elem inline"]);
    expect(dialogs).toEqual([]);
    // The browser reports each refusal on the console; nothing else went wrong.
    expect(errors).toHaveLength(2);
    for (const error of errors) {
      expect(error).toMatch(
        /inline (script|event handler).*Content Security Policy directive:? ["']script-src 'self'/i,
      );
    }
  });
});
