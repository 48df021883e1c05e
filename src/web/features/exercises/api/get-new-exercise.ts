import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CaseStudyType } from "../../../../engine";
import { api, apiFetch } from "../../../lib/api-client";
import { EXERCISE_SCREENS } from "../exercise-screens";

const newExerciseRoute = api["case-studies"][":type"].new;

/** A generated exercise: seed, statement, its sentences and the answer grid; never the expected values. */
export type NewExercise = InferResponseType<typeof newExerciseRoute.$get, 200>;

/** Which exercise to load: the one of a known seed, or a fresh draw (the server picks the seed). */
export type ExerciseRequest = { seed: number } | { draw: number };

/** GET /api/case-studies/:type/new, with `?seed=` to rebuild a known exercise. */
export async function fetchNewExercise(type: CaseStudyType, seed?: number): Promise<NewExercise> {
  // The route reads `seed` without a declared query schema, so the typed client cannot pass it.
  const path = newExerciseRoute.$path({ param: { type: EXERCISE_SCREENS[type].slug } });
  const response = await apiFetch(seed === undefined ? path : `${path}?seed=${seed}`);
  return (await response.json()) as NewExercise;
}

export const newExerciseQueryKey = (type: CaseStudyType, request: ExerciseRequest) =>
  ["case-studies", EXERCISE_SCREENS[type].slug, "new", request] as const;

/** A seed always gives the same exercise, and a draw is kept until the student asks for another one. */
export function newExerciseQueryOptions(type: CaseStudyType, request: ExerciseRequest) {
  return queryOptions({
    queryKey: newExerciseQueryKey(type, request),
    queryFn: () => fetchNewExercise(type, "seed" in request ? request.seed : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
