import { useState } from "react";
import { KIND_BY_TYPE, type KindType } from "../../../contract/kinds";
import { type CheckAnswersInput, useCheckAnswers } from "../../api/kinds";
import { refreshSession } from "../../api/session";
import { ApiRequestError } from "../../lib/api-client";
import type { useExerciseSession } from "./use-exercise-session";

export type Notice = { kind: "unverified"; message: string } | { kind: "error"; message: string };

const unverifiedMessage =
  "You must be logged in with a verified email to see the correction. Please log in / verify your email.";

/** The number of cells left empty (a select left on 'Select...' included). */
export function emptyCellCount(answers: Readonly<Record<string, string>>): number {
  return Object.values(answers).filter((text) => text.trim() === "").length;
}

/** A timed test's part of the check: its duration and the seconds spent, read at the moment of sending. */
export type TestTiming = () => Pick<CheckAnswersInput, "timedMinutes" | "timeSpentSeconds"> | null;

/**
 * 'Validate Answers': asks first when cells are empty, sends the answers with the time spent (a timed test's own
 * time and duration, with `timing`) and a modelling test's recommendation, and turns the server's refusals into the
 * sign-in dialog (401) or an alert (403), docs/marking.md#who-sees-a-correction. The server decides who sees a
 * correction. `submit` sends at once, empty cells and all (a timed test at zero).
 */
export function useValidation(
  type: KindType,
  session: ReturnType<typeof useExerciseSession>,
  timing?: TestTiming,
) {
  const check = useCheckAnswers(KIND_BY_TYPE[type].slug);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const [scoreOpen, setScoreOpen] = useState(false);
  /** The empty cells the student is asked about; null when not asking. */
  const [emptyCells, setEmptyCells] = useState<number | null>(null);
  const { exercise, correction } = session;

  const send = () => {
    if (!exercise || correction || check.isPending) return;
    setEmptyCells(null);
    setNotice(null);
    const timed = timing?.() ?? null;
    const timeSpentSeconds = timed?.timeSpentSeconds ?? session.secondsSpent();
    const recommendation = session.recommendation.trim();
    check.mutate(
      {
        seed: exercise.seed,
        answers: session.answersToCheck,
        timeSpentSeconds,
        ...(timed?.timedMinutes ? { timedMinutes: timed.timedMinutes } : {}),
        ...(recommendation ? { recommendation } : {}),
      },
      {
        onSuccess: (result) => {
          session.complete({ ...result, timeSpentSeconds });
          setScoreOpen(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) {
            console.error("Checking the answers failed:", error);
            setNotice({
              kind: "error",
              message: "We could not reach the server. Check your connection and try again.",
            });
            return;
          }
          console.warn(`Checking the answers failed (${error.code}):`, error.message);
          // The navbar may still show an old session (expired, or verified since).
          if (error.code === "AUTH_REQUIRED" || error.code === "EMAIL_NOT_VERIFIED") void refreshSession();
          if (error.code === "AUTH_REQUIRED") setSignInOpen(true);
          else if (error.code === "EMAIL_NOT_VERIFIED")
            setNotice({ kind: "unverified", message: error.message || unverifiedMessage });
          else setNotice({ kind: "error", message: error.message });
        },
      },
    );
  };

  const validate = () => {
    if (!exercise || correction || check.isPending) return;
    const empty = emptyCellCount(session.answersToCheck);
    if (empty > 0) setEmptyCells(empty);
    else send();
  };

  /** 'Generate New Exercise': forgets the messages and the last check. */
  const reset = () => {
    setNotice(null);
    setScoreOpen(false);
    check.reset();
  };

  return {
    validate,
    confirmEmpty: send,
    submit: send,
    emptyCells,
    cancelEmpty: () => setEmptyCells(null),
    pending: check.isPending,
    notice,
    signInOpen,
    setSignInOpen,
    scoreOpen,
    setScoreOpen,
    reset,
  };
}
