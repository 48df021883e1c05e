import { cellKey } from "./cell-key";
import { type CellKind, PRECISION_BY_KIND } from "./types";
import { BASE_YEAR } from "./years";

// Each row owns a block of slots, one per projection year plus one for a single value, so the calculation
// and the grading index plain arrays instead of string-keyed records (check runs on every HTTP request).
const MAX_PROJECTION_YEARS = 15;
const SLOTS_PER_ROW = MAX_PROJECTION_YEARS + 1;
const SINGLE_VALUE_SLOT = MAX_PROJECTION_YEARS;
let rowCount = 0;

/** A row of the grid: an answer row (Sales, WACC, Deal Type) or a given input row (D&A). */
export interface Row {
  readonly id: number;
  readonly label: string;
  readonly kind: CellKind;
  readonly precision: number;
  readonly options?: readonly string[];
  /** Cell keys by slot offset, built once: "Sales 2025" … and "Sales" for the single value. */
  readonly keys: readonly string[];
  /**
   * How a typed number is graded when not as typed: "size", a line that is never negative, read whatever its
   * sign (a cost typed −48.0 or (48.0) is 48.0); "own-balance", a balance check graded on the student's own
   * lines (docs/modelling-tests.md#follow-through).
   */
  readonly grading?: "size" | "own-balance";
}

/**
 * Declares a row; labels are the answer labels of docs/case-studies.md#answer-labels-and-cell-keys and become the cell keys. The display precision is
 * the kind's unless `precision` says otherwise (a drill's whole-percent IRR, a two-decimal beta).
 */
export function defineRow(
  label: string,
  kind: CellKind,
  options?: readonly string[],
  precision?: number,
): Row {
  const keys = keysOf(label);
  const id = rowCount++;
  const decimals = precision ?? PRECISION_BY_KIND[kind];
  return options
    ? { id, label, kind, precision: decimals, options, keys }
    : { id, label, kind, precision: decimals, keys };
}

const keysOf = (label: string): string[] =>
  Array.from({ length: SLOTS_PER_ROW }, (_, offset) =>
    cellKey(label, offset === SINGLE_VALUE_SLOT ? null : BASE_YEAR + 1 + offset),
  );

/** How a modelling test's line is read: signed, by its size, or a balance check; to how many decimals. */
export interface LineTraits {
  readonly grading?: "signed" | "size" | "own-balance";
  readonly kind?: CellKind;
  readonly precision?: number;
}

/**
 * A line of a modelling test (docs/modelling-tests.md#conventions): an amount to one decimal, graded on its
 * size unless `grading` says it is signed or a balance check.
 */
export function defineLine(
  label: string,
  { grading = "size", kind = "amount", precision = 1 }: LineTraits = {},
): Row {
  const id = rowCount++;
  const row = { id, label, kind, precision, keys: keysOf(label) };
  return grading === "signed" ? row : { ...row, grading };
}

/** Whether a row has a cell for `year`: a projection year the grid can hold. */
export function isCellYear(year: number): boolean {
  const offset = year - BASE_YEAR - 1;
  return offset >= 0 && offset < MAX_PROJECTION_YEARS;
}

function offsetOf(year: number | null): number {
  if (year === null) return SINGLE_VALUE_SLOT;
  if (!isCellYear(year)) throw new RangeError(`No cell for year ${year}`);
  return year - BASE_YEAR - 1;
}

/** The array index of a row's cell for `year` (null: the row's single value). */
export function slotOf(row: Row, year: number | null): number {
  return row.id * SLOTS_PER_ROW + offsetOf(year);
}

/** "<Label> <year>" or "<Label>", without building a new string. */
export function keyOf(row: Row, year: number | null): string {
  return row.keys[offsetOf(year)] ?? cellKey(row.label, year);
}
