import type { CellSpec, CheckedCell, GivenRow, LayoutSection } from "../../../engine";

/**
 * An answer cell as the server sends it: the key, where it sits, and either the choices of a select or the
 * kind of number it takes and its display precision (absent from exercises stored by an earlier version).
 */
export type GridCell = Pick<CellSpec, "key" | "label" | "year" | "options"> &
  Partial<Pick<CellSpec, "kind" | "precision">>;

/** What the grid needs to draw an exercise: the engine's layout, as the API returns it. */
export interface ExerciseGridData {
  /** Projection years (columns); empty for accretion/dilution. */
  years: readonly number[];
  /** Answer cells in display order: yearly cells ("Sales 2025") and single values ("MoM"). */
  cells: readonly GridCell[];
  /** Read-only rows of given inputs (D&A, CAPEX …). */
  givenRows: readonly GivenRow[];
  /** Labels of the yearly rows, answer and given, top to bottom. */
  rowOrder: readonly string[];
  /** A modelling test's grid in parts (Sources & Uses, Income statement, …, Returns), in order. */
  sections?: readonly LayoutSection[];
}

/** The text typed per cell key. */
export type Answers = Readonly<Record<string, string>>;

export type { CheckedCell };
