import { z } from "zod/mini";
import type { KindType } from "../../../contract/kinds";
import type { CheckAnswersResult, NewExercise } from "../../api/kinds";
import type { Answers } from "../../components/exercise-sheet/types";

/** A correction as shown, with the time that was sent with it. */
export type Correction = CheckAnswersResult & { timeSpentSeconds: number };

/**
 * What survives a reload under the screen's exercise key (docs/screens.md#browser-storage, each kind's `storage.exercise`): the exercise as the server generated it, when it was first shown and,
 * once validated, the correction, so a reload shows the marks again instead of an editable grid. The start
 * time lives with the draft, so the time saved counts a detour through registration and sign-in too.
 */
export interface StoredExercise {
  exercise: NewExercise;
  /** When the exercise was first shown (epoch milliseconds). */
  startedAt: number;
  correction: Correction | null;
}

// Only what the screen relies on is checked; the statement goes back to nobody (the server uses the seed).
// zod/mini keeps this lazily loaded screen small; the schemas read like zod's.
const whole = z.int();
const exerciseSchema = z.object({
  type: z.string(),
  seed: whole.check(z.minimum(0)),
  engineVersion: whole,
  statement: z.record(z.string(), z.unknown()),
  description: z.array(z.string()),
  years: z.array(whole),
  cells: z
    .array(
      z.object({
        key: z.string().check(z.minLength(1)),
        label: z.string(),
        year: z.nullable(whole),
        kind: z.optional(z.string()),
        precision: z.optional(whole),
        options: z.optional(z.array(z.string())),
        grading: z.optional(z.enum(["size", "own-balance"])),
      }),
    )
    .check(z.minLength(1)),
  givenRows: z.array(
    z.object({
      label: z.string(),
      values: z.array(z.object({ year: whole, text: z.string() })),
      rule: z.optional(z.string()),
    }),
  ),
  rowOrder: z.array(z.string()),
  // A modelling test's parts and case pack (docs/screens.md#modelling-tests).
  sections: z.optional(
    z.array(z.object({ title: z.string(), rows: z.array(z.string()), singles: z.array(z.string()) })),
  ),
  casePack: z.optional(
    z.object({
      prompt: z.string(),
      assumptions: z.array(
        z.object({ label: z.string(), values: z.array(z.string()), yearly: z.optional(z.literal(true)) }),
      ),
      rules: z.array(z.string()),
    }),
  ),
});

const correctionSchema = z.object({
  exerciseId: z.string(),
  score: z.number().check(z.minimum(0), z.maximum(100)),
  // Corrections stored before follow-through marking have neither: see withFollowThrough.
  methodScore: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  timeSpentSeconds: z.number().check(z.minimum(0)),
  cells: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      year: z.nullable(whole),
      given: z.string(),
      expected: z.string(),
      correct: z.boolean(),
      status: z.optional(z.enum(["correct", "follows", "wrong"])),
      followsFrom: z.optional(z.array(z.string())),
      // Corrections stored before mistake diagnosis have none.
      diagnosis: z.optional(z.string()),
      explanation: z.string(),
    }),
  ),
  // Saved before worked tables existed, or by a kind without them: none.
  workings: z.catch(
    z.array(
      z.object({
        title: z.string(),
        lines: z.array(z.object({ label: z.string(), value: z.number(), total: z.optional(z.boolean()) })),
      }),
    ),
    [],
  ),
});

const storedSchema = z.object({
  exercise: exerciseSchema,
  startedAt: z.catch(z.optional(z.number().check(z.minimum(0))), undefined),
  // Blobs written before the start time was kept hold the seconds spent instead.
  elapsedSeconds: z.catch(z.number().check(z.minimum(0)), 0),
  correction: z.catch(z.nullable(correctionSchema), null),
});

/**
 * A stored exercise blob for `type`, or null when missing, corrupt, or for another kind. `now` (epoch
 * ms) dates a blob with no start time, or one in the future.
 */
export function parseStoredExercise(value: unknown, type: KindType, now: number): StoredExercise | null {
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success || parsed.data.exercise.type !== type) return null;
  const { exercise, elapsedSeconds, correction } = parsed.data;
  const startedAt = Math.min(parsed.data.startedAt ?? now - Math.floor(elapsedSeconds) * 1000, now);
  const keys = new Set(exercise.cells.map((cell) => cell.key));
  // A correction that does not cover exactly this grid belongs to something else: drop it.
  const fits =
    correction !== null &&
    correction.cells.length === keys.size &&
    correction.cells.every((cell) => keys.has(cell.key));
  return {
    // Checked above field by field; the statement's own shape is the server's business.
    exercise: exercise as unknown as NewExercise,
    startedAt,
    correction: fits ? withFollowThrough(correction) : null,
  };
}

/** A stored correction as today's check returns it: older ones marked each cell right or wrong only. */
function withFollowThrough(correction: z.infer<typeof correctionSchema>): Correction {
  return {
    ...correction,
    methodScore: correction.methodScore ?? correction.score,
    cells: correction.cells.map((cell) => ({
      ...cell,
      status: cell.status ?? (cell.correct ? "correct" : "wrong"),
    })),
  };
}

/** The stored answers that belong to `exercise`'s cells; anything else in the blob is ignored. */
export function parseStoredAnswers(value: unknown, exercise: { cells: readonly { key: string }[] }): Answers {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const answers: Record<string, string> = {};
  for (const { key } of exercise.cells) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === "string") answers[key] = text.slice(0, MAX_ANSWER_LENGTH);
  }
  return answers;
}

/** The longest answer a cell takes (the server refuses more than 100 characters). */
export const MAX_ANSWER_LENGTH = 40;
