import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSessionMemory, verifiedSessionToken } from "./session";

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

describe("session memory", () => {
  const user = {
    id: "u1",
    email: "a@example.com",
    emailVerified: true,
    firstName: "Ada",
    lastName: "Lovelace",
    school: "HEC Paris",
    createdAt: "2026-01-01T00:00:00.000Z",
  };
  const counting = (expiresAt = Number.POSITIVE_INFINITY) => {
    const finder = {
      calls: 0,
      find: async () => {
        finder.calls += 1;
        return { user, expiresAt };
      },
    };
    return finder;
  };

  it("asks the database once within its time, again after it, and again after forgetAll", async () => {
    const memory = createSessionMemory({ ttlMs: 1_000 });
    const finder = counting();
    expect(await memory.lookup("cookie", 0, finder.find)).toEqual(user);
    expect(await memory.lookup("cookie", 999, finder.find)).toEqual(user);
    expect(finder.calls).toBe(1);
    await memory.lookup("cookie", 1_000, finder.find);
    expect(finder.calls).toBe(2);
    memory.forgetAll();
    await memory.lookup("cookie", 1_001, finder.find);
    expect(finder.calls).toBe(3);
  });

  it("never keeps a session past its expiry, nor a missing one", async () => {
    const memory = createSessionMemory({ ttlMs: 1_000 });
    const expiring = counting(500);
    await memory.lookup("cookie", 0, expiring.find);
    await memory.lookup("cookie", 500, expiring.find);
    expect(expiring.calls).toBe(2);
    let misses = 0;
    const none = async () => {
      misses += 1;
      return null;
    };
    expect(await memory.lookup("other", 0, none)).toBeNull();
    expect(await memory.lookup("other", 1, none)).toBeNull();
    expect(misses).toBe(2);
  });

  it("does not remember a lookup that was under way when everything was forgotten", async () => {
    const memory = createSessionMemory({ ttlMs: 1_000 });
    const finder = counting();
    const racing = memory.lookup("cookie", 0, async () => {
      memory.forgetAll();
      return finder.find();
    });
    expect(await racing).toEqual(user);
    await memory.lookup("cookie", 1, finder.find);
    expect(finder.calls).toBe(2);
  });

  it("holds at most maxEntries, dropping the oldest", async () => {
    const memory = createSessionMemory({ ttlMs: 1_000, maxEntries: 2 });
    const finder = counting();
    for (const cookie of ["a", "b", "c"]) await memory.lookup(cookie, 0, finder.find);
    await memory.lookup("c", 1, finder.find);
    await memory.lookup("b", 1, finder.find);
    expect(finder.calls).toBe(3);
    await memory.lookup("a", 1, finder.find);
    expect(finder.calls).toBe(4);
  });
});
