import { useCallback, useEffect, useState } from "react";
import { KIND_BY_TYPE, type KindType } from "../../../contract/kinds";
import { readStored, removeStored, writeStored } from "../../lib/browser-storage";
import {
  parseStoredTimedTest,
  secondsLeft,
  secondsSpentInTest,
  startTimedTest,
  type TimedTest,
  timedTestKey,
} from "./timed-test";
import type { useExerciseSession } from "./use-exercise-session";
import type { TestTiming } from "./use-validation";

/**
 * A modelling test's timed mode (docs/screens.md#modelling-tests): 'Start the test' draws a new exercise and starts
 * the countdown once it is shown; the deadline is kept with the seed in browser storage, so a reload counts on
 * (and one past the deadline finds the test expired). `expired` tells the screen to lock the grid and hand it in.
 */
export function useTimedTest(type: KindType, session: ReturnType<typeof useExerciseSession>) {
  const screen = KIND_BY_TYPE[type];
  const durations: readonly number[] = screen.testMinutes ?? [];
  const key = timedTestKey(screen.storage.exercise);
  const { exercise, correction } = session;
  const [test, setTest] = useState<TimedTest | null>(() =>
    exercise && !correction
      ? parseStoredTimedTest(readStored<unknown>(key, null), exercise.seed, durations, Date.now())
      : null,
  );
  // The duration asked for, until the new exercise it is timed on arrives.
  const [pendingMinutes, setPendingMinutes] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (pendingMinutes === null || !exercise) return;
    const started = startTimedTest(exercise.seed, pendingMinutes, Date.now());
    setNow(Date.now());
    setTest(started);
    setPendingMinutes(null);
  }, [pendingMinutes, exercise]);

  // Another exercise (a new one asked for) ends the test.
  useEffect(() => {
    if (test && exercise && exercise.seed !== test.seed) setTest(null);
  }, [test, exercise]);

  // Stored while it runs; forgotten once handed in (the correction is stored with the exercise).
  useEffect(() => {
    if (test && !correction) writeStored(key, test);
    else removeStored(key);
  }, [key, test, correction]);

  const running = test !== null && correction === null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);

  /** 'Start the test': a new exercise, timed for `minutes` from when it is shown. */
  const start = useCallback(
    (minutes: number) => {
      session.generateNew();
      setTest(null);
      setPendingMinutes(minutes);
    },
    [session.generateNew],
  );

  /** Another exercise asked for: no test any more. */
  const end = useCallback(() => {
    setTest(null);
    setPendingMinutes(null);
  }, []);

  /** The check's timing: the test's duration and the seconds spent, within the duration. */
  const timing = useCallback<TestTiming>(
    () =>
      test ? { timedMinutes: test.minutes, timeSpentSeconds: secondsSpentInTest(test, Date.now()) } : null,
    [test],
  );

  const left = test ? secondsLeft(test, now) : null;
  return {
    durations,
    test,
    starting: pendingMinutes !== null,
    secondsLeft: left,
    /** The longest of several durations gives the case pack in prose only. */
    caseInProse: test !== null && durations.length > 1 && test.minutes === Math.max(...durations),
    expired: running && left === 0,
    start,
    end,
    timing,
  };
}
