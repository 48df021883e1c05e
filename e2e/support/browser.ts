import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { findChromium } from "./chromium";

let shared: Browser | undefined;

/** One headless Chromium for the whole spec file. */
export async function launchBrowser(): Promise<Browser> {
  shared ??= await chromium.launch({
    executablePath: findChromium(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  return shared;
}

export async function closeBrowser(): Promise<void> {
  await shared?.close();
  shared = undefined;
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, minus failed requests the test expects (4xx answers). */
  errors: string[];
}

/** A fresh browser context (own cookies and storage) whose console errors are collected for the test to check. */
export async function openPage(baseURL: string, options: PageOptions = {}): Promise<TrackedPage> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // The browser itself reports every 4xx answer as a failed resource; the app handles those.
    if (
      message.type() === "error" &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors };
}
