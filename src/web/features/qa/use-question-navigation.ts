import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Question } from "../../api/questions";
import { readCurrentQuestionId, saveCurrentQuestionId } from "./drafts";
import {
  filterQuestions,
  nextQuestion,
  noFilters,
  pickDifferentQuestion,
  type QuestionFilters,
} from "./question-picker";

/**
 * Which question /qa shows: the first pick (docs/screens.md#interview-questions), the filters, review mode (weak questions
 * first) and moving on. `onShow` runs whenever another question is shown.
 */
export function useQuestionNavigation({
  bank,
  weakIds,
  signedIn,
  onShow,
}: {
  bank: Question[] | undefined;
  weakIds: string[];
  signedIn: boolean;
  onShow: (questionId: string | null) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<QuestionFilters>(noFilters);
  const [reviewWeak, setReviewWeak] = useState(false);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const picked = useRef(false);
  const [hasPicked, setHasPicked] = useState(false);
  const seenInReview = useRef(new Set<string>());

  const pool = useMemo(() => filterQuestions(bank ?? [], filters), [bank, filters]);
  const weakInPool = useMemo(() => weakIds.filter((id) => pool.some((q) => q.id === id)), [weakIds, pool]);
  const reviewing = reviewWeak && signedIn;
  const current = bank?.find((question) => question.id === currentId) ?? null;

  const show = (id: string | null) => {
    setCurrentId(id);
    if (id) saveCurrentQuestionId(id);
    if (id && reviewing) seenInReview.current.add(id);
    onShow(id);
  };

  // docs/screens.md#interview-questions: navigation state, else the stored current question, else a random one.
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

  return {
    filters,
    reviewWeak,
    reviewing,
    currentId,
    current,
    hasPicked,
    weakInPool,
    canMoveOn: pool.some((question) => question.id !== currentId),
    moveOn,
    changeFilters,
    toggleReview,
  };
}
