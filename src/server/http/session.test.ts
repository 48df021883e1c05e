import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedSessionToken } from "./session";

const secret = "a-secret-of-at-least-thirty-two-characters";
const sign = (token: string, key = secret) =>
  `${token}.${createHmac("sha256", key).update(token).digest("base64")}`;

describe("session cookie verification", () => {
  it("accepts a cookie signed with the secret and returns its token", () => {
    expect(verifiedSessionToken(sign("abc123"), secret)).toBe("abc123");
  });

  it("refuses a tampered token, another secret's signature, and junk", () => {
    const good = sign("abc123");
    expect(verifiedSessionToken(good.replace("abc123", "abc124"), secret)).toBeNull();
    expect(verifiedSessionToken(sign("abc123", "another-secret-of-thirty-two-chars!!"), secret)).toBeNull();
    for (const junk of [undefined, "", ".", "abc123", "abc123.", ".sig", "abc123.not-base64!!", `${good}x`]) {
      expect(verifiedSessionToken(junk, secret)).toBeNull();
    }
  });
});
