/** Lets the current test log errors on purpose (see src/test-setup.ts). */
export function allowConsoleErrors(): void {
  globalThis.__allowConsoleErrors = true;
}
