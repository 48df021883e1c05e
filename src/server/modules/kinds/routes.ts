import { randomInt } from "node:crypto";
import { Hono } from "hono";
import { newExerciseQuerySchema } from "../../../contract/exercise-payloads";
import { casePack, describe, ENGINE_VERSION, generate, layout, MAX_SEED } from "../../../engine";
import type { AppEnv } from "../../http/app-env";
import { queryParams } from "../../http/request-validation";
import { casePackPayload, gridPayload } from "./grid-payload";
import { kindFromPath } from "./kind-from-path";

/** A kind's exercise for a seed, generated on the server, with its grid and never its expected values. */
export function kindRoutes() {
  return new Hono<AppEnv>().get("/:type/new", queryParams(newExerciseQuerySchema), (c) => {
    const type = kindFromPath(c.req.param("type"));
    const seed = c.req.valid("query").seed ?? randomInt(0, MAX_SEED + 1);
    const statement = generate(type, seed);
    const grid = layout(type, statement);
    return c.json({
      type,
      seed,
      engineVersion: ENGINE_VERSION,
      statement,
      description: describe(type, statement),
      ...casePackPayload(casePack(type, statement)),
      ...gridPayload(grid),
    });
  });
}
