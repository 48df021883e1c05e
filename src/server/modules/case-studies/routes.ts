import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { MAX_TIME_SPENT_SECONDS } from "../../../contract/limits";
import {
  type CaseStudyType,
  describe,
  ENGINE_VERSION,
  generate,
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
import { correctionOf } from "./correction";
import { gridPayload } from "./grid-payload";

const newQuerySchema = z.object({
  seed: z.coerce
    .number()
    .int(`must be a whole number from 0 to ${MAX_SEED}`)
    .min(0, `must be a whole number from 0 to ${MAX_SEED}`)
    .max(MAX_SEED, `must be a whole number from 0 to ${MAX_SEED}`)
    .optional(),
});

const answerText = z
  .union([z.string().max(100), z.number(), z.null()])
  .transform((value) => (value === null ? "" : String(value)));

const checkSchema = z.object({
  seed: z.number().int("must be a whole number").min(0).max(MAX_SEED),
  answers: z
    .record(z.string().max(100), answerText)
    .refine((answers) => Object.keys(answers).length <= 300, "has too many cells"),
  timeSpentSeconds: z.number().int().min(0).max(MAX_TIME_SPENT_SECONDS).optional(),
  mockInterviewId: z.string().min(1).max(64).optional(),
});

// Spec §5 "Seeing the correction": LBO and accretion/dilution need a verified email, DCF only a session.
const needsVerifiedEmail: Record<CaseStudyType, boolean> = { LBO: true, DCF: false, DilutionAccretion: true };

function typeFromPath(text: string): CaseStudyType {
  const type = parseCaseStudyType(text);
  if (!type)
    throw new ApiError(
      404,
      "UNKNOWN_CASE_STUDY",
      "Unknown case study type. Use lbo, dcf or dilution-accretion.",
    );
  return type;
}

/** Generates exercises and grades answers; the statement is always rebuilt from the seed on the server. */
export function caseStudyRoutes({ db, practice }: { db: Kysely<Database>; practice: Practice }) {
  return new Hono<AppEnv>()
    .get("/:type/new", queryParams(newQuerySchema), (c) => {
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
    .post("/:type/check", jsonBody(checkSchema), async (c) => {
      const type = typeFromPath(c.req.param("type"));
      const user = await requireUser(c, "You must be logged in to see the correction of this case study.");
      if (needsVerifiedEmail[type] && !user.emailVerified) {
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
      const result = correctionOf(type, statement, answers);
      // A grid with no answer at all is no attempt: saving it would only drag the average down (issue #20).
      if (result.cells.every((cell) => cell.given.trim() === "")) {
        throw new ApiError(
          400,
          "NO_ANSWERS",
          "Every cell is empty: type at least one answer before validating. Nothing was saved.",
        );
      }
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
      return c.json({ exerciseId: saved.id, score: result.score, cells: result.cells });
    });
}
