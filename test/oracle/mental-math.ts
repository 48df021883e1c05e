// The mental-math drill's independent oracle, written from docs/drills.md#mental-math apart from the engine:
// its answers, the ranges and conditions of its statements, and hand-worked examples (test/oracle/index.ts
// gives the conventions they share).
import {
  type Cell,
  type Checker,
  type DrillOracle,
  type Fields,
  type HandWorkedExample,
  typed,
  whole,
} from "./shared";

const MENTAL_MATH_KINDS = ["percent", "multiply", "divide", "compound", "irr"] as const;

type MentalMathKind = (typeof MENTAL_MATH_KINDS)[number];

/** docs/drills.md#mental-math. */
export interface MentalMathStatement {
  problems: { kind: MentalMathKind; a: number; b: number }[];
}

/** docs/drills.md#mental-math: Q1 … Q10, one per problem in order. */
function mentalMathAnswers(s: MentalMathStatement): Record<string, string> {
  const cells: Record<string, Cell> = {};
  s.problems.forEach(({ kind, a, b }, index) => {
    cells[`Q${index + 1}`] = mentalMathAnswer(kind, a, b);
  });
  return typed(cells);
}

function mentalMathAnswer(kind: MentalMathKind, a: number, b: number): Cell {
  switch (kind) {
    case "percent":
      return [(a * b) / 100, 1];
    case "multiply":
      return [a * b, 0];
    case "divide":
      return [a / b, 1];
    case "compound":
      return [(1 + a / 100) ** b, 2];
    case "irr":
      return [100 * (a ** (1 / b) - 1), 0]; // a whole percent
    default:
      throw new Error(`Unknown mental-math kind: ${String(kind)}`);
  }
}

const MENTAL_MATH_RANGES: Record<MentalMathKind, (problem: Fields, c: Checker) => void> = {
  percent: (p, c) => {
    c.number(p, "a", whole(1, 99));
    c.number(p, "b", whole(10, 9999));
  },
  multiply: (p, c) => {
    c.number(p, "a", whole(11, 99));
    c.number(p, "b", whole(11, 99));
  },
  divide: (p, c) => {
    c.number(p, "a", whole(100, 9999));
    c.number(p, "b", whole(3, 99));
  },
  compound: (p, c) => {
    c.number(p, "a", whole(2, 25));
    c.number(p, "b", whole(2, 5));
  },
  irr: (p, c) => {
    c.oneOf(p, "a", [1.5, 2, 2.5, 3, 3.5, 4, 5]);
    c.number(p, "b", whole(2, 7));
  },
};

/** docs/drills.md#mental-math: exactly ten problems, every kind at least once. */
function mentalMathProblems(s: Fields, c: Checker): void {
  const problems = c.list(s, "problems");
  if (problems === undefined) return;
  if (problems.length !== 10) c.add(`problems has ${problems.length} entries, not 10`);
  const kinds = problems.map((problem, index) => {
    const inner = c.nested(`problems[${index}]`);
    const kind = inner.oneOf(problem, "kind", MENTAL_MATH_KINDS);
    if (kind !== undefined) MENTAL_MATH_RANGES[kind](problem, inner);
    return kind;
  });
  for (const kind of MENTAL_MATH_KINDS) {
    if (!kinds.includes(kind)) c.add(`no problem of kind ${kind}`);
  }
}

// Solved by hand: the arithmetic is written line by line above each example and the answers were typed
// from it, not produced by running code.
const examples: readonly HandWorkedExample<"mental-math", MentalMathStatement>[] = [
  // Q1 15 % of 240 = 36.0          Q2 23 × 47 = 940 + 141 = 1,081
  // Q3 1,000 ÷ 8 = 125.0           Q4 1.10^3 = 1.331 → 1.33
  // Q5 2^(1/5) − 1 = 1.1487 − 1 → 15 %
  // Q6 7 % of 1,250 = 87.5         Q7 99 × 99 = 9,801
  // Q8 100 ÷ 3 = 33.33 → 33.3      Q9 1.25^2 = 1.5625 → 1.56
  // Q10 3^(1/3) − 1 = 1.4422 − 1 → 44 %
  {
    slug: "mental-math",
    title: "every kind twice",
    statement: {
      problems: [
        { kind: "percent", a: 15, b: 240 },
        { kind: "multiply", a: 23, b: 47 },
        { kind: "divide", a: 1000, b: 8 },
        { kind: "compound", a: 10, b: 3 },
        { kind: "irr", a: 2, b: 5 },
        { kind: "percent", a: 7, b: 1250 },
        { kind: "multiply", a: 99, b: 99 },
        { kind: "divide", a: 100, b: 3 },
        { kind: "compound", a: 25, b: 2 },
        { kind: "irr", a: 3, b: 3 },
      ],
    },
    answers: {
      Q1: "36.0",
      Q2: "1081",
      Q3: "125.0",
      Q4: "1.33",
      Q5: "15",
      Q6: "87.5",
      Q7: "9801",
      Q8: "33.3",
      Q9: "1.56",
      Q10: "44",
    },
  },
  // Q1 1.5^(1/7): ln 1.5 = 0.40547, / 7 = 0.05792, e^0.05792 = 1.0596 → 6 %
  // Q2 5^(1/2) = 2.2361 → 123.6 % → 124     Q3 4^(1/2) = 2 → 100 %
  // Q4 1 % of 10 = 0.1                       Q5 99 % of 9,999 = 9,899.01 → 9,899.0
  // Q6 9,999 ÷ 99 = 101.0                    Q7 250 ÷ 7 = 35.71 → 35.7
  // Q8 11 × 11 = 121
  // Q9 1.02^5 = 1.0404 × 1.0404 × 1.02 = 1.10408 → 1.10
  // Q10 1.05^4 = 1.1025^2 = 1.21550625 → 1.22
  {
    slug: "mental-math",
    title: "range edges, IRR first",
    statement: {
      problems: [
        { kind: "irr", a: 1.5, b: 7 },
        { kind: "irr", a: 5, b: 2 },
        { kind: "irr", a: 4, b: 2 },
        { kind: "percent", a: 1, b: 10 },
        { kind: "percent", a: 99, b: 9999 },
        { kind: "divide", a: 9999, b: 99 },
        { kind: "divide", a: 250, b: 7 },
        { kind: "multiply", a: 11, b: 11 },
        { kind: "compound", a: 2, b: 5 },
        { kind: "compound", a: 5, b: 4 },
      ],
    },
    answers: {
      Q1: "6",
      Q2: "124",
      Q3: "100",
      Q4: "0.1",
      Q5: "9899.0",
      Q6: "101.0",
      Q7: "35.7",
      Q8: "121",
      Q9: "1.10",
      Q10: "1.22",
    },
  },
  // Q1 5 % of 11 = 0.55 → 0.6 (tie)          Q2 25 % of 1,234 = 308.5
  // Q3 1,001 ÷ 4 = 250.25 → 250.3 (tie)      Q4 64 × 36 = 2,304
  // Q5 1.15^2 = 1.3225 → 1.32                Q6 1.2^4 = 1.44^2 = 2.0736 → 2.07
  // Q7 2.5^(1/4) = √1.58114 = 1.25743 → 26 %
  // Q8 3.5^(1/6): ln 3.5 = 1.25276, / 6 = 0.20879, e^0.20879 = 1.2322 → 23 %
  // Q9 7,777 ÷ 13 = 598 + 3/13 = 598.23 → 598.2
  // Q10 2^(1/3) = 1.2599 → 26 %
  {
    slug: "mental-math",
    title: "ties at one decimal",
    statement: {
      problems: [
        { kind: "percent", a: 5, b: 11 },
        { kind: "percent", a: 25, b: 1234 },
        { kind: "divide", a: 1001, b: 4 },
        { kind: "multiply", a: 64, b: 36 },
        { kind: "compound", a: 15, b: 2 },
        { kind: "compound", a: 20, b: 4 },
        { kind: "irr", a: 2.5, b: 4 },
        { kind: "irr", a: 3.5, b: 6 },
        { kind: "divide", a: 7777, b: 13 },
        { kind: "irr", a: 2, b: 3 },
      ],
    },
    answers: {
      Q1: "0.6",
      Q2: "308.5",
      Q3: "250.3",
      Q4: "2304",
      Q5: "1.32",
      Q6: "2.07",
      Q7: "26",
      Q8: "23",
      Q9: "598.2",
      Q10: "26",
    },
  },
];

export const mentalMathOracle: DrillOracle<"mental-math", MentalMathStatement> = {
  answers: mentalMathAnswers,
  problems: mentalMathProblems,
  examples,
};
