// The timed test mode of the modelling tests (docs/screens.md#modelling-tests), as pure functions of the clock.

/** A timed test under way: which exercise, how long it lasts, and when it ends (epoch milliseconds). */
export interface TimedTest {
  seed: number;
  minutes: number;
  deadline: number;
}

/** The browser-storage key of the timed test: the kind's exercise key and "Timed". */
export const timedTestKey = (exerciseKey: string) => `${exerciseKey}Timed`;

/** A timed test started now on the exercise of `seed`. */
export function startTimedTest(seed: number, minutes: number, now: number): TimedTest {
  return { seed, minutes, deadline: now + minutes * 60_000 };
}

/**
 * The stored timed test, when it is one of the kind's durations on the exercise of `seed`; null when missing,
 * corrupt, for another exercise, or ending further away than its duration (a clock set back).
 */
export function parseStoredTimedTest(
  value: unknown,
  seed: number,
  durations: readonly number[],
  now: number,
): TimedTest | null {
  if (typeof value !== "object" || value === null) return null;
  const { seed: storedSeed, minutes, deadline } = value as Record<string, unknown>;
  if (storedSeed !== seed || typeof minutes !== "number" || !durations.includes(minutes)) return null;
  if (typeof deadline !== "number" || !Number.isFinite(deadline) || deadline - now > minutes * 60_000)
    return null;
  return { seed, minutes, deadline };
}

/** Whole seconds left before the deadline (a part second counts as one), never below zero. */
export function secondsLeft(test: TimedTest, now: number): number {
  return Math.max(0, Math.ceil((test.deadline - now) / 1000));
}

/** The seconds spent on the test so far: its duration at most, however late it is handed in. */
export function secondsSpentInTest(test: TimedTest, now: number): number {
  return test.minutes * 60 - secondsLeft(test, now);
}

/** The countdown as a clock shows it: "mm:ss" under an hour, "h:mm:ss" above. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, "0");
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${minutes}:${rest}` : `${minutes}:${rest}`;
}

/** What the polite live region says: from 10 minutes left, then from 1 minute left; nothing before or at zero. */
export function countdownAnnouncement(seconds: number): string {
  if (seconds <= 0) return "";
  if (seconds <= 60) return "1 minute left";
  if (seconds <= 600) return "10 minutes left";
  return "";
}
