import { mentalMathMeta } from "../../../contract/kind-metas/mental-math";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  type CellFormula,
  divide,
  type Expr,
  type Model,
  modelPerShape,
  multiply,
  named,
  num,
  power,
  single,
  subtract,
} from "../../formula/expression";
import type { AnswerGrid } from "../../kind";
import { buildLayout } from "../../layout";
import type { ExerciseLayout } from "../../types";
import { describeMentalMath } from "./describe";
import {
  MENTAL_MATH_ROWS,
  type MentalMathStatement,
  mentalMathFields,
  PROBLEM_KINDS,
  type ProblemKind,
  rowOf,
} from "./fields";
import { generateMentalMath } from "./generate";

const { input } = fieldRefs(mentalMathFields);

/** docs/drills.md#mental-math: each kind's answer from the problem's a and b. */
const ANSWERS: Record<ProblemKind, (a: (label: string) => Expr, b: (label: string) => Expr) => Expr> = {
  percent: (a, b) => divide(multiply(a("a"), b("b")), num(100)),
  multiply: (a, b) => multiply(a("a"), b("b")),
  divide: (a, b) => divide(a("a"), b("b")),
  compound: (a, b) => power(named("(1 + a %)", add(num(1), divide(a("a"), num(100))), "decimal4"), b("b")),
  irr: (a, b) => multiply(subtract(power(a("MoM"), divide(num(1), b("years"))), num(1)), num(100)),
};

/**
 * The answers of a list of `count` problems: at each place, the answer row of every kind, so that one model
 * serves every order of kinds (a model per order would be compiled for almost every exercise). The grid
 * asks, at each place, for the row of that problem's kind.
 */
function mentalMathFormulas(count: number): Model {
  const cells: CellFormula[] = [];
  for (let index = 0; index < count; index++) {
    const operand = (member: "a" | "b") => (label: string) =>
      input({ field: "problems", index, member }, "number", label);
    for (const kind of PROBLEM_KINDS)
      cells.push(single(rowOf(kind, index), ANSWERS[kind](operand("a"), operand("b"))));
  }
  return { given: [], cells };
}

/** The formulas for `s`'s number of problems (ten, as generated). */
const mentalMathModel: (s: MentalMathStatement) => Model = modelPerShape(
  (s) => s.problems.length,
  (s) => mentalMathFormulas(s.problems.length),
);

function mentalMathGrid(s: MentalMathStatement): AnswerGrid {
  return {
    years: [],
    yearlyRows: [],
    singleRows: s.problems.map((problem, index) => rowOf(problem.kind, index)),
  };
}

function layoutMentalMath(s: MentalMathStatement): ExerciseLayout {
  return buildLayout(mentalMathGrid(s), [], []);
}

export const mentalMathKind = defineKind({
  meta: mentalMathMeta,
  fields: mentalMathFields,
  rows: MENTAL_MATH_ROWS,
  generate: generateMentalMath,
  grid: mentalMathGrid,
  layout: layoutMentalMath,
  describe: describeMentalMath,
  model: mentalMathModel,
});
