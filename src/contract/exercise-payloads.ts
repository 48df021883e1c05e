import { z } from "zod";
import { MAX_RECOMMENDATION_LENGTH, MAX_TIME_SPENT_SECONDS, MAX_TIMED_MINUTES } from "./limits";
import { MAX_SEED } from "./seed";

/** The longest answer text the server reads in one cell. */
export const MAX_ANSWER_CHARACTERS = 100;
/** The most cells one answer set may carry (the largest grid has under 100). */
export const MAX_ANSWER_CELLS = 300;

const seedRange = `must be a whole number from 0 to ${MAX_SEED}`;

/**
 * `GET /api/case-studies/:type/new?seed=N` (and `/workbook`): the seed is optional (the server draws one),
 * but when given it is written in decimal digits: `?seed=` would read as 0, and " 7", "0x10" or "1e3" as
 * other numbers than the student asked for.
 */
export const newExerciseQuerySchema = z.object({
  seed: z
    .string()
    .regex(/^\d+$/, seedRange)
    .transform(Number)
    .pipe(z.number().max(MAX_SEED, seedRange))
    .optional(),
});

/** One typed answer; a number is read as its text and null as an empty cell. */
const answerText = z
  .union([z.string().max(MAX_ANSWER_CHARACTERS), z.number(), z.null()])
  .transform((value) => (value === null ? "" : String(value)));

/** `POST /api/case-studies/:type/check`: the seed, the typed answers by cell key and the time spent. */
export const checkRequestSchema = z.object({
  seed: z.number().int("must be a whole number").min(0).max(MAX_SEED),
  answers: z
    .record(z.string().max(MAX_ANSWER_CHARACTERS), answerText)
    .refine((answers) => Object.keys(answers).length <= MAX_ANSWER_CELLS, "has too many cells"),
  timeSpentSeconds: z.number().int().min(0).max(MAX_TIME_SPENT_SECONDS).optional(),
  mockInterviewId: z.string().min(1).max(64).optional(),
  /** A modelling test submitted in timed test mode: its duration (docs/modelling-tests.md#timed-test-mode). */
  timedMinutes: z.number().int().min(1).max(MAX_TIMED_MINUTES).optional(),
  /** The investment recommendation written with a modelling test, never scored. */
  recommendation: z.string().max(MAX_RECOMMENDATION_LENGTH).optional(),
});
