import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { checkRequestSchema, newExerciseQuerySchema } from "../../../contract/exercise-payloads";
import {
  CASE_STUDY_TYPES,
  type CaseStudyType,
  describe,
  ENGINE_VERSION,
  formatList,
  generate,
  kindOf,
  layout,
  MAX_SEED,
  parseCaseStudyType,
} from "../../../engine";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { jsonBody, queryParams } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { assertMaySeeCorrection, CORRECTION_SIGN_IN_MESSAGE, gradeAndSave } from "../attempts/grading";
import { inProcessRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import type { Practice } from "../review/graded-attempt";
import { gridPayload } from "./grid-payload";

const unknownKindMessage = `Unknown case study type. Use ${formatList(
  CASE_STUDY_TYPES.map((type) => kindOf(type).meta.slug),
  "or",
)}.`;

/** The kind a route slug names; 404 for none. */
export function typeFromPath(text: string): CaseStudyType {
  const type = parseCaseStudyType(text);
  if (!type) throw new ApiError(404, "UNKNOWN_CASE_STUDY", unknownKindMessage);
  return type;
}

/** Generates exercises and grades answers; the statement is always rebuilt from the seed on the server. */
export function caseStudyRoutes({
  db,
  practice,
  checkLimit,
}: {
  db: Kysely<Database>;
  practice: Practice;
  checkLimit: RateLimitRule;
}) {
  const countCheck = inProcessRateLimit(checkLimit);
  return new Hono<AppEnv>()
    .get("/:type/new", queryParams(newExerciseQuerySchema), (c) => {
      const type = typeFromPath(c.req.param("type"));
      const seed = c.req.valid("query").seed ?? randomInt(0, MAX_SEED + 1);
      const statement = generate(type, seed);
      const grid = layout(type, statement);
      return c.json({
        type,
        seed,
        engineVersion: ENGINE_VERSION,
        statement,
        description: describe(type, statement),
        ...gridPayload(grid),
      });
    })
    .post("/:type/check", jsonBody(checkRequestSchema), async (c) => {
      const type = typeFromPath(c.req.param("type"));
      const user = await requireUser(c, CORRECTION_SIGN_IN_MESSAGE);
      countCheck(user.id);
      assertMaySeeCorrection(user, type);
      const { seed, answers, timeSpentSeconds, mockInterviewId } = c.req.valid("json");
      const graded = await gradeAndSave(db, practice, user, {
        type,
        seed,
        answers,
        timeSpentSeconds: timeSpentSeconds ?? null,
        source: "screen",
        mockInterviewId,
      });
      return c.json(graded);
    });
}
