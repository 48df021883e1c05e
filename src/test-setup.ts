import { afterEach, beforeEach, expect, vi } from "vitest";

// An unexpected console error fails the test. A test that expects one calls `allowConsoleErrors()`
// (from src/test-console.ts) before triggering it.
beforeEach(() => {
  globalThis.__consoleErrors = [];
  globalThis.__allowConsoleErrors = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    globalThis.__consoleErrors?.push(args.map(String).join(" "));
  });
});

afterEach(() => {
  const errors = globalThis.__consoleErrors ?? [];
  vi.restoreAllMocks();
  if (!globalThis.__allowConsoleErrors) expect(errors, "unexpected console.error").toEqual([]);
});

declare global {
  var __consoleErrors: string[] | undefined;
  var __allowConsoleErrors: boolean | undefined;
}
