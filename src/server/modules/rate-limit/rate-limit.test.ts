import { describe, expect, it } from "vitest";
import { ApiError } from "../../http/errors";
import { inProcessRateLimit } from "./rate-limit";

describe("the in-process rate limit", () => {
  it("refuses the request after `max` in a window with the seconds left, per key, and starts afresh", () => {
    let now = 1_000_000;
    const count = inProcessRateLimit({ window: 60, max: 3 }, () => now);
    for (let request = 0; request < 3; request += 1) count("ada");
    now += 20_500;
    let refused: unknown;
    try {
      count("ada");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).headers).toEqual({ "Retry-After": "40" });
    expect(() => count("grace")).not.toThrow();
    now += 39_500;
    for (let request = 0; request < 3; request += 1) expect(() => count("ada")).not.toThrow();
    expect(() => count("ada")).toThrow(/Too many requests\. Please wait 60 seconds/);
  });
});
