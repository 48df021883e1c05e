import type { z } from "zod";
import {
  type checkRequestSchema,
  MAX_ANSWER_CELLS,
  MAX_ANSWER_CHARACTERS,
} from "../../../contract/exercise-payloads";
import { MAX_TIME_SPENT_SECONDS } from "../../../contract/limits";
import { MAX_SEED } from "../../../contract/seed";

type CheckRequest = z.infer<typeof checkRequestSchema>;

const fields = new Set(["seed", "answers", "timeSpentSeconds", "mockInterviewId"]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isWholeIn = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * A check's body read without zod when it is a plain, valid one, as nearly every check is: zod takes about
 * 50 µs over a whole grid of answers, as much as grading it. Anything else (a problem, an unknown field, a
 * key zod treats specially) gives null and goes through checkRequestSchema, which names the problem; what
 * this returns is what the schema would.
 */
export function plainCheckRequest(body: unknown): CheckRequest | null {
  if (!isPlainObject(body)) return null;
  for (const field in body) if (!fields.has(field)) return null;
  const { seed, answers, timeSpentSeconds, mockInterviewId } = body;
  if (!isWholeIn(seed, MAX_SEED) || !isPlainObject(answers)) return null;
  if (timeSpentSeconds !== undefined && !isWholeIn(timeSpentSeconds, MAX_TIME_SPENT_SECONDS)) return null;
  if (
    mockInterviewId !== undefined &&
    (typeof mockInterviewId !== "string" || mockInterviewId.length < 1 || mockInterviewId.length > 64)
  )
    return null;
  const texts: Record<string, string> = {};
  let cells = 0;
  for (const key in answers) {
    cells += 1;
    if (cells > MAX_ANSWER_CELLS || key.length > MAX_ANSWER_CHARACTERS || key === "__proto__") return null;
    const value = answers[key];
    if (typeof value === "string") {
      if (value.length > MAX_ANSWER_CHARACTERS) return null;
      texts[key] = value;
    } else if (typeof value === "number") texts[key] = String(value);
    else if (value === null) texts[key] = "";
    else return null;
  }
  return {
    seed,
    answers: texts,
    ...(timeSpentSeconds === undefined ? {} : { timeSpentSeconds }),
    ...(mockInterviewId === undefined ? {} : { mockInterviewId }),
  };
}
