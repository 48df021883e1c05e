import { api, json } from "../../../lib/typed-api";

/** POST /api/evaluate-answer for a bank question, inside a mock interview when given its id. */
export function evaluateAnswer(input: { questionId: string; answer: string; mockInterviewId?: string }) {
  return json(api["evaluate-answer"].$post({ json: input }));
}

export type Evaluation = Awaited<ReturnType<typeof evaluateAnswer>>;
