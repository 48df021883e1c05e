import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, json } from "../lib/typed-api";
import { invalidate } from "./invalidate";
import { reviewKeys } from "./review";

const route = api["mock-interviews"];

export const mockInterviewKeys = {
  all: ["mock-interviews"] as const,
  list: () => [...mockInterviewKeys.all, "list"] as const,
  detail: (id: string) => [...mockInterviewKeys.all, id] as const,
};

/** GET /api/mock-interviews: the student's latest mock interviews, newest first, each with its score and time taken. */
export async function fetchMockInterviews() {
  const { mockInterviews } = await json(route.$get());
  return mockInterviews;
}

export type MockInterviewSummary = Awaited<ReturnType<typeof fetchMockInterviews>>[number];

export const mockInterviewsQueryOptions = queryOptions({
  queryKey: mockInterviewKeys.list(),
  queryFn: fetchMockInterviews,
});

export function useMockInterviews() {
  return useQuery(mockInterviewsQueryOptions);
}

/**
 * GET /api/mock-interviews/:id: its parts, which are answered, and once finished the report with every answer,
 * the coach's evaluation and the model answer.
 */
export function fetchMockInterview(id: string) {
  return json(route[":id"].$get({ param: { id } }));
}

export type MockInterview = Awaited<ReturnType<typeof fetchMockInterview>>;
export type MockPart = MockInterview["parts"][number];
export type MockReport = NonNullable<MockInterview["report"]>;

export const mockInterviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: mockInterviewKeys.detail(id), queryFn: () => fetchMockInterview(id) });

export function useMockInterview(id: string) {
  return useQuery(mockInterviewQueryOptions(id));
}

/** POST /api/mock-interviews: a new timed interview for the track and length. */
export function startMockInterview(input: InferRequestType<typeof route.$post>["json"]) {
  return json(route.$post({ json: input }));
}

export function useStartMockInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMockInterview,
    // Not awaited: the new interview opens at once, the list refreshes behind it.
    onSuccess: () => {
      void invalidate(queryClient, mockInterviewKeys.list());
    },
  });
}

/** POST /api/mock-interviews/:id/finish: the report; unanswered parts go into review. */
export function finishMockInterview(id: string) {
  return json(route[":id"].finish.$post({ param: { id } }));
}

export function useFinishMockInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishMockInterview(id),
    onSuccess: () => invalidate(queryClient, mockInterviewKeys.all, reviewKeys.all),
  });
}
