import { describe, expect, it } from "vitest";
import {
  countdownAnnouncement,
  formatCountdown,
  parseStoredTimedTest,
  secondsLeft,
  secondsSpentInTest,
  startTimedTest,
  timedTestKey,
} from "./timed-test";

const now = 1_800_000_000_000;

describe("the countdown", () => {
  it("writes mm:ss under an hour and h:mm:ss above", () => {
    expect(formatCountdown(90 * 60)).toBe("1:30:00");
    expect(formatCountdown(3 * 3600)).toBe("3:00:00");
    expect(formatCountdown(3599)).toBe("59:59");
    expect(formatCountdown(65)).toBe("01:05");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-4)).toBe("00:00");
  });

  it("counts a part second as a whole one and stops at zero", () => {
    const test = startTimedTest(7, 90, now);
    expect(test.deadline).toBe(now + 5_400_000);
    expect(secondsLeft(test, now)).toBe(5400);
    expect(secondsLeft(test, now + 400)).toBe(5400);
    expect(secondsLeft(test, now + 1000)).toBe(5399);
    expect(secondsLeft(test, now + 6_000_000)).toBe(0);
    expect(secondsSpentInTest(test, now + 61_000)).toBe(61);
    expect(secondsSpentInTest(test, now + 6_000_000)).toBe(5400);
  });

  it("announces 10 minutes and 1 minute left, and nothing else", () => {
    expect(countdownAnnouncement(601)).toBe("");
    expect(countdownAnnouncement(600)).toBe("10 minutes left");
    expect(countdownAnnouncement(61)).toBe("10 minutes left");
    expect(countdownAnnouncement(60)).toBe("1 minute left");
    expect(countdownAnnouncement(1)).toBe("1 minute left");
    expect(countdownAnnouncement(0)).toBe("");
  });
});

describe("the stored timed test", () => {
  const stored = { seed: 7, minutes: 180, deadline: now + 3_600_000 };

  it("is kept under the kind's exercise key with a suffix", () => {
    expect(timedTestKey("someTest")).toBe("someTestTimed");
  });

  it("comes back for its own exercise and one of the kind's durations, past its deadline too", () => {
    expect(parseStoredTimedTest(stored, 7, [90, 180], now)).toEqual(stored);
    expect(parseStoredTimedTest({ ...stored, deadline: now - 5000 }, 7, [90, 180], now)?.deadline).toBe(
      now - 5000,
    );
  });

  it("is refused when corrupt, for another exercise, of another duration or ending too far away", () => {
    for (const value of [
      null,
      "x",
      3,
      [],
      {},
      { ...stored, deadline: "soon" },
      { ...stored, deadline: Number.NaN },
    ]) {
      expect(parseStoredTimedTest(value, 7, [90, 180], now)).toBeNull();
    }
    expect(parseStoredTimedTest(stored, 8, [90, 180], now)).toBeNull();
    expect(parseStoredTimedTest(stored, 7, [90], now)).toBeNull();
    expect(parseStoredTimedTest({ ...stored, deadline: now + 181 * 60_000 }, 7, [90, 180], now)).toBeNull();
  });
});
