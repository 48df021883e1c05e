import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { checkRequestSchema, newExerciseQuerySchema } from "../../../contract/exercise-payloads";
import {
  CASE_STUDY_TYPES,
  type CaseStudyType,
  check,
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
import { insertExercise } from "../exercises/repository";
import type { Practice } from "../review/graded-attempt";
import { practiceItemOf } from "../review/practice-items";
import { gridPayload } from "./grid-payload";

const unknownKindMessage = `Unknown case study type. Use ${formatList(
  CASE_STUDY_TYPES.map((type) => kindOf(type).meta.slug),
  "or",
)}.`;

function typeFromPath(text: string): CaseStudyType {
  const type = parseCaseStudyType(text);
  if (!type) throw new ApiError(404, "UNKNOWN_CASE_STUDY", unknownKindMessage);
  return type;
}

/** Generates exercises and grades answers; the statement is always rebuilt from the seed on the server. */
export function caseStudyRoutes({ db, practice }: { db: Kysely<Database>; practice: Practice }) {
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
      const user = await requireUser(c, "You must be logged in to see the correction of this case study.");
      // Spec §5 "Seeing the correction": some kinds need a verified email, others only a session.
      if (kindOf(type).meta.correction === "verified-email" && !user.emailVerified) {
        throw new ApiError(
          403,
          "EMAIL_NOT_VERIFIED",
          "You must be logged in with a verified email to see the correction. Please log in / verify your email.",
        );
      }
      const { seed, answers, timeSpentSeconds, mockInterviewId } = c.req.valid("json");
      const recordScore = await practice.begin(user.id, {
        item: practiceItemOf(type),
        seed,
        mockInterviewId,
      });
      const statement = generate(type, seed);
      const result = check(type, statement, answers);
      const userAnswers = Object.fromEntries(result.cells.map((cell) => [cell.key, cell.given]));
      const saved = await insertExercise(db, user.id, {
        exerciseType: type,
        userAnswers,
        statement,
        score: result.score,
        seed,
        engineVersion: ENGINE_VERSION,
        timeSpentSeconds: timeSpentSeconds ?? null,
      });
      await recordScore(result.score);
      return c.json({
        exerciseId: saved.id,
        score: result.score,
        cells: result.cells,
        workings: result.workings ?? [],
      });
    });
}
