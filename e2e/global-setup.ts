import { execFileSync } from "node:child_process";
import { findChromium } from "./support/chromium";

/** Builds the SPA once for the browser suite and fails early, with instructions, if no Chromium is found. */
export default function setup(): void {
  findChromium();
  // A production build, as users get it (the test runner's NODE_ENV=test would give React's development build).
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
