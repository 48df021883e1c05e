import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";
import { invalidate } from "./invalidate";
import { fetchToday } from "./review-today";

/** Today's queue and readiness change with every graded attempt: mutations invalidate `reviewKeys.all`. */
export const reviewKeys = {
  all: ["review"] as const,
  today: () => [...reviewKeys.all, "today"] as const,
  readiness: () => [...reviewKeys.all, "readiness"] as const,
  flashcard: (questionId: string) => [...reviewKeys.all, "flashcard", questionId] as const,
};

export const todayQueryOptions = queryOptions({ queryKey: reviewKeys.today(), queryFn: fetchToday });

export function useToday() {
  return useQuery(todayQueryOptions);
}

/** GET /api/readiness: overall readiness and, per bank topic and exercise kind, readiness, attempts, due, trend. */
export function fetchReadiness() {
  return json(api.readiness.$get());
}

export type Readiness = Awaited<ReturnType<typeof fetchReadiness>>;

export const readinessQueryOptions = queryOptions({
  queryKey: reviewKeys.readiness(),
  queryFn: fetchReadiness,
});

export function useReadiness() {
  return useQuery(readinessQueryOptions);
}

/** GET /api/review/questions/:questionId/flashcard: the model answer and the key points to tick, in order. */
export function fetchFlashcard(questionId: string) {
  return json(api.review.questions[":questionId"].flashcard.$get({ param: { questionId } }));
}

export const flashcardQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: reviewKeys.flashcard(questionId),
    queryFn: () => fetchFlashcard(questionId),
    // The bank changes only with a deploy.
    staleTime: 10 * 60_000,
  });

export function useFlashcard(questionId: string) {
  return useQuery(flashcardQueryOptions(questionId));
}

/**
 * POST /api/review/questions/:questionId/flashcard: records a flashcard review, one tick per key point; the
 * server scores it and answers `{ score, rating, due }`.
 */
export function reviewFlashcard({ questionId, keyPoints }: { questionId: string; keyPoints: boolean[] }) {
  return json(
    api.review.questions[":questionId"].flashcard.$post({ param: { questionId }, json: { keyPoints } }),
  );
}

export type FlashcardReview = Awaited<ReturnType<typeof reviewFlashcard>>;

/** The review moves the card: today's queue and readiness (which the profile page shows too) refresh. */
export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlashcard,
    onSuccess: () => invalidate(queryClient, reviewKeys.today(), reviewKeys.readiness()),
  });
}
