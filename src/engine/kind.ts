import type { KindMeta } from "../contract/kind-meta";
import type { Model } from "./formula/expression";
import type { Row } from "./rows";
import type { CasePack, ExerciseLayout, Working } from "./types";

/** The answer cells of one statement: each yearly row for each year (row by row), then the single values. */
export interface AnswerGrid {
  readonly years: readonly number[];
  readonly yearlyRows: readonly Row[];
  readonly singleRows: readonly Row[];
}

/**
 * A statement field's shape: a number, a whole count ≥ 1 (projection years), a per-year list, one of a set,
 * a field only some statements have, a nested object, or a list of objects of the given fields.
 */
export type FieldShape =
  | "number"
  | "count"
  | "numbers"
  | readonly string[]
  | { readonly optional: FieldShape }
  | { readonly object: Readonly<Record<string, FieldShape>> }
  | { readonly listOf: Readonly<Record<string, FieldShape>> };

/** Every field of a statement but engineVersion, with its shape: what a statement from outside must look like. */
export type StatementShape<S> = { readonly [K in Exclude<keyof S, "engineVersion">]-?: FieldShape };

/** How the workbook labels a statement field: its words and its unit ("%", "x", "" for an amount). */
export interface InputLabel {
  readonly label: string;
  readonly unit: string;
  /** Percents (35 for 35 %), kept as Excel percentages: the field's values, or the members named. */
  readonly percent?: true | readonly string[];
  /** A choice field's choices in words, as the workbook shows them. */
  readonly choices?: Readonly<Record<string, string>>;
}

/** A label for every field of a statement but engineVersion. */
export type InputLabels<S> = { readonly [K in Exclude<keyof S, "engineVersion">]-?: InputLabel };

/**
 * One exercise kind (a case study or a drill), declared in its own folder `kinds/<slug>/` and listed once in
 * `kinds/index.ts`; the shared machinery (solve, explain, check) is built on it.
 */
export interface ExerciseKind<S, M extends KindMeta = KindMeta> {
  readonly meta: M;
  /** The statement for `seed` (a valid seed; see isValidSeed). */
  generate(seed: number): S;
  grid(statement: S): AnswerGrid;
  layout(statement: S): ExerciseLayout;
  describe(statement: S): string[];
  /**
   * Every formula for the statement's shape (formula/expression.ts): built once per shape and cached by
   * the kind, evaluated for any statement of that shape.
   */
  model(statement: S): Model;
  /** The statement's fields, to validate one written by hand (an article's worked example). */
  readonly statementShape: StatementShape<S>;
  /** The statement's fields as the workbook's inputs sheet labels them. */
  readonly inputLabels: InputLabels<S>;
  /** Worked tables to show with the correction, when the kind has them. */
  workings?(statement: S): Working[];
  /** A modelling test's case pack: the prompt, the assumptions as a table, the rules. */
  casePack?(statement: S): CasePack;
}

/** Calls `visit` for every answer cell of `grid`, in display order. */
export function forEachCell(grid: AnswerGrid, visit: (row: Row, year: number | null) => void): void {
  for (const row of grid.yearlyRows) for (const year of grid.years) visit(row, year);
  for (const row of grid.singleRows) visit(row, null);
}
