import { execFileSync } from "node:child_process";
import { findChromium } from "./support/chromium";

/** Builds the SPA once for the browser suite and fails early, with instructions, if no Chromium is found. */
export default function setup(): void {
  findChromium();
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" });
}
