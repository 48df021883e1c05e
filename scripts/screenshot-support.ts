/**
 * The shared set-up of scripts/screenshots.ts: the app server, a fresh browser page per width and theme
 * (signed in or not), and a shot that reports horizontal overflow and console errors.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { closeBrowser, openPage } from "../e2e/support/browser";
import { signUpUser, type TestUser } from "../src/server/test/accounts";
import type { TestServer } from "../src/server/test/test-server";

const outputDir = path.resolve("screenshots");
const viewportHeight = 900;

const widths = [375, 1280] as const;
const themes = ["light", "dark"] as const;

export interface Variant {
  width: (typeof widths)[number];
  theme: (typeof themes)[number];
}

/** Phone and desktop width, each in light and dark. */
export const allVariants: readonly Variant[] = widths.flatMap((width) =>
  themes.map((theme) => ({ width, theme })),
);

/** A page that needs no set-up: shot once its level-1 heading shows. */
export interface PlainPage {
  name: string;
  path: string;
  heading: string;
}

/** One browser page at one width and theme; its shots are screenshots/<name>-<width>-<theme>.png. */
export class ShotPage {
  constructor(
    readonly page: Page,
    private readonly variant: Variant,
    private readonly problems: string[],
  ) {}

  /** Goes to `path` and waits for its heading, its lazy images and its fonts. */
  async open(pathname: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(pathname);
    await this.page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
    await loadLazyImages(this.page);
  }

  /** The whole page from the top, or only the viewport (for a dialog, which is fixed to it). */
  async shoot(name: string, { fullPage = true } = {}): Promise<void> {
    const label = `${name}-${this.variant.width}-${this.variant.theme}`;
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) this.problems.push(`${label}: the page is ${overflow} px wider than the viewport`);
    // A full-page shot of a scrolled page draws the sticky navbar (and any overlay) mid-page.
    if (fullPage) await this.page.evaluate(() => window.scrollTo(0, 0));
    const file = path.join(outputDir, `${label}.png`);
    await this.page.screenshot({ path: file, fullPage, animations: "disabled" });
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }

  async shootPlainPages(pages: readonly PlainPage[]): Promise<void> {
    for (const target of pages) {
      await this.open(target.path, target.heading);
      await this.shoot(target.name);
    }
  }
}

/** The app server of one run, and the problems its shots found. */
export class ScreenshotRun {
  readonly problems: string[] = [];

  constructor(readonly server: TestServer) {}

  /** A new verified user (or unverified, with `emailVerified: false`) with an API session. */
  signUp(options: { emailVerified?: boolean } = {}): Promise<TestUser> {
    return signUpUser(this.server, options);
  }

  /**
   * Runs `shots` in a fresh browser context at `variant`, signed in as `user` if given, then records the
   * page's console errors and closes the context.
   */
  async withPage(
    variant: Variant,
    user: TestUser | undefined,
    shots: (page: ShotPage) => Promise<void>,
  ): Promise<void> {
    const { page, context, errors } = await openPage(this.server.url, {
      width: variant.width,
      height: viewportHeight,
      colorScheme: variant.theme,
    });
    try {
      if (user) await context.addCookies(this.sessionCookies(user));
      await shots(new ShotPage(page, variant, this.problems));
    } finally {
      this.problems.push(
        ...errors.map((error) => `console (${variant.width} px, ${variant.theme}): ${error}`),
      );
      await context.close();
    }
  }

  /** The user's API session as browser cookies: the browser is signed in without the login form. */
  private sessionCookies(user: TestUser) {
    return user.client.cookieList().map(([name, value]) => ({ name, value, url: this.server.url }));
  }
}

export type ScreenshotGroup = (run: ScreenshotRun) => Promise<void>;

/**
 * Runs the groups named on the command line (all of them when none is), on one app server, then lists
 * the problems found and sets a non-zero exit code if there are any.
 */
export async function runScreenshotGroups(
  groups: Record<string, ScreenshotGroup>,
  requested: string[],
): Promise<void> {
  const unknown = requested.filter((name) => !(name in groups));
  if (unknown.length > 0) {
    console.error(`Unknown group: ${unknown.join(", ")}. Groups: ${Object.keys(groups).join(", ")}.`);
    process.exitCode = 2;
    return;
  }
  const selected = Object.entries(groups).filter(
    ([name]) => requested.length === 0 || requested.includes(name),
  );
  mkdirSync(outputDir, { recursive: true });
  const run = new ScreenshotRun(await startAppServer());
  try {
    for (const [name, group] of selected) await runGroup(run, name, group);
  } finally {
    await closeBrowser();
    await run.server.close();
  }
  if (run.problems.length > 0) {
    console.error(`\n${run.problems.length} problem(s):\n${run.problems.join("\n")}`);
    process.exitCode = 1;
  }
}

/** One group, timed; a group that fails is a problem of the run, and the other groups still run. */
async function runGroup(run: ScreenshotRun, name: string, group: ScreenshotGroup): Promise<void> {
  const started = performance.now();
  try {
    await group(run);
  } catch (error) {
    console.error(error);
    run.problems.push(`group ${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Scrolls through the page so lazy images load, then waits for every image and the fonts. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener("load", resolve);
              image.addEventListener("error", resolve);
            }),
      ),
    );
    await document.fonts.ready;
  });
}
