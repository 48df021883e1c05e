import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, json } from "../lib/typed-api";
import { invalidate } from "./invalidate";
import { reviewKeys } from "./review";

export const coachKeys = {
  all: ["coach"] as const,
  myAnswers: () => [...coachKeys.all, "my-answers"] as const,
};

/** GET /api/my-answers: the signed-in user's best answer to each question they tried, newest first. */
export async function fetchMyAnswers() {
  const { answers } = await json(api["my-answers"].$get());
  return answers;
}

export type MyAnswer = Awaited<ReturnType<typeof fetchMyAnswers>>[number];

export const myAnswersQueryOptions = queryOptions({
  queryKey: coachKeys.myAnswers(),
  queryFn: fetchMyAnswers,
});

/** Pass `enabled: false` while signed out: the endpoint answers 401 without a session. */
export function useMyAnswers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myAnswersQueryOptions, enabled });
}

export type EvaluateAnswerInput = InferRequestType<(typeof api)["evaluate-answer"]["$post"]>["json"];

/**
 * POST /api/evaluate-answer: the coach scores an answer to a bank question against the server's own model
 * answer and keeps the best score (inside a mock interview when the input names one).
 */
export function evaluateAnswer(input: EvaluateAnswerInput) {
  return json(api["evaluate-answer"].$post({ json: input }));
}

export type Evaluation = Awaited<ReturnType<typeof evaluateAnswer>>;

/** The best answers, today's queue and readiness change with every evaluation. */
export function useEvaluateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAnswer,
    onSuccess: () => invalidate(queryClient, coachKeys.myAnswers(), reviewKeys.all),
  });
}

export type Confirmation = InferRequestType<
  (typeof api)["evaluate-answer"][":attemptId"]["confirm"]["$post"]
>["json"];

/**
 * POST /api/evaluate-answer/:attemptId/confirm: the student's own decision on each key point (and the wrong
 * claims they dispute) scored by the server's rule; a new confirmation replaces the last.
 */
export function confirmEvaluation({ attemptId, ...confirmation }: Confirmation & { attemptId: number }) {
  return json(
    api["evaluate-answer"][":attemptId"].confirm.$post({
      param: { attemptId: String(attemptId) },
      json: confirmation,
    }),
  );
}

/**
 * The confirmed score re-rates the question's card and shows beside the best answer: the best answers, today's
 * queue and readiness (on the practice screens and the profile) change with it.
 */
export function useConfirmEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEvaluation,
    onSuccess: () => invalidate(queryClient, coachKeys.myAnswers(), reviewKeys.all),
  });
}
