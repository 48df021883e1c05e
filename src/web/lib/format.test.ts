import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDuration,
  formatDurations,
  formatTimedAttempt,
  formatTimeUntil,
  kindName,
} from "./format";

describe("web formatting", () => {
  it("formats durations as a student reads a stopwatch", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3600 + 62)).toBe("1:01:02");
    expect(formatDuration(-4)).toBe("0:00");
  });

  it("formats dates and says 'No date' for junk", () => {
    expect(formatDate("2026-03-12T10:00:00.000Z")).toBe("12 March 2026");
    expect(formatDate("2026-03-12T10:00:00.000Z", "fr-FR")).toBe("12 mars 2026");
    expect(formatDate("not a date")).toBe("No date");
  });

  it("says when a card comes back in its largest unit", () => {
    const now = Date.parse("2026-03-02T09:00:00.000Z");
    const later = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    expect(formatTimeUntil(later(0.2), now)).toBe("in 1 minute");
    expect(formatTimeUntil(later(10), now)).toBe("in 10 minutes");
    expect(formatTimeUntil(later(3 * 60 + 10), now)).toBe("in 3 hours");
    expect(formatTimeUntil(later(24 * 60), now)).toBe("tomorrow");
    expect(formatTimeUntil(later(8 * 24 * 60), now)).toBe("in 8 days");
  });

  it("names exercise types", () => {
    expect(kindName("DilutionAccretion")).toBe("Accretion/Dilution");
    expect(kindName("LBO")).toBe("LBO");
  });

  it("writes a timed test's duration and time spent in minutes, and says when it ran over", () => {
    expect(formatTimedAttempt(90, 84 * 60 + 12)).toBe("Timed · 90 min · 84:12");
    expect(formatTimedAttempt(180, 3 * 3600)).toBe("Timed · 180 min · 180:00");
    expect(formatTimedAttempt(90, 91 * 60)).toBe("Timed · 90 min · 91:00");
    expect(formatTimedAttempt(90, 91 * 60 + 1)).toBe("Timed · 90 min · 91:01 · over time");
    expect(formatTimedAttempt(90, null)).toBe("Timed · 90 min");
  });

  it("lists a test's durations", () => {
    expect(formatDurations([90])).toBe("90 minutes");
    expect(formatDurations([90, 180])).toBe("90 or 180 minutes");
    expect(formatDurations([60, 90, 180])).toBe("60, 90 or 180 minutes");
  });
});
