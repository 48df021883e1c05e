import { useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useMyAnswers } from "../../../api/coach";
import { useQuestions } from "../../../api/questions";
import { useSession } from "../../../api/session";
import { SignInDialog } from "../../../components/sign-in-dialog";
import { Alert } from "../../../components/ui/alert";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { weakQuestionIds } from "../question-picker";
import { useAnswer } from "../use-answer";
import { useQuestionNavigation } from "../use-question-navigation";
import { AnswerForm } from "./answer-form";
import { EvaluationResult } from "./evaluation-result";
import { QuestionCard } from "./question-card";
import { QuestionChooser } from "./question-chooser";
import { QuestionExportLinks } from "./question-export-links";

const coachLoginMessage = "You must be logged in to evaluate your answer with our AI coach.";

/** /qa: one interview question at a time, answered in the student's own words and scored by the coach (docs/screens.md#interview-questions). */
export function QaPage() {
  useDocumentTitle("Interview Questions", {
    description: "Answer real finance interview questions in your own words and get a score out of 10.",
  });
  const session = useSession();
  const signedIn = Boolean(session.data);
  const questions = useQuestions();
  const myAnswers = useMyAnswers({ enabled: signedIn });
  const answer = useAnswer({ signedIn });
  const bank = questions.data;
  const weakIds = useMemo(() => weakQuestionIds(myAnswers.data ?? []), [myAnswers.data]);
  const navigation = useQuestionNavigation({ bank, weakIds, signedIn, onShow: answer.load });
  const { current, currentId } = navigation;
  const focusQuestionAfterMove = useRef(false);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const { evaluation } = answer;
  const best = myAnswers.data?.find((saved) => saved.questionId === currentId);
  const result = evaluation.data && evaluation.variables?.questionId === currentId ? evaluation.data : null;
  const evaluating = evaluation.isPending;

  useEffect(() => {
    if (questions.error) console.error("Error loading questions from the database:", questions.error);
    else if (bank?.length === 0) console.warn("No questions found in the database");
  }, [questions.error, bank]);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  // 'Next question' sits in the result block, which goes away: focus follows the new question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes.
  useEffect(() => {
    if (!focusQuestionAfterMove.current) return;
    focusQuestionAfterMove.current = false;
    questionHeading.current?.focus();
  }, [currentId]);

  return (
    <section aria-labelledby="qa-title" className="mx-auto max-w-3xl">
      <h1 id="qa-title" className="text-3xl font-bold">
        Interview Questions
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Answer in your own words, as you would in the interview. The AI coach scores your answer out of 10,
        says what you covered and what is missing, and shows the correct answer.{" "}
        <Link
          to="/questions"
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Browse the question bank
        </Link>{" "}
        to pick one yourself.
      </p>

      <QuestionChooser
        filters={navigation.filters}
        onFiltersChange={navigation.changeFilters}
        disabled={!bank || evaluating}
        review={
          signedIn
            ? {
                on: navigation.reviewWeak,
                onToggle: navigation.toggleReview,
                reviewing: navigation.reviewing,
                scoresPending: myAnswers.isPending,
                weakCount: navigation.weakInPool.length,
              }
            : undefined
        }
      />

      <div className="mt-6 space-y-6">
        {questions.isPending && <p role="status">Loading...</p>}
        {questions.isError && <Alert tone="error">Error loading questions from the database</Alert>}
        {bank?.length === 0 && <Alert tone="error">No questions found in the database</Alert>}
        {bank && bank.length > 0 && !current && navigation.hasPicked && (
          <Alert tone="info">No questions available</Alert>
        )}

        {current && (
          <QuestionCard
            question={current}
            bestScore={best?.score}
            headingRef={questionHeading}
            onChangeQuestion={navigation.moveOn}
            canChangeQuestion={navigation.canMoveOn && !evaluating}
          >
            <AnswerForm
              answer={answer}
              onChange={(value) => answer.update(currentId, value)}
              onSubmit={() => answer.submit(current)}
              sessionPending={session.isPending}
            />
          </QuestionCard>
        )}

        {answer.evaluationError && <Alert tone="error">{answer.evaluationError}</Alert>}
        {result && (
          <EvaluationResult
            result={result}
            onNext={() => {
              focusQuestionAfterMove.current = true;
              navigation.moveOn();
            }}
            canMoveOn={navigation.canMoveOn}
            headingRef={resultHeading}
          />
        )}
      </div>

      <QuestionExportLinks />
      <SignInDialog
        open={answer.loginOpen}
        onOpenChange={answer.setLoginOpen}
        title="Sign in to get your score"
        message={coachLoginMessage}
        kept="Your answer is saved in this browser and will be here when you come back."
        returnPath="/qa"
      />
    </section>
  );
}
