import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/** CHROME_PATH, else /usr/bin/chromium, else Playwright's own Chromium; none is an error that says what to do. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    safePlaywrightPath(),
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
