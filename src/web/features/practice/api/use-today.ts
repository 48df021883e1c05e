import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** GET /api/review/today: the due cards, then a few new items, and the streak. */
export function fetchToday() {
  return json(api.review.today.$get());
}

export type TodayQueue = Awaited<ReturnType<typeof fetchToday>>;
export type QueueItem = TodayQueue["items"][number];

export const todayQueryKey = ["review", "today"] as const;

export const todayQueryOptions = queryOptions({ queryKey: todayQueryKey, queryFn: fetchToday });

export function useToday() {
  return useQuery(todayQueryOptions);
}
