import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { KIND_BY_TYPE, type KindType } from "../../../contract/kinds";
import { MAX_RECOMMENDATION_LENGTH, MAX_TIME_SPENT_SECONDS } from "../../../contract/limits";
import { type ExerciseRequest, type NewExercise, newExerciseQueryOptions } from "../../api/kinds";
import type { Answers } from "../../components/exercise-sheet/types";
import { readStored, removeStored, writeStored } from "../../lib/browser-storage";
import {
  type Correction,
  MAX_ANSWER_LENGTH,
  parseStoredAnswers,
  parseStoredExercise,
  type StoredExercise,
} from "./exercise-storage";

function restore(type: KindType): { stored: StoredExercise; answers: Answers } | null {
  const screen = KIND_BY_TYPE[type];
  const stored = parseStoredExercise(readStored<unknown>(screen.storage.exercise, null), type, Date.now());
  if (!stored) {
    // Nothing usable: start clean rather than mix a corrupt blob with a new exercise.
    removeStored(screen.storage.exercise, screen.storage.answers);
    return null;
  }
  return {
    stored,
    answers: parseStoredAnswers(readStored<unknown>(screen.storage.answers, null), stored.exercise),
  };
}

/** The browser-storage key of a modelling test's investment recommendation: the exercise key and "Recommendation". */
const recommendationKey = (exerciseKey: string) => `${exerciseKey}Recommendation`;

/** Whole seconds from `startedAt` to `now`, within what the server records. */
function secondsSince(startedAt: number, now: number): number {
  return Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.floor((now - startedAt) / 1000)));
}

/**
 * The state of one exercise screen (docs/screens.md#the-exercise-screen): generated or restored from browser storage,
 * answers (and a modelling test's recommendation) persisted as typed, a timer counting while the grid is open, and the correction once validated.
 * Everything is mirrored to storage so a reload, or a detour through sign-in, comes back to the same place.
 */
export function useExerciseSession(type: KindType) {
  const screen = KIND_BY_TYPE[type];
  const [restored] = useState(() => restore(type));
  const [request, setRequest] = useState<ExerciseRequest>(() =>
    restored ? { seed: restored.stored.exercise.seed } : { draw: 0 },
  );
  const query = useQuery({
    ...newExerciseQueryOptions(screen.slug, request),
    // The stored exercise shows at once; it is fetched again by its seed in the background, so a grid
    // from an older engine version is replaced by the one the server will grade.
    ...(restored && "seed" in request && request.seed === restored.stored.exercise.seed
      ? { initialData: restored.stored.exercise, initialDataUpdatedAt: 0, staleTime: 0 }
      : {}),
  });
  const exercise: NewExercise | undefined = query.data;

  const [answers, setAnswers] = useState<Answers>(() => restored?.answers ?? {});
  // A modelling test's investment recommendation, as typed; it belongs to the exercise restored with it.
  const [recommendation, setRecommendationText] = useState(() => {
    const stored = restored ? readStored<unknown>(recommendationKey(screen.storage.exercise), "") : "";
    return typeof stored === "string" ? stored.slice(0, MAX_RECOMMENDATION_LENGTH) : "";
  });
  const [correction, setCorrection] = useState<Correction | null>(() => restored?.stored.correction ?? null);
  const [startedAt, setStartedAt] = useState(() => restored?.stored.startedAt ?? Date.now());
  const [now, setNow] = useState(() => Date.now());

  // The clock ticks from when the exercise is shown until it is validated; the time counted is the time since
  // it was first shown, so a reload or a detour through sign-in keeps counting.
  const running = exercise !== undefined && correction === null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
  const elapsedSeconds = correction?.timeSpentSeconds ?? secondsSince(startedAt, now);

  useEffect(() => {
    if (exercise) writeStored(screen.storage.exercise, { exercise, startedAt, correction });
  }, [screen.storage.exercise, exercise, startedAt, correction]);

  useEffect(() => {
    if (Object.keys(answers).length > 0) writeStored(screen.storage.answers, answers);
    else removeStored(screen.storage.answers);
  }, [screen.storage.answers, answers]);

  useEffect(() => {
    const key = recommendationKey(screen.storage.exercise);
    if (recommendation !== "") writeStored(key, recommendation);
    else removeStored(key);
  }, [screen.storage.exercise, recommendation]);

  const setRecommendation = useCallback(
    (text: string) => setRecommendationText(text.slice(0, MAX_RECOMMENDATION_LENGTH)),
    [],
  );

  const setAnswer = useCallback((key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value.slice(0, MAX_ANSWER_LENGTH) }));
  }, []);

  /** Shows the correction; the timer stops at the time that was sent with the check. */
  const complete = useCallback((result: Correction) => setCorrection(result), []);

  /** The seconds spent so far, read from the clock at the moment of asking (for the check). */
  const secondsSpent = useCallback(() => secondsSince(startedAt, Date.now()), [startedAt]);

  /** 'Generate New Exercise': forget the exercise, its answers and its correction, and draw a new one. */
  const generateNew = useCallback(() => {
    removeStored(screen.storage.exercise, screen.storage.answers);
    setAnswers({});
    setRecommendationText("");
    setCorrection(null);
    setStartedAt(Date.now());
    setRequest((current) => ({ draw: "draw" in current ? current.draw + 1 : 1 }));
  }, [screen.storage.exercise, screen.storage.answers]);

  /** The answers to send: every cell of the grid, as typed ("" when left empty). */
  const answersToCheck = useMemo(
    () => Object.fromEntries((exercise?.cells ?? []).map((cell) => [cell.key, answers[cell.key] ?? ""])),
    [exercise, answers],
  );

  return {
    query,
    exercise,
    answers,
    answersToCheck,
    setAnswer,
    recommendation,
    setRecommendation,
    correction,
    complete,
    elapsedSeconds,
    secondsSpent,
    generateNew,
  };
}
