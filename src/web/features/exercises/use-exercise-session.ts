import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { KIND_BY_TYPE } from "../../../contract/kinds";
import type { CaseStudyType } from "../../../engine";
import type { Answers } from "../../components/case-study/types";
import { readStored, removeStored, writeStored } from "../../lib/browser-storage";
import { type ExerciseRequest, type NewExercise, newExerciseQueryOptions } from "./api/get-new-exercise";
import {
  type Correction,
  MAX_ANSWER_LENGTH,
  parseStoredAnswers,
  parseStoredExercise,
  type StoredExercise,
} from "./exercise-storage";

function restore(type: CaseStudyType): { stored: StoredExercise; answers: Answers } | null {
  const screen = KIND_BY_TYPE[type];
  const stored = parseStoredExercise(readStored<unknown>(screen.storage.exercise, null), type);
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

/**
 * The state of one exercise screen (spec §4 "Exercise"): generated or restored from browser storage,
 * answers persisted as typed, a timer counting while the grid is open, and the correction once validated.
 * Everything is mirrored to storage so a reload, or a detour through sign-in, comes back to the same place.
 */
export function useExerciseSession(type: CaseStudyType) {
  const screen = KIND_BY_TYPE[type];
  const [restored] = useState(() => restore(type));
  const [request, setRequest] = useState<ExerciseRequest>(() =>
    restored ? { seed: restored.stored.exercise.seed } : { draw: 0 },
  );
  const query = useQuery({
    ...newExerciseQueryOptions(type, request),
    // The stored exercise shows at once; it is fetched again by its seed in the background, so a grid
    // from an older engine version is replaced by the one the server will grade.
    ...(restored && "seed" in request && request.seed === restored.stored.exercise.seed
      ? { initialData: restored.stored.exercise, initialDataUpdatedAt: 0, staleTime: 0 }
      : {}),
  });
  const exercise: NewExercise | undefined = query.data;

  const [answers, setAnswers] = useState<Answers>(() => restored?.answers ?? {});
  const [correction, setCorrection] = useState<Correction | null>(() => restored?.stored.correction ?? null);
  const [elapsedSeconds, setElapsedSeconds] = useState(() => restored?.stored.elapsedSeconds ?? 0);
  const elapsedRef = useRef(elapsedSeconds);
  useEffect(() => {
    elapsedRef.current = elapsedSeconds;
  }, [elapsedSeconds]);

  // The timer runs from when the exercise is shown until it is validated.
  const running = exercise !== undefined && correction === null;
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now() - elapsedRef.current * 1000;
    const tick = window.setInterval(
      () => setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000)),
      1000,
    );
    return () => window.clearInterval(tick);
  }, [running]);

  useEffect(() => {
    if (exercise) writeStored(screen.storage.exercise, { exercise, elapsedSeconds, correction });
  }, [screen.storage.exercise, exercise, elapsedSeconds, correction]);

  useEffect(() => {
    if (Object.keys(answers).length > 0) writeStored(screen.storage.answers, answers);
    else removeStored(screen.storage.answers);
  }, [screen.storage.answers, answers]);

  const setAnswer = useCallback((key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value.slice(0, MAX_ANSWER_LENGTH) }));
  }, []);

  /** Shows the correction and stops the timer at the time that was sent with the check. */
  const complete = useCallback((result: Correction) => {
    setCorrection(result);
    setElapsedSeconds(result.timeSpentSeconds);
  }, []);

  /** 'Generate New Exercise': forget the exercise, its answers and its correction, and draw a new one. */
  const generateNew = useCallback(() => {
    removeStored(screen.storage.exercise, screen.storage.answers);
    setAnswers({});
    setCorrection(null);
    setElapsedSeconds(0);
    elapsedRef.current = 0;
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
    correction,
    complete,
    elapsedSeconds,
    generateNew,
  };
}
