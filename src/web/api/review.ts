import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";
import { fetchToday } from "./review-today";

/** Today's queue and readiness change with every graded attempt: mutations invalidate `reviewKeys.all`. */
export const reviewKeys = {
  all: ["review"] as const,
  today: () => [...reviewKeys.all, "today"] as const,
  readiness: () => [...reviewKeys.all, "readiness"] as const,
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
