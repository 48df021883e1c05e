import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";
import { myAnswersQueryKey } from "./use-my-answers";

export interface EvaluateAnswerInput {
  questionId: string;
  answer: string;
}

/** Has the coach score an answer; the server uses its own model answer and keeps the best score. */
export function evaluateAnswer(input: EvaluateAnswerInput) {
  return json(api["evaluate-answer"].$post({ json: input }));
}

export type Evaluation = Awaited<ReturnType<typeof evaluateAnswer>>;

export function useEvaluateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAnswersQueryKey }),
  });
}
