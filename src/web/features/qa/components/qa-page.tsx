import {
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { questionTopics } from "../../../../contract/question-topics";
import { SignInDialog } from "../../../components/sign-in-dialog";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/use-session";
import { useEvaluateAnswer } from "../api/use-evaluate-answer";
import { useMyAnswers } from "../api/use-my-answers";
import { type Question, useQuestions } from "../api/use-questions";
import { readCurrentQuestionId, readDraft, saveCurrentQuestionId, saveDraft } from "../drafts";
import { difficulties, topicLabel, weakScoreThreshold } from "../question-labels";
import {
  filterQuestions,
  nextQuestion,
  noFilters,
  pickDifferentQuestion,
  type QuestionFilters,
  weakQuestionIds,
} from "../question-picker";
import { DifficultyMeter } from "./difficulty-meter";
import { EvaluationResult } from "./evaluation-result";
import { FilterSelect } from "./filter-select";
import { QuestionExportLinks } from "./question-export-links";

const maxAnswerLength = 10_000;
const coachLoginMessage = "You must be logged in to evaluate your answer with our AI coach.";

const topicOptions = [
  { value: "", label: "All topics" },
  ...questionTopics.map((t) => ({ value: t.id, label: t.en })),
];
const difficultyOptions = [
  { value: "", label: "All levels" },
  ...difficulties.map((d) => ({ value: String(d.level), label: `${d.level}/3 · ${d.en}` })),
];

/** /qa: one interview question at a time, answered in the student's own words and scored by the coach (spec §2, §4). */
export function QaPage() {
  useDocumentTitle("Interview Questions", {
    description: "Answer real finance interview questions in your own words and get a score out of 10.",
  });
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const questions = useQuestions();
  const myAnswers = useMyAnswers({ enabled: signedIn });
  const evaluation = useEvaluateAnswer();
  const resetEvaluation = evaluation.reset;

  const [filters, setFilters] = useState<QuestionFilters>(noFilters);
  const [reviewWeak, setReviewWeak] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [evaluationError, setEvaluationError] = useState<string | null>(null);
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const picked = useRef(false);
  const [hasPicked, setHasPicked] = useState(false);
  const focusQuestionAfterMove = useRef(false);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const seenInReview = useRef(new Set<string>());
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const bank = questions.data;
  const pool = useMemo(() => filterQuestions(bank ?? [], filters), [bank, filters]);
  const weakIds = useMemo(() => weakQuestionIds(myAnswers.data ?? []), [myAnswers.data]);
  const weakInPool = useMemo(() => weakIds.filter((id) => pool.some((q) => q.id === id)), [weakIds, pool]);
  const reviewing = reviewWeak && signedIn;
  const current = bank?.find((question) => question.id === currentId) ?? null;
  const best = myAnswers.data?.find((answer) => answer.questionId === currentId);
  const result = evaluation.data && evaluation.variables?.questionId === currentId ? evaluation.data : null;
  const evaluating = evaluation.isPending;

  /** Shows a question with its saved draft and no result (spec §4 step 4). */
  const show = (id: string | null) => {
    setCurrentId(id);
    setDraft(id ? readDraft(id) : "");
    if (id) saveCurrentQuestionId(id);
    if (id && reviewing) seenInReview.current.add(id);
    setFieldError(null);
    setEvaluationError(null);
    setPasteBlocked(false);
    resetEvaluation();
  };

  // Spec §4 step 1: navigation state, else the stored current question, else a random one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the bank first arrives.
  useEffect(() => {
    if (!bank || picked.current) return;
    picked.current = true;
    const known = (id: unknown): id is string => typeof id === "string" && bank.some((q) => q.id === id);
    const fromNavigation = (location.state as { questionId?: unknown } | null)?.questionId;
    const stored = readCurrentQuestionId();
    const id = known(fromNavigation)
      ? fromNavigation
      : known(stored)
        ? stored
        : (pickDifferentQuestion(bank, null)?.id ?? null);
    show(id);
    setHasPicked(true);
    // The choice is now stored; a reload should not jump back to the question passed in navigation.
    if (fromNavigation !== undefined) navigate(location.pathname, { replace: true, state: null });
  }, [bank]);

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

  const moveOn = () => {
    const next = nextQuestion(pool, currentId, reviewing ? { weakIds, seen: seenInReview.current } : null);
    if (next) show(next.id);
    else console.warn("No questions available");
  };

  const changeFilters = (next: QuestionFilters) => {
    setFilters(next);
    const nextPool = filterQuestions(bank ?? [], next);
    if (nextPool.some((question) => question.id === currentId)) return;
    const firstWeak = reviewing ? weakIds.find((id) => nextPool.some((q) => q.id === id)) : undefined;
    show(firstWeak ?? pickDifferentQuestion(nextPool, null)?.id ?? null);
  };

  const toggleReview = (on: boolean) => {
    setReviewWeak(on);
    seenInReview.current = new Set(currentId ? [currentId] : []);
    if (!on || (currentId && weakInPool.includes(currentId))) return;
    const firstWeak = weakInPool[0];
    if (firstWeak) {
      seenInReview.current.add(firstWeak);
      show(firstWeak);
    }
  };

  const updateDraft = (value: string) => {
    setDraft(value);
    setFieldError(null);
    if (currentId) saveDraft(currentId, value);
  };

  const askToSignIn = (question: Question) => {
    saveCurrentQuestionId(question.id);
    saveDraft(question.id, draft);
    setLoginOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || evaluating) return;
    if (!draft.trim()) {
      setFieldError("Write your answer before submitting.");
      return;
    }
    if (!signedIn) {
      askToSignIn(current);
      return;
    }
    setEvaluationError(null);
    evaluation.mutate(
      { questionId: current.id, answer: draft },
      {
        onError: (failure) => {
          if (failure instanceof ApiRequestError) {
            console.warn("Evaluation refused:", failure.status, failure.message);
            if (failure.status === 401) {
              askToSignIn(current);
              return;
            }
            setEvaluationError(
              `Sorry, we couldn't evaluate your answer at this time. Error during evaluation: ${failure.message}`,
            );
            return;
          }
          console.error("Evaluation failed:", failure);
          setEvaluationError(`Sorry, we couldn't evaluate your answer at this time. ${failure.message}`);
        },
      },
    );
  };

  // Spec §5: the answer is the student's own words, so pasting (and dropping text) is blocked.
  const blockPaste = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  const canMoveOn = pool.some((question) => question.id !== currentId);
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;

  return (
    <section aria-labelledby="qa-title" className="mx-auto max-w-3xl">
      <h1 id="qa-title" className="text-3xl font-bold">
        Interview Questions
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Answer in your own words, as you would in the interview. The AI coach scores your answer out of 10,
        says what you covered and what is missing, and shows a model answer.
      </p>

      <fieldset className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <legend className="sr-only">Choose questions</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <FilterSelect
            label="Topic"
            options={topicOptions}
            value={filters.topic ?? ""}
            disabled={!bank || evaluating}
            onChange={(event) => changeFilters({ ...filters, topic: event.target.value || null })}
          />
          <FilterSelect
            label="Difficulty"
            options={difficultyOptions}
            value={filters.difficulty === null ? "" : String(filters.difficulty)}
            disabled={!bank || evaluating}
            onChange={(event) =>
              changeFilters({
                ...filters,
                difficulty: event.target.value ? Number(event.target.value) : null,
              })
            }
          />
          {signedIn && (
            <div className="sm:col-span-2">
              <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
                  checked={reviewWeak}
                  disabled={!bank || evaluating}
                  onChange={(event) => toggleReview(event.target.checked)}
                  aria-describedby={`${ids}-review`}
                />
                Review my weak questions
              </label>
              <p id={`${ids}-review`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {!reviewing
                  ? `Questions you scored below ${weakScoreThreshold}/10 come first.`
                  : myAnswers.isPending
                    ? "Loading your scores..."
                    : weakInPool.length === 0
                      ? `Nothing to review here: no question${filters.topic || filters.difficulty ? " matching these filters" : ""} is below ${weakScoreThreshold}/10. Questions come at random.`
                      : `${weakInPool.length} question${weakInPool.length === 1 ? "" : "s"} below ${weakScoreThreshold}/10 come first, lowest score first.`}
              </p>
            </div>
          )}
        </div>
      </fieldset>

      <div className="mt-6 space-y-6">
        {questions.isPending && <p role="status">Loading...</p>}
        {questions.isError && <Alert tone="error">Error loading questions from the database</Alert>}
        {bank?.length === 0 && <Alert tone="error">No questions found in the database</Alert>}
        {bank && bank.length > 0 && !current && hasPicked && (
          <Alert tone="info">No questions available</Alert>
        )}

        {current && (
          <article
            aria-labelledby="qa-question"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                {topicLabel(current.topic)}
              </span>
              <DifficultyMeter level={current.difficulty} label={`Difficulty: ${current.difficulty}/3`} />
              {best && (
                <span className="text-sm text-slate-600 dark:text-slate-300">Your best: {best.score}/10</span>
              )}
            </div>
            <div aria-live="polite">
              <h2
                id="qa-question"
                ref={questionHeading}
                tabIndex={-1}
                className="mt-4 text-xl leading-snug font-semibold"
              >
                {current.question}
              </h2>
            </div>
            <Button variant="secondary" className="mt-4" onClick={moveOn} disabled={!canMoveOn || evaluating}>
              Change Question
            </Button>

            <form onSubmit={submit} className="mt-6 space-y-2">
              <label
                htmlFor={`${ids}-answer`}
                className="block font-medium text-slate-800 dark:text-slate-200"
              >
                Your answer
              </label>
              <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
                Pasting is disabled: write the answer in your own words. Your draft is saved as you type.
              </p>
              <textarea
                id={`${ids}-answer`}
                name="answer"
                rows={6}
                required
                maxLength={maxAnswerLength}
                value={draft}
                disabled={evaluating}
                aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
                aria-invalid={fieldError ? true : undefined}
                onChange={(event) => updateDraft(event.target.value)}
                onPaste={blockPaste}
                onDrop={blockPaste}
                className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 disabled:opacity-60 aria-invalid:border-red-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
              />
              <div role="status" className="text-sm">
                {pasteBlocked && (
                  <p className="font-medium text-amber-800 dark:text-amber-300">
                    Paste blocked: type your answer instead.
                  </p>
                )}
              </div>
              {fieldError && (
                <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">
                  {fieldError}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-4 pt-2">
                <Button type="submit" disabled={evaluating || session.isPending}>
                  Submit
                </Button>
                {evaluating && <Spinner label="Evaluating your answer..." />}
              </div>
            </form>
          </article>
        )}

        {evaluationError && <Alert tone="error">{evaluationError}</Alert>}
        {result && (
          <EvaluationResult
            result={result}
            onNext={() => {
              focusQuestionAfterMove.current = true;
              moveOn();
            }}
            canMoveOn={canMoveOn}
            headingRef={resultHeading}
          />
        )}
      </div>

      <QuestionExportLinks />
      <SignInDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        title="Sign in to get your score"
        message={coachLoginMessage}
        kept="Your answer is saved in this browser and will be here when you come back."
        returnPath="/qa"
      />
    </section>
  );
}
