import buildOnce from "../src/test-build";
import { findChromium } from "./support/chromium";

/** Fails early, with instructions, if no Chromium is found; then builds the app as users get it. */
export default function setup(): void {
  findChromium();
  buildOnce();
}
