import type { CellKind } from "../contract/cell-kinds";

// The reading rules are shared with the web app (the hint under a cell uses the server's own reading).
export { type CellKind, PRECISION_BY_KIND } from "../contract/cell-kinds";

/** One answer cell as the grid shows it. */
export interface CellSpec {
  /** "<Label> <year>" for yearly cells ("Sales 2025"), "<Label>" for single values ("MoM"). */
  key: string;
  label: string;
  year: number | null;
  precision: number;
  kind: CellKind;
  options?: string[];
  /** Graded on its size (a cost typed −48.0 is 48.0), or as a balance check on the student's own lines. */
  grading?: "size" | "own-balance";
}

/** A read-only row of per-year inputs (LBO D&A, CAPEX, Change in NWC; the DCF's yearly inputs). */
export interface GivenRow {
  label: string;
  values: { year: number; text: string }[];
  /** A working line of a modelling test: its rule, shown across the years instead of values ("3 % × Revenue"). */
  rule?: string;
}

/** A part of a modelling test's grid: its yearly lines (answer and working) and its single cells, by key. */
export interface LayoutSection {
  title: string;
  rows: string[];
  singles: string[];
}

/** A modelling test's case pack (docs/modelling-tests.md#the-case-pack). */
export interface CasePack {
  prompt: string;
  /** One row per assumption: a single value, or one a year (`yearly`). */
  assumptions: { label: string; values: string[]; yearly?: true }[];
  rules: readonly string[];
}

export interface ExerciseLayout {
  /** Projection years, 2025 … 2024 + N; empty for accretion/dilution. */
  years: number[];
  /** Answer cells in display order. */
  cells: CellSpec[];
  givenRows: GivenRow[];
  /** Labels of the yearly rows, answer and given, in the order the grid shows them. */
  rowOrder: string[];
  /** A modelling test's grid in parts (Sources & Uses, Income statement, …), in order. */
  sections?: LayoutSection[];
}

export type CellValue = number | string;

export interface Solution {
  /** Every cell at full precision (the exact path, docs/marking.md#the-exact-and-the-carried-paths), given rows included. */
  exact: Record<string, CellValue>;
  /** Every cell computed from earlier answer cells at their displayed values (the carried path, docs/marking.md#the-exact-and-the-carried-paths). */
  carried: Record<string, CellValue>;
  /** Display decimals per key. */
  precision: Record<string, number>;
}

/**
 * How a cell is marked (docs/marking.md#follow-through): right; wrong but right on the student's own figures for the answer cells
 * its formula reads (error carried forward, as examiners mark); or wrong.
 */
export type CellStatus = "correct" | "follows" | "wrong";

export interface CheckedCell {
  key: string;
  label: string;
  year: number | null;
  /** The text as typed ("" when missing or not a string). */
  given: string;
  /** The exact path's display value. */
  expected: string;
  /** True only for status "correct". */
  correct: boolean;
  status: CellStatus;
  /** For a "follows" cell, the keys of the cells it was built on that are not right ("Sales 2025"). */
  followsFrom?: string[];
  /**
   * For a wrong typed number, one sentence on the mistake that gives it ("You left out minority interest: 2,441 +
   * 90 = 2,531.") or on how far it is off (docs/marking.md#mistake-diagnosis); it never changes the marks.
   */
  diagnosis?: string;
  /** For a wrong cell, the formula with its numbers (shown beside it, docs/marking.md#explanations); "" for a correct cell. */
  explanation: string;
}

export interface CheckResult {
  /** round(100 × correct cells / all cells). */
  score: number;
  /** round(100 × (correct + follows cells) / all cells): the share of cells worked by the right method. */
  methodScore: number;
  cells: CheckedCell[];
  /** Worked tables shown with the correction, for kinds that have them (the three mini statements). */
  workings?: Working[];
}

/** A small worked table of the correction: lines and their values, totals marked. */
export interface Working {
  title: string;
  lines: { label: string; value: number; total?: boolean }[];
}
