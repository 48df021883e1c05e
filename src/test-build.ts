import { execFileSync } from "node:child_process";

/** Vitest global set-up: builds the SPA and the compiled server once, as `npm start` does (skipped when unchanged). */
export default function buildOnce(): void {
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
