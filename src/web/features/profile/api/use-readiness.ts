import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/typed-api";

/** GET /api/readiness: overall readiness and, per bank topic and exercise kind, readiness, attempts, due, trend. */
export function fetchReadiness() {
  return json(api.readiness.$get());
}

export type Readiness = Awaited<ReturnType<typeof fetchReadiness>>;

export const readinessQueryOptions = queryOptions({ queryKey: ["readiness"], queryFn: fetchReadiness });

export function useReadiness() {
  return useQuery(readinessQueryOptions);
}
