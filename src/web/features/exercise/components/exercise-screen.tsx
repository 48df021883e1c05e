import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { KIND_SCREEN_TEXTS } from "../../../../contract/kind-screen-texts";
import { KIND_BY_TYPE, type KindType } from "../../../../contract/kinds";
import { ExerciseSheet } from "../../../components/exercise-sheet/exercise-sheet";
import { RecommendationField } from "../../../components/exercise-sheet/recommendation";
import { SignInDialog } from "../../../components/sign-in-dialog";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useExerciseSession } from "../use-exercise-session";
import { useTimedTest } from "../use-timed-test";
import { useValidation } from "../use-validation";
import { CorrectionAccessNotice } from "./correction-access-notice";
import { EmptyCellsDialog } from "./empty-cells-dialog";
import { ExerciseActions } from "./exercise-actions";
import { ExerciseHeader, GeneratingExercise } from "./exercise-header";
import { ExerciseTimer } from "./exercise-timer";
import { ScoreDialog } from "./score-dialog";
import { TimeLeft } from "./time-left";
import { TimedTestStart } from "./timed-test-start";
import { WorkbookPanel } from "./workbook-panel";

/** One exercise once hydrated: generated or restored, answered, validated on the server, corrected. */
export function ExerciseScreen({ type }: { type: KindType }) {
  const screen = KIND_BY_TYPE[type];
  const { intro } = KIND_SCREEN_TEXTS[type];
  useDocumentTitle(screen.title, { description: intro });
  const location = useLocation();
  const returnPath = `${location.pathname}${location.search}`;
  const session = useExerciseSession(type);
  const { query, exercise, correction } = session;
  const isTest = screen.family === "modelling-test";
  const timed = useTimedTest(type, session);
  const validation = useValidation(type, session, timed.timing);
  const screenRef = useRef<HTMLDivElement>(null);
  const testRunning = timed.test !== null && correction === null;

  // At zero the grid locks and the answers are handed in as they stand, once per test (a reload may do it again
  // when the first try did not reach the server).
  const handedIn = useRef<number | null>(null);
  useEffect(() => {
    if (!timed.expired || !timed.test || handedIn.current === timed.test.deadline) return;
    handedIn.current = timed.test.deadline;
    validation.submit();
  }, [timed.expired, timed.test, validation.submit]);

  // Closing the score popup would return focus to 'Validate Answers', now disabled: go to the first wrong
  // cell instead (its description reads the expected value), else to 'Generate New Exercise'.
  const closeScore = (open: boolean) => {
    validation.setScoreOpen(open);
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

  const generateNew = () => {
    validation.reset();
    timed.end();
    session.generateNew();
  };
  const startTest = (minutes: number) => {
    validation.reset();
    timed.start(minutes);
  };

  return (
    <div ref={screenRef} className="space-y-6">
      <ExerciseHeader title={screen.title} intro={intro}>
        {exercise && !testRunning && (
          <ExerciseTimer seconds={session.elapsedSeconds} stopped={correction !== null} />
        )}
      </ExerciseHeader>
      {testRunning && timed.secondsLeft !== null && (
        // Under the sticky navigation bar, in view all along the grid.
        <div className="sticky top-[4.5rem] z-20">
          {timed.expired ? (
            <p role="status" className="text-right text-sm font-semibold text-amber-900 dark:text-amber-200">
              Time is up: your answers are handed in as they stand.
            </p>
          ) : (
            <TimeLeft seconds={timed.secondsLeft} />
          )}
        </div>
      )}
      {isTest && !testRunning && (
        <TimedTestStart durations={timed.durations} starting={timed.starting} onStart={startTest} />
      )}
      {!correction && (
        <CorrectionAccessNotice
          needsVerifiedEmail={screen.correction === "verified-email"}
          returnPath={returnPath}
        />
      )}

      {exercise ? (
        <>
          <ExerciseSheet
            type={type}
            grid={exercise}
            description={exercise.description}
            answers={session.answers}
            checked={correction?.cells}
            onAnswerChange={session.setAnswer}
            workings={correction?.workings}
            casePack={exercise.casePack}
            caseInProse={timed.caseInProse}
            gridLocked={timed.expired}
          >
            {isTest && (
              <RecommendationField
                value={session.recommendation}
                onChange={session.setRecommendation}
                readOnly={correction !== null || timed.expired}
              />
            )}
            <ExerciseActions
              family={screen.family}
              notice={validation.notice}
              correction={correction}
              pending={validation.pending}
              onValidate={validation.validate}
              onGenerateNew={generateNew}
            />
          </ExerciseSheet>
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
        showsPace={screen.showsPace}
        open={validation.scoreOpen}
        onOpenChange={closeScore}
      />
      <EmptyCellsDialog
        empty={validation.emptyCells}
        total={exercise?.cells.length ?? 0}
        onConfirm={validation.confirmEmpty}
        onCancel={validation.cancelEmpty}
      />
      <SignInDialog
        open={validation.signInOpen}
        onOpenChange={validation.setSignInOpen}
        title="Sign in to see the correction"
        message="You must be logged in to see the correction of this case study."
        kept="Your answers stay in this browser: you will come back to this exercise after signing in."
        returnPath={returnPath}
      />
    </div>
  );
}
