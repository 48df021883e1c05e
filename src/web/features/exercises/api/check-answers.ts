import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { KIND_BY_TYPE } from "../../../../contract/kinds";
import type { CaseStudyType } from "../../../../engine";
import { api, json } from "../../../lib/typed-api";

const checkRoute = api["case-studies"][":type"].check;

export type CheckAnswersInput = InferRequestType<typeof checkRoute.$post>["json"];
/** The correction: the saved exercise's id, the percent score and every cell marked. */
export type CheckAnswersResult = InferResponseType<typeof checkRoute.$post, 200>;

/** POST /api/case-studies/:type/check: graded on the server and saved to the signed-in user's history. */
export function checkAnswers(type: CaseStudyType, input: CheckAnswersInput): Promise<CheckAnswersResult> {
  return json(checkRoute.$post({ param: { type: KIND_BY_TYPE[type].slug }, json: input }));
}

// The history list and the profile's stats change with every saved attempt.
export const historyQueryKeys = [["exercises"], ["profile"]] as const;

export function useCheckAnswers(type: CaseStudyType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckAnswersInput) => checkAnswers(type, input),
    onSuccess: () => {
      for (const queryKey of historyQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
