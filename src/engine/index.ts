// The engine's public entry (docs/case-studies.md, docs/marking.md): pure functions, no I/O, no clock, no Math.random.

import type { KindMeta } from "../contract/kind-meta";
import { KIND_TYPES, type KindType } from "../contract/kinds";
import { isValidSeed, MAX_SEED } from "../contract/seed";
import { checkAnswers } from "./check";
import { type ExcelCell, type ExcelPlaces, excelCells } from "./formula/excel";
import { type CompiledCell, type CompiledModel, calculate, compileModel, explainCell } from "./formula/model";
import { type AnswerGrid, type ExerciseKind, forEachCell } from "./kind";
import { KINDS } from "./kinds";
import { slotOf } from "./rows";
import type { CasePack, CellValue, CheckResult, ExerciseLayout, Solution } from "./types";

export type { KindMeta } from "../contract/kind-meta";
export { KIND_TYPES, type KindType, parseKindType } from "../contract/kinds";
export { isValidSeed, MAX_SEED } from "../contract/seed";
export { formatList, formatValue } from "./format";
export { columnName, type ExcelCell, type ExcelPlaces, type InputSheet, inputSheet } from "./formula/excel";
export type { InputRef } from "./formula/expression";
export type { ExerciseKind, FieldShape, InputLabel } from "./kind";
export type {
  CasePack,
  CellKind,
  CellSpec,
  CellValue,
  CheckedCell,
  CheckResult,
  ExerciseLayout,
  GivenRow,
  LayoutSection,
  Solution,
  Working,
} from "./types";
export { ENGINE_VERSION } from "./version";

type Kind = (typeof KINDS)[number];

/** The statement of one kind; `StatementOf<KindType>` is the union `Statement`. */
export type StatementOf<T extends KindType> =
  Extract<Kind, { meta: { type: T } }> extends ExerciseKind<infer S, KindMeta> ? S : never;
export type Statement = StatementOf<KindType>;

/** @deprecated The former name of KIND_TYPES, left for src/engine/formula/formula.test.ts until it moves on. */
export const CASE_STUDY_TYPES = KIND_TYPES;

/** The descriptor of a kind: its meta data, its engine parts and its statement schema. */
export function kindOf<T extends KindType>(type: T): ExerciseKind<StatementOf<T>> {
  const kinds: readonly ExerciseKind<unknown>[] = KINDS;
  const kind = kinds.find((candidate) => candidate.meta.type === type);
  if (!kind) throw new TypeError(`Unknown exercise kind: ${String(type)}`);
  return kind as ExerciseKind<StatementOf<T>>;
}

/** Every kind's descriptor, in menu order. */
export function allKinds(): readonly ExerciseKind<Statement, KindMeta>[] {
  return KINDS as readonly ExerciseKind<Statement, KindMeta>[];
}

/** The statement for `seed` (an integer 0 … 2^31 − 1): the same seed gives the same statement for an ENGINE_VERSION. */
export function generate<T extends KindType>(type: T, seed: number): StatementOf<T> {
  if (!isValidSeed(seed))
    throw new RangeError(`A seed is an integer from 0 to ${MAX_SEED}; got ${String(seed)}`);
  return kindOf(type).generate(seed);
}

/** The answer grid: cells in display order (key "<Label> <year>" or "<Label>"), years and read-only given rows. */
export function layout<T extends KindType>(type: T, statement: StatementOf<T>): ExerciseLayout {
  return kindOf(type).layout(statement);
}

/** The statement in plain sentences, e.g. "Sales in 2024: 300.", "Sales grow by 10 % a year.". */
export function describe<T extends KindType>(type: T, statement: StatementOf<T>): string[] {
  return kindOf(type).describe(statement);
}

/** A modelling test's case pack (docs/modelling-tests.md#the-case-pack); null for the other kinds. */
export function casePack<T extends KindType>(type: T, statement: StatementOf<T>): CasePack | null {
  return kindOf(type).casePack?.(statement) ?? null;
}

/** Every expected cell (LBO and DCF given rows included) on the exact path and on the carried-rounding path. */
export function solve<T extends KindType>(type: T, statement: StatementOf<T>): Solution {
  const kind = kindOf(type);
  const model = compileModel(kind.model(statement));
  const exact = calculate(model, statement, "exact");
  const carried = calculate(model, statement, "carried");
  const solution: Solution = { exact: {}, carried: {}, precision: {} };
  for (const entry of shownCells(model, kind.grid(statement))) {
    solution.exact[entry.key] = exact.values[entry.index] as CellValue;
    solution.carried[entry.key] = carried.values[entry.index] as CellValue;
    solution.precision[entry.key] = entry.row.precision;
  }
  return solution;
}

/** Per cell key, the formula with its numbers: "EBITDA 2026 = Sales 2026 × EBITDA margin = 472.5 × 35 % = 165". */
export function explain<T extends KindType>(type: T, statement: StatementOf<T>): Record<string, string> {
  const kind = kindOf(type);
  const model = compileModel(kind.model(statement));
  const exact = calculate(model, statement, "exact");
  const explanations: Record<string, string> = {};
  for (const entry of shownCells(model, kind.grid(statement)))
    explanations[entry.key] = explainCell(exact, entry);
  return explanations;
}

/**
 * The model's given cells, then the answer cells `grid` asks for, in display order: a model may state answers
 * a statement does not ask for (a drill of mixed questions states each kind's answer at every place).
 */
function shownCells(model: CompiledModel, grid: AnswerGrid): CompiledCell[] {
  const shown: CompiledCell[] = [];
  for (const entry of model.cells) {
    if (entry.formula) break; // Given cells come first.
    shown.push(entry);
  }
  forEachCell(grid, (row, year) => {
    const entry = model.bySlot[slotOf(row, year)];
    if (entry) shown.push(entry);
  });
  return shown;
}

/**
 * The solved model for Excel: every given cell, every working line and every answer the statement asks for
 * as a formula over the statement's inputs at `places`, with its exact value.
 */
export function excelModel<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
  places: ExcelPlaces,
): ExcelCell[] {
  const kind = kindOf(type);
  const model = kind.model(statement);
  const compiled = compileModel(model);
  const shown = [
    ...shownCells(compiled, kind.grid(statement)),
    ...compiled.cells.filter((entry) => entry.working),
  ];
  return excelCells(model, statement, places, new Set(shown.map((entry) => entry.index)));
}

/**
 * Grades typed answers (docs/marking.md#tolerance): a cell is correct within one unit of its last displayed digit of the
 * exact or the carried-rounding value; score = round(100 × correct / cells). Junk is incorrect, never thrown.
 */
export function check<T extends KindType>(type: T, statement: StatementOf<T>, answers: unknown): CheckResult {
  const kind = kindOf(type);
  const result = checkAnswers(kind.grid(statement), statement, compileModel(kind.model(statement)), answers);
  return kind.workings ? { ...result, workings: kind.workings(statement) } : result;
}
