import { createRandom, type Random, type Range, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import {
  type MentalMathStatement,
  PROBLEM_COUNT,
  PROBLEM_KINDS,
  type Problem,
  type ProblemKind,
} from "./fields";

/** docs/drills.md#mental-math: the operands of each kind. */
export const MENTAL_MATH_RANGES: Record<ProblemKind, { a: Range | readonly number[]; b: Range }> = {
  percent: { a: range(1, 99), b: range(10, 9999) },
  multiply: { a: range(11, 99), b: range(11, 99) },
  divide: { a: range(100, 9999), b: range(3, 99) },
  compound: { a: range(2, 25), b: range(2, 5) },
  irr: { a: [1.5, 2, 2.5, 3, 3.5, 4, 5], b: range(2, 7) },
};

function problemOf(random: Random, kind: ProblemKind): Problem {
  const { a, b } = MENTAL_MATH_RANGES[kind];
  return { kind, a: "steps" in a ? random.draw(a) : random.pick(a), b: random.draw(b) };
}

/** Ten problems for `seed`: one of each kind, five of any kind, shuffled; the draw order is part of ENGINE_VERSION. */
export function generateMentalMath(seed: number): MentalMathStatement {
  const random = createRandom(seed);
  const kinds: ProblemKind[] = [...PROBLEM_KINDS];
  while (kinds.length < PROBLEM_COUNT) kinds.push(random.pick(PROBLEM_KINDS));
  for (let index = kinds.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [kinds[index], kinds[other]] = [kinds[other] as ProblemKind, kinds[index] as ProblemKind];
  }
  return { engineVersion: ENGINE_VERSION, problems: kinds.map((kind) => problemOf(random, kind)) };
}
