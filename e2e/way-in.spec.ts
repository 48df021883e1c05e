import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../src/server/test/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { focused } from "./support/keyboard";

// The way in: what the home page puts first, and a navigation that fits one line on a laptop and one menu on
// a phone, every menu worked by keyboard (WAI-ARIA menu button).

const server = setUpAppServer();

async function signedIn(page: Page, user: TestUser): Promise<void> {
  await page
    .context()
    .addCookies(user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
}

/** The first steps of How It Works, in order: what each says and where it leads. */
async function firstSteps(page: Page): Promise<Array<{ text: string; href: string | null }>> {
  const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem").getByRole("link");
  await steps.first().waitFor();
  return steps.evaluateAll((links) =>
    links.map((link) => ({ text: link.textContent ?? "", href: link.getAttribute("href") })),
  );
}

describe("the home page", () => {
  it("gives a visitor four numbered first steps, and keeps the hero's case studies and the call to register", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/");
    const steps = await firstSteps(page);
    expect(steps.map((step) => step.text)).toEqual([
      expect.stringMatching(/^1Warm up with a drill: /),
      "2Work through a case study",
      "3Answer an interview question",
      "4Take a 15-minute mock interview",
    ]);
    expect(steps.map((step) => step.href)).toEqual([
      expect.stringMatching(/^\/drills\/[a-z-]+$/),
      "/case-studies",
      "/qa",
      "/mock-interview",
    ]);
    for (const name of ["LBO Paper", "DCF Exercise", "Accretion/Dilution Exercise", "Create an account"]) {
      expect(await page.getByRole("main").getByRole("link", { name, exact: true }).isVisible(), name).toBe(
        true,
      );
    }
    expect(await page.getByRole("heading", { name: /^Today:/ }).count()).toBe(0);

    // By keyboard: from the skip link, the steps in order, the case studies, the call to register, each drawn.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const met: string[] = [];
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      const current = await focused(page);
      expect(current.outlined, `focus is visible on "${current.name}"`).toBe(true);
      met.push(current.name);
    }
    expect(met).toEqual([
      ...steps.map((entry) => entry.text),
      "LBO Paper",
      "DCF Exercise",
      "Accretion/Dilution Exercise",
      "Create an account",
    ]);

    // Step 1 opens the drill itself.
    await page.getByRole("link", { name: /Warm up with a drill/ }).click();
    await page.waitForURL(`**${steps[0]?.href}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows a new student the same steps, and a returning student today's queue first", async () => {
    const newcomer = await signUpUser(server, { firstName: "Ada" });
    const fresh = await openPage(server.url, { width: 375 });
    await signedIn(fresh.page, newcomer);
    await fresh.page.goto("/");
    expect(await firstSteps(fresh.page)).toHaveLength(4);
    // Nothing due yet: no queue to lead with.
    await fresh.page.waitForLoadState("networkidle");
    expect(await fresh.page.getByRole("heading", { name: /^Today:/ }).count()).toBe(0);

    const returning = await signUpUser(server, { firstName: "Grace" });
    for (const questionId of ["acc-001", "dcf-001"]) {
      const answer = await returning.client.post("/api/evaluate-answer", { questionId, answer: "No idea." });
      expect(answer.status, questionId).toBe(200);
    }
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, errors } = await openPage(server.url, { width: 375, colorScheme });
      await signedIn(page, returning);
      await page.goto("/");
      const today = page.getByRole("heading", { name: "Today: 2 to review" });
      await today.waitFor();
      const howItWorks = page.getByRole("heading", { name: "How It Works" });
      const [todayTop, stepsTop] = [(await today.boundingBox())?.y, (await howItWorks.boundingBox())?.y];
      expect(todayTop, "today's queue comes before the first steps").toBeLessThan(stepsTop ?? 0);
      expect(todayTop, "and shows without scrolling on a phone").toBeLessThan(740);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Start today's queue" }).click();
      await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
      await page.getByText("2 to review").waitFor();
      expect(errors).toEqual([]);
    }
    expect(fresh.errors).toEqual([]);
  });
});

/** The top and height of the main navigation's bar, and the top of each control in it. */
async function navLayout(page: Page) {
  return page.getByRole("navigation", { name: "Main" }).evaluate((nav) => {
    const controls = [...nav.querySelectorAll<HTMLElement>("a, button")].filter(
      (control) => control.getClientRects().length > 0,
    );
    return {
      height: nav.getBoundingClientRect().height,
      names: controls.map(
        (control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "",
      ),
      middles: controls.map((control) => {
        const box = control.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    };
  });
}

describe("the navigation", () => {
  it("fits one line at 1280 px, signed out and signed in, with every label the product gives", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/");
    const signedOut = await navLayout(page);
    expect(signedOut.names).toEqual([
      "Finance Interview Practice",
      "Home",
      "Practise",
      "Case Study",
      "Case study exercises",
      "Interview Questions",
      "Ressources",
      "Login",
      "Register",
      "Dark theme",
    ]);
    // One line: every control centred on the same line, and the bar no taller than one row of them.
    expect(new Set(signedOut.middles).size, signedOut.middles.join(",")).toBe(1);
    expect(signedOut.height).toBeLessThanOrEqual(64);

    await signedIn(page, await signUpUser(server, { firstName: "Maximiliana" }));
    await page.reload();
    await page.getByRole("button", { name: "Hello, Maximiliana" }).waitFor();
    const student = await navLayout(page);
    expect(student.names.slice(-2)).toEqual(["Hello, Maximiliana", "Dark theme"]);
    expect(new Set(student.middles).size, student.middles.join(",")).toBe(1);
    expect(student.height).toBeLessThanOrEqual(64);

    // The menus hold the rest: the case studies by the names the bar always gave them, the student's pages.
    await page.getByRole("button", { name: "Case study exercises" }).click();
    expect(await page.getByRole("menu").getByRole("menuitem").allTextContents()).toEqual([
      "LBO Paper",
      "DCF Exercise",
      "Accretion/Dilution Exercise",
    ]);
    await page.getByRole("button", { name: "Hello, Maximiliana" }).click();
    expect(await page.getByRole("menu").getByRole("menuitem").allTextContents()).toEqual([
      "Profile",
      "My Questions",
      "Logout",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Narrower than 1280 px, the bar would not fit: the entries go behind the toggle, nothing overflows.
    await page.setViewportSize({ width: 1024, height: 800 });
    expect((await navLayout(page)).names).toEqual(["Finance Interview Practice", "Dark theme", "Open menu"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    expect(errors).toEqual([]);
  });

  it("opens each menu by keyboard as a WAI menu button, and gives the focus back on Escape", async () => {
    const { page, errors } = await openPage(server.url, { colorScheme: "dark" });
    await page.goto("/");
    const practise = page.getByRole("button", { name: "Practise" });
    expect(await practise.getAttribute("aria-haspopup")).toBe("menu");
    expect(await practise.getAttribute("aria-expanded")).toBe("false");

    // Tab from the top of the page: skip link, logo, Home, then the menu button.
    for (let step = 0; step < 4; step++) await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ name: "Practise", outlined: true });
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Practise" });
    await menu.waitFor();
    expect(await practise.getAttribute("aria-expanded")).toBe("true");
    expect(await practise.getAttribute("aria-controls")).toBe(await menu.getAttribute("id"));
    expect(await focused(page)).toMatchObject({ name: "Today", outlined: true });
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).name).toBe("Drills");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect((await focused(page)).name, "Arrow Up wraps round to the last item").toBe("Question bank");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await focused(page)).toMatchObject({ name: "Practise", outlined: true });
    expect(await practise.getAttribute("aria-expanded")).toBe("false");

    // Space opens it too; Arrow Up on the button opens it on its last item; Tab leaves and closes it.
    await page.keyboard.press("Space");
    await menu.waitFor();
    expect((await focused(page)).name).toBe("Today");
    await page.keyboard.press("Tab");
    await menu.waitFor({ state: "detached" });
    expect((await focused(page)).name, "Tab goes on to what follows the menu").toBe("Case Study");
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).name).toBe("Practise");
    await page.keyboard.press("ArrowUp");
    await menu.waitFor();
    expect((await focused(page)).name).toBe("Question bank");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    // Mock interview: a visitor is sent to sign in first, and back there after.
    await page.waitForURL("**/login?**");
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe("/mock-interview");
    expect(errors).toEqual([]);
  });

  it("is one menu on a phone, which a followed link or Escape closes", async () => {
    const { page, errors } = await openPage(server.url, { width: 375, height: 740 });
    await page.goto("/");
    expect((await navLayout(page)).names).toEqual(["Finance Interview Practice", "Dark theme", "Open menu"]);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    const entries = await menu.locator("a, button").allTextContents();
    expect(entries.map((entry) => entry.trim())).toEqual([
      "Home",
      "Practise",
      "Case Study",
      "",
      "Interview Questions",
      "Ressources",
      "Login",
      "Register",
    ]);
    await menu.getByRole("button", { name: "Practise" }).click();
    await menu.getByRole("menuitem", { name: "Drills" }).click();
    await page.waitForURL("**/drills");
    await menu.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Ressources" }).focus();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await focused(page)).toMatchObject({ name: "Open menu" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(errors).toEqual([]);
  });
});
