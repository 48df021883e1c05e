import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../src/server/test/accounts";
import { independentAnswers } from "../test/oracle";
import type { GeneratedExercise } from "../test/oracle/shared";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage, type TrackedPage } from "./support/browser";
import { validateAnyway } from "./support/exercise";
import { focused } from "./support/keyboard";

// docs/architecture.md#quality-bars: no axe violation of level A or AA on any screen, in either theme, and every screen works by
// keyboard alone.

const server = setUpAppServer();
let student: TestUser;
let savedExerciseId: string;

beforeAll(async () => {
  student = await signUpUser(server);
  // A saved exercise with a mix of marks, and a best answer, so the history, the viewer and
  // /mes-questions show their full content rather than an empty state.
  const dcf = await student.client.get("/api/case-studies/dcf/new?seed=7");
  const firstSales = Number(dcf.json.statement.baseRevenue) + Number(dcf.json.statement.annualGrowth);
  const check = await student.client.post("/api/case-studies/dcf/check", {
    seed: 7,
    answers: { "Sales 2025": String(firstSales), "EBITDA 2025": "12", WACC: "not a number" },
    timeSpentSeconds: 95,
  });
  expect(check.status).toBe(200);
  savedExerciseId = String(check.json.exerciseId);
  const answer = await student.client.post("/api/evaluate-answer", {
    questionId: "acc-001",
    answer: "The income statement, the balance sheet and the cash flow statement, linked by net income.",
  });
  expect(answer.status).toBe(200);
});

const themes = ["light", "dark"] as const;
type Theme = (typeof themes)[number];

/** Every route of the router, with the level-1 heading that says the page has rendered. */
const publicRoutes: [path: string, heading: string | RegExp][] = [
  ["/", "Master Finance Interviews"],
  ["/case-studies", "Case studies"],
  ["/lbo", "LBO Paper"],
  ["/dcf", "DCF Exercise"],
  ["/dilution-accretion", "Accretion/Dilution Exercise"],
  ["/login", "Sign in"],
  ["/register", "Create an account"],
  ["/resend-verification", "Resend verification email"],
  ["/forgot-password", "Forgot password?"],
  ["/reset-password?token=x", "Choose a new password"],
  ["/blog", "Ressources"],
  ["/tutorial/lbo", /LBO/],
  ["/tutorial/dcf", /DCF/],
  ["/tutorial/dilution-accretion", /Accretion and dilution/],
  ["/qa", "Interview Questions"],
  ["/no-such-page", "Page Not Found"],
];

const exerciseScreens = [
  { path: "/lbo", slug: "lbo", heading: "LBO Paper" },
  { path: "/dcf", slug: "dcf", heading: "DCF Exercise" },
  { path: "/dilution-accretion", slug: "dilution-accretion", heading: "Accretion/Dilution Exercise" },
] as const;

async function signIn(page: Page, user: TestUser): Promise<void> {
  await page
    .context()
    .addCookies(user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
}

/** Waits until the page has rendered its heading and its data, with no loading placeholder left. */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.getByText(/^Loading\.\.\.$|^Generating/).count()).toBe(0);
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settle(page, heading);
}

/** The whole page, in the theme the test asked for, has no WCAG A/AA violation and logged no error. */
async function expectAccessible({ page, errors }: TrackedPage, theme: Theme): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
    theme === "dark",
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}

/** Opens an exercise screen and returns the exercise the page received. */
async function openExercise(
  page: Page,
  screen: (typeof exerciseScreens)[number],
): Promise<GeneratedExercise> {
  const received = page
    .waitForResponse((response) => response.url().includes(`/api/case-studies/${screen.slug}/new`))
    .then((response) => response.json() as Promise<GeneratedExercise>);
  await visit(page, screen.path, screen.heading);
  return received;
}

describe.each(themes)("axe-core, %s theme", (theme) => {
  it.each(publicRoutes)("%s signed out", async (path, heading) => {
    const tracked = await openPage(server.url, { colorScheme: theme });
    await visit(tracked.page, path, heading);
    await expectAccessible(tracked, theme);
  });

  it("the signed-in pages: navbar, /profile, /mes-questions and a saved exercise", async () => {
    const tracked = await openPage(server.url, { colorScheme: theme });
    await signIn(tracked.page, student);
    const signedInRoutes = [
      ["/profile", "Ada Lovelace"],
      ["/mes-questions", "Questions de Finance"],
      [`/exercise/${savedExerciseId}`, "DCF Exercise"],
    ] as const;
    for (const [path, heading] of signedInRoutes) {
      await visit(tracked.page, path, heading);
      await expectAccessible(tracked, theme);
    }
    // The navbar greets the student on every page.
    await visit(tracked.page, "/", "Master Finance Interviews");
    expect(await tracked.page.getByText("Hello, Ada").first().isVisible()).toBe(true);
    await expectAccessible(tracked, theme);
  });

  it("an unverified profile with its resend banner", async () => {
    const tracked = await openPage(server.url, { colorScheme: theme });
    await signIn(tracked.page, await signUpUser(server, { emailVerified: false }));
    await visit(tracked.page, "/profile", "Ada Lovelace");
    await tracked.page.getByRole("button", { name: "Resend Verification Email" }).waitFor();
    await expectAccessible(tracked, theme);
  });

  it.each(exerciseScreens)(
    "$path after validating some wrong answers: score popup, then correction marks",
    async (screen) => {
      const tracked = await openPage(server.url, { colorScheme: theme });
      const { page } = tracked;
      await signIn(page, student);
      const exercise = await openExercise(page, screen);
      // One right answer, two wrong ones, the rest left empty: every kind of mark is on screen.
      const [right, wrong, alsoWrong] = exercise.cells.filter((cell) => !cell.options);
      if (!right || !wrong || !alsoWrong) throw new Error("The exercise has fewer than three typed cells");
      const field = (key: string) => page.getByLabel(key, { exact: true });
      await field(right.key).fill(independentAnswers(exercise)[right.key] ?? "");
      await field(wrong.key).fill("-1");
      await field(alsoWrong.key).fill("42");
      await expectAccessible(tracked, theme);

      await page.getByRole("button", { name: "Validate Answers" }).click();
      await page.getByRole("dialog", { name: "Validate with empty cells?" }).waitFor();
      await expectAccessible(tracked, theme);
      await page.getByRole("button", { name: "Validate anyway" }).click();
      const score = page.getByRole("dialog", { name: "Your score" });
      await score.waitFor();
      await expectAccessible(tracked, theme);

      await page.keyboard.press("Escape");
      await score.waitFor({ state: "detached" });
      await page.getByRole("heading", { name: "Correction" }).waitFor();
      expect(await field(right.key).getAttribute("aria-invalid")).toBe("false");
      expect(await field(wrong.key).getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(tracked, theme);
    },
  );

  it("the dialogs: sign-in popups of an exercise and of /qa, the delete confirmations of /profile", async () => {
    const signedOut = await openPage(server.url, { colorScheme: theme });
    const shown = await openExercise(signedOut.page, exerciseScreens[0]);
    const typed = shown.cells.find((cell) => !cell.options)?.key ?? "";
    await signedOut.page.getByLabel(typed, { exact: true }).fill("(67)");
    await validateAnyway(signedOut.page);
    await signedOut.page.getByRole("dialog", { name: "Sign in to see the correction" }).waitFor();
    await expectAccessible(signedOut, theme);

    await visit(signedOut.page, "/qa", "Interview Questions");
    await signedOut.page.getByRole("textbox", { name: "Your answer" }).fill("A draft answer.");
    await signedOut.page.getByRole("button", { name: "Submit" }).click();
    await signedOut.page.getByRole("dialog", { name: "Sign in to get your score" }).waitFor();
    await expectAccessible(signedOut, theme);

    const signedIn = await openPage(server.url, { colorScheme: theme });
    await signIn(signedIn.page, student);
    await visit(signedIn.page, "/profile", "Ada Lovelace");
    await signedIn.page
      .getByRole("button", { name: /^Delete: / })
      .first()
      .click();
    const deleteExercise = signedIn.page.getByRole("dialog", { name: "Delete this exercise?" });
    await deleteExercise.waitFor();
    await expectAccessible(signedIn, theme);
    await deleteExercise.getByRole("button", { name: "Cancel" }).click();
    await deleteExercise.waitFor({ state: "detached" });

    await signedIn.page.getByRole("button", { name: "Delete my account" }).click();
    const deleteAccount = signedIn.page.getByRole("dialog", { name: "Delete your account?" });
    await deleteAccount.waitFor();
    await expectAccessible(signedIn, theme);
  });

  it("/qa with an evaluation, and /login with an error", async () => {
    const tracked = await openPage(server.url, { colorScheme: theme });
    const { page } = tracked;
    await signIn(page, student);
    await visit(page, "/qa", "Interview Questions");
    await page
      .getByRole("textbox", { name: "Your answer" })
      .fill("Enterprise value is equity value plus net debt, preferred shares and minority interests.");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("region", { name: "Your evaluation" }).waitFor();
    await expectAccessible(tracked, theme);

    const visitor = await openPage(server.url, { colorScheme: theme });
    await visit(visitor.page, "/login", "Sign in");
    await visitor.page.getByLabel("Email").fill(student.email);
    await visitor.page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await visitor.page.getByRole("button", { name: "Sign in" }).click();
    await visitor.page.getByRole("alert").waitFor();
    // The browser logs the 401 answer itself; the page logged nothing else.
    await expectAccessible(visitor, theme);
  });

  it("the mobile menu at 375 px", async () => {
    const tracked = await openPage(server.url, { colorScheme: theme, width: 375, height: 740 });
    await visit(tracked.page, "/", "Master Finance Interviews");
    await tracked.page.getByRole("button", { name: "Open menu" }).click();
    await tracked.page.locator("#mobile-menu").waitFor();
    await expectAccessible(tracked, theme);
  });
});

/**
 * Keyboard only: Tab to the skip link, follow it with Enter, then Tab through the page's controls until
 * focus leaves <main>. Returns the names met, after checking each control shows where focus is; focus is
 * left on the first control after <main>.
 */
async function tabThroughMain(page: Page): Promise<string[]> {
  await page.keyboard.press("Tab");
  const skip = await focused(page);
  expect(skip).toMatchObject({ name: "Skip to content", outlined: true });
  await page.keyboard.press("Enter");
  const names: string[] = [];
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press("Tab");
    const current = await focused(page);
    if (!current.inMain) return names;
    expect(current.outlined, `focus is visible on "${current.name}"`).toBe(true);
    names.push(current.name);
  }
  throw new Error(`Focus never left <main>: ${names.join(", ")}`);
}

describe("keyboard alone", () => {
  it("/login: every control is reached with Tab, and Enter signs in", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signUpUser(server, { firstName: "Grace" });
    await visit(page, "/login", "Sign in");
    expect(await tabThroughMain(page)).toEqual([
      "Email",
      "Password",
      "Forgot password?",
      "Sign in",
      "Create one",
    ]);

    // Back to the top of the form with Shift+Tab, type, and submit with Enter from the password field.
    for (let step = 0; step < 5; step++) await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).name).toBe("Email");
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Hello, Grace").first().isVisible()).toBe(true);
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
  });

  it("/register: every control is reached with Tab, and Enter creates the account", async () => {
    const { page, errors } = await openPage(server.url);
    await visit(page, "/register", "Create an account");
    const controls = [
      "First name",
      "Last name",
      "Email",
      "School",
      "Password",
      "Confirm password",
      "Create account",
      "Sign in",
    ];
    expect(await tabThroughMain(page)).toEqual(controls);

    for (let step = 0; step < controls.length; step++) await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).name).toBe("First name");
    const email = `keyboard-${Date.now()}@example.com`;
    const values = ["Alan", "Turing", email, "ESSEC", "correct-horse-battery", "correct-horse-battery"];
    for (const [index, value] of values.entries()) {
      if (index > 0) await page.keyboard.press("Tab");
      await page.keyboard.type(value);
    }
    // Enter in the last field submits the form.
    await page.keyboard.press("Enter");
    await page.waitForURL("**/login");
    await expect
      .poll(() => page.getByText("Account created successfully!", { exact: false }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
