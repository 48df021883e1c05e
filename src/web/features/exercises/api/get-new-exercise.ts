import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { KIND_BY_TYPE } from "../../../../contract/kinds";
import type { CaseStudyType } from "../../../../engine";
import { api, json } from "../../../lib/typed-api";

const newExerciseRoute = api["case-studies"][":type"].new;

/** A generated exercise: seed, statement, its sentences and the answer grid; never the expected values. */
export type NewExercise = InferResponseType<typeof newExerciseRoute.$get, 200>;

/** Which exercise to load: the one of a known seed, or a fresh draw (the server picks the seed). */
export type ExerciseRequest = { seed: number } | { draw: number };

/** GET /api/case-studies/:type/new, with `?seed=` to rebuild a known exercise. */
export function fetchNewExercise(type: CaseStudyType, seed?: number): Promise<NewExercise> {
  return json(
    newExerciseRoute.$get({
      param: { type: KIND_BY_TYPE[type].slug },
      query: seed === undefined ? {} : { seed },
    }),
  );
}

export const newExerciseQueryKey = (type: CaseStudyType, request: ExerciseRequest) =>
  ["case-studies", KIND_BY_TYPE[type].slug, "new", request] as const;

/** A seed always gives the same exercise, and a draw is kept until the student asks for another one. */
export function newExerciseQueryOptions(type: CaseStudyType, request: ExerciseRequest) {
  return queryOptions({
    queryKey: newExerciseQueryKey(type, request),
    queryFn: () => fetchNewExercise(type, "seed" in request ? request.seed : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
