import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { KIND_BY_TYPE } from "../../../../contract/kinds";
import type { CaseStudyType } from "../../../../engine";
import { CaseStudySheet } from "../../../components/case-study/case-study-sheet";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useHydrated } from "../../../lib/use-hydrated";
import { refreshSession } from "../../auth/api/use-session";
import { useCheckAnswers } from "../api/check-answers";
import { useExerciseSession } from "../use-exercise-session";
import { ExerciseTimer } from "./exercise-timer";
import { ScoreDialog } from "./score-dialog";
import { SignInRequiredDialog } from "./sign-in-required-dialog";
import { WorkbookPanel } from "./workbook-panel";

type Notice = { kind: "unverified"; message: string } | { kind: "error"; message: string };

// A drill is asked aloud and answered quickly: its buttons say so.
const BUTTONS = {
  "case-study": { check: "Validate Answers", checking: "Validating...", again: "Generate New Exercise" },
  drill: { check: "Check", checking: "Checking...", again: "New numbers" },
} as const;

const unverifiedMessage =
  "You must be logged in with a verified email to see the correction. Please log in / verify your email.";

/** An exercise screen (the page of a kind): statement, answer grid, validation and correction. */
export function ExercisePage({ type }: { type: CaseStudyType }) {
  // A prerendered page hydrates with the loading state its HTML shows; the exercise kept in browser storage
  // is read right after (reading it while hydrating would make the page differ from its HTML).
  const hydrated = useHydrated();
  // Every kind's route renders this same component; the key gives each kind its own state.
  return hydrated ? <ExerciseScreen key={type} type={type} /> : <ExerciseLoadingScreen type={type} />;
}

/** The screen while its exercise loads, as prerendered: the same markup as ExerciseScreen's. */
function ExerciseLoadingScreen({ type }: { type: CaseStudyType }) {
  const screen = KIND_BY_TYPE[type];
  return (
    <div className="space-y-6">
      <ExerciseHeader title={screen.title} intro={screen.intro} />
      <GeneratingExercise />
    </div>
  );
}

function ExerciseHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>
      </div>
      {children}
    </header>
  );
}

function GeneratingExercise() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <Spinner label="Generating your exercise..." />
    </div>
  );
}

function ExerciseScreen({ type }: { type: CaseStudyType }) {
  const screen = KIND_BY_TYPE[type];
  useDocumentTitle(screen.title, { description: screen.intro });
  const location = useLocation();
  const session = useExerciseSession(type);
  const { query, exercise, correction } = session;
  const check = useCheckAnswers(type);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const [scoreOpen, setScoreOpen] = useState(false);
  const screenRef = useRef<HTMLDivElement>(null);
  const buttons = BUTTONS[screen.family];

  // Closing the score popup would return focus to 'Validate Answers', now disabled: go to the first wrong
  // cell instead (its description reads the expected value), else to 'Generate New Exercise'.
  const closeScore = (open: boolean) => {
    setScoreOpen(open);
    if (open) return;
    window.setTimeout(() => {
      const target =
        screenRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        screenRef.current?.querySelector<HTMLElement>("[data-generate-new]");
      target?.focus();
    }, 0);
  };

  useEffect(() => {
    if (query.error) console.warn("Loading the exercise failed:", query.error.message);
  }, [query.error]);

  // The server decides who sees a correction (DESIGN §6); its 401 and 403 open the popup or the alert.
  const validate = () => {
    if (!exercise || correction || check.isPending) return;
    setNotice(null);
    const timeSpentSeconds = session.elapsedSeconds;
    check.mutate(
      { seed: exercise.seed, answers: session.answersToCheck, timeSpentSeconds },
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
          if (error.code === "AUTH_REQUIRED" || error.code === "EMAIL_NOT_VERIFIED") {
            // The navbar may still show an old session (expired, or verified since).
            void refreshSession();
          }
          if (error.code === "AUTH_REQUIRED") setSignInOpen(true);
          else if (error.code === "EMAIL_NOT_VERIFIED")
            setNotice({ kind: "unverified", message: error.message || unverifiedMessage });
          else setNotice({ kind: "error", message: error.message });
        },
      },
    );
  };

  const generateNew = () => {
    setNotice(null);
    setScoreOpen(false);
    check.reset();
    session.generateNew();
  };

  return (
    <div ref={screenRef} className="space-y-6">
      <ExerciseHeader title={screen.title} intro={screen.intro}>
        {exercise && <ExerciseTimer seconds={session.elapsedSeconds} stopped={correction !== null} />}
      </ExerciseHeader>

      {exercise ? (
        <>
          <CaseStudySheet
            type={type}
            grid={exercise}
            description={exercise.description}
            answers={session.answers}
            checked={correction?.cells}
            onAnswerChange={session.setAnswer}
            workings={correction?.workings}
          >
            <div className="mt-6 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
              {notice?.kind === "unverified" && (
                <Alert tone="error">
                  <p>{notice.message}</p>
                  <p className="mt-1">
                    <Link to="/profile" className="font-semibold underline underline-offset-2">
                      Resend the verification email from your profile
                    </Link>
                  </p>
                </Alert>
              )}
              {notice?.kind === "error" && <Alert tone="error">{notice.message}</Alert>}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  onClick={validate}
                  disabled={correction !== null || check.isPending}
                  className="w-full sm:w-auto"
                >
                  {check.isPending ? buttons.checking : buttons.check}
                </Button>
                <Button
                  variant="secondary"
                  data-generate-new
                  onClick={generateNew}
                  disabled={check.isPending}
                  className="w-full sm:w-auto"
                >
                  {buttons.again}
                </Button>
                {correction && (
                  <p className="text-sm text-slate-700 sm:ml-auto dark:text-slate-300">
                    Score{" "}
                    <span className="tabular text-base font-bold text-slate-900 dark:text-white">
                      {correction.score} %
                    </span>
                  </p>
                )}
              </div>
              {correction && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Answers are locked after validation. Ask for{" "}
                  {screen.family === "drill" ? "new numbers" : "a new exercise"} to practise again.
                </p>
              )}
            </div>
          </CaseStudySheet>
          <WorkbookPanel slug={screen.slug} seed={exercise.seed} />
        </>
      ) : query.isError ? (
        <div className="space-y-3">
          <Alert tone="error">
            {query.error instanceof ApiRequestError
              ? query.error.message
              : "We could not load an exercise. Check your connection and try again."}
          </Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <GeneratingExercise />
      )}

      <ScoreDialog
        correction={correction}
        open={scoreOpen}
        onOpenChange={closeScore}
        showsPace={screen.showsPace === true}
      />
      <SignInRequiredDialog
        open={signInOpen}
        onOpenChange={setSignInOpen}
        returnPath={`${location.pathname}${location.search}`}
      />
    </div>
  );
}
