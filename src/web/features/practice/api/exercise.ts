import { api, json } from "../../../lib/typed-api";

const route = api["case-studies"][":type"];

/** GET /api/case-studies/:slug/new: the exercise of `seed`, or a fresh draw without one. */
export function fetchExercise(slug: string, seed?: number) {
  return json(route.new.$get({ param: { type: slug }, query: seed === undefined ? {} : { seed } }));
}

export type Exercise = Awaited<ReturnType<typeof fetchExercise>>;

/** POST /api/case-studies/:slug/check, inside a mock interview when given its id. */
export function checkExercise(
  slug: string,
  input: { seed: number; answers: Record<string, string>; mockInterviewId?: string },
) {
  return json(route.check.$post({ param: { type: slug }, json: input }));
}

export type ExerciseCorrection = Awaited<ReturnType<typeof checkExercise>>;
