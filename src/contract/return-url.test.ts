import { describe, expect, it } from "vitest";
import { safeReturnUrl, verifiedSignInPath } from "./return-url";

const origin = "https://practice.example";

// Each of these would leave the site once a browser resolved it (tabs and newlines dropped, "\" read as "/").
const hostile = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/\u001f/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u009f/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/profile\\..\\\\evil.example",
  "//evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  " /profile",
  "profile",
  "",
];

describe("safeReturnUrl", () => {
  it("keeps a path of the site, with its query and fragment", () => {
    for (const path of [
      "/",
      "/profile",
      "/case-studies/lbo?seed=3#Sales%202025",
      "/questions?topic=LBO%09basics",
    ]) {
      expect(safeReturnUrl(path)).toBe(path);
    }
  });

  it("falls back to / for another site, a control character or a backslash, and for nothing at all", () => {
    for (const value of [...hostile, null, undefined]) {
      expect(safeReturnUrl(value), JSON.stringify(value)).toBe("/");
    }
  });

  it("never yields a URL a browser resolves to another origin", () => {
    // The browser's own URL parser is the judge, not the rule under test.
    for (const value of hostile) {
      expect(new URL(safeReturnUrl(value), origin).origin, JSON.stringify(value)).toBe(origin);
    }
    // Unchecked, the first and the backslash ones would.
    expect(new URL("/\t/evil.example", origin).origin).toBe("https://evil.example");
    expect(new URL("/\\evil.example", origin).origin).toBe("https://evil.example");
  });

  it("keeps the verified sign-in page on the site", () => {
    expect(verifiedSignInPath("/\t/evil.example")).toBe("/login?verified=1");
    expect(verifiedSignInPath("/profile")).toBe("/login?verified=1&returnUrl=%2Fprofile");
  });
});
