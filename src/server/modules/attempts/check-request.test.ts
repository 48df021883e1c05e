import { describe, expect, it } from "vitest";
import { checkRequestSchema, MAX_ANSWER_CELLS } from "../../../contract/exercise-payloads";
import { MAX_TIME_SPENT_SECONDS } from "../../../contract/limits";
import { MAX_SEED } from "../../../contract/seed";
import { generate } from "../../../engine";
import { answersFrom } from "../../../engine/test-support/answers";
import { plainCheckRequest } from "./check-request";

const grid = answersFrom("DCF", generate("DCF", 7), "exact");
const cells = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`c${i}`, "1"]));

const bodies: Array<[string, unknown]> = [
  ["a whole grid", { seed: 7, answers: grid, timeSpentSeconds: 120 }],
  ["numbers and nulls", { seed: 0, answers: { a: 12.5, b: null, c: "", d: -0, e: 1e21 } }],
  ["a mock interview's answer", { seed: MAX_SEED, answers: { a: "1" }, mockInterviewId: "m-1" }],
  ["the longest texts", { seed: 1, answers: { ["k".repeat(100)]: "v".repeat(100) } }],
  ["too long an answer", { seed: 1, answers: { a: "v".repeat(101) } }],
  ["too long a key", { seed: 1, answers: { ["k".repeat(101)]: "1" } }],
  ["the most cells", { seed: 1, answers: cells(MAX_ANSWER_CELLS) }],
  ["too many cells", { seed: 1, answers: cells(MAX_ANSWER_CELLS + 1) }],
  ["a seed too large", { seed: MAX_SEED + 1, answers: {} }],
  ["a negative seed", { seed: -1, answers: {} }],
  ["a fractional seed", { seed: 1.5, answers: {} }],
  ["a seed as text", { seed: "1", answers: {} }],
  ["no answers", { seed: 1 }],
  ["answers as a list", { seed: 1, answers: ["1"] }],
  ["a nested answer", { seed: 1, answers: { a: { b: 1 } } }],
  ["a boolean answer", { seed: 1, answers: { a: true } }],
  ["the longest time", { seed: 1, answers: {}, timeSpentSeconds: MAX_TIME_SPENT_SECONDS }],
  ["too long a time", { seed: 1, answers: {}, timeSpentSeconds: MAX_TIME_SPENT_SECONDS + 1 }],
  ["a fractional time", { seed: 1, answers: {}, timeSpentSeconds: 0.5 }],
  ["a null time", { seed: 1, answers: {}, timeSpentSeconds: null }],
  ["an empty interview id", { seed: 1, answers: {}, mockInterviewId: "" }],
  ["too long an interview id", { seed: 1, answers: {}, mockInterviewId: "m".repeat(65) }],
  ["an unknown field", { seed: 1, answers: {}, extra: 1 }],
  ["a __proto__ key", JSON.parse('{"seed":1,"answers":{"__proto__":"1","a":"2"}}')],
  ["no object", [1]],
  ["null", null],
];

describe("plainCheckRequest", () => {
  it.each(bodies)("gives what checkRequestSchema gives, or leaves it to the schema: %s", (_, body) => {
    const plain = plainCheckRequest(body);
    const parsed = checkRequestSchema.safeParse(body);
    if (plain !== null) expect(parsed.success && parsed.data).toEqual(plain);
    if (!parsed.success) expect(plain).toBeNull();
  });

  it("reads the usual valid bodies itself", () => {
    const usual = bodies.slice(0, 4).map(([, body]) => plainCheckRequest(body));
    expect(usual.every((read) => read !== null)).toBe(true);
  });
});
