import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";
import { todayQueryKey } from "./use-today";

const route = api["mock-interviews"];

/** GET /api/mock-interviews/:id: its parts, which are answered, and the report once finished. */
export function fetchMockInterview(id: string) {
  return json(route[":id"].$get({ param: { id } }));
}

export type MockInterview = Awaited<ReturnType<typeof fetchMockInterview>>;
export type MockPart = MockInterview["parts"][number];

export const mockInterviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["mock-interviews", id], queryFn: () => fetchMockInterview(id) });

export function useMockInterview(id: string) {
  return useQuery(mockInterviewQueryOptions(id));
}

/** POST /api/mock-interviews: a new timed interview for the track and length. */
export function useStartMockInterview() {
  return useMutation({
    mutationFn: (input: { track: "ib" | "pe"; minutes: 15 | 30 | 45 }) => json(route.$post({ json: input })),
  });
}

/** POST /api/mock-interviews/:id/finish: the report; unanswered parts go into review. */
export function useFinishMockInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => json(route[":id"].finish.$post({ param: { id } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["mock-interviews", id] }),
        queryClient.invalidateQueries({ queryKey: todayQueryKey }),
      ]),
  });
}
