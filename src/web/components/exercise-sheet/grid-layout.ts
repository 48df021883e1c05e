// How the answer grid is laid out, as pure functions: the yearly table in groups of rows and the blocks of
// single values above and below it (docs/screens.md#modelling-tests).
import type { NavigationGrid } from "./grid-navigation";
import type { CheckedCell, ExerciseGridData, GridCell } from "./types";

export interface YearlyRow {
  label: string;
  /** Given rows show their values; answer rows one cell per year (undefined where there is none). */
  given?: readonly string[];
  /** A working line: its rule, shown across the years in place of values. */
  rule?: string;
  cells: readonly (GridCell | undefined)[];
}

/** Rows of the yearly table under one heading (null: the table has no sections). */
export interface RowGroup {
  title: string | null;
  rows: readonly YearlyRow[];
}

/** A block of single-value cells under its heading. */
export interface SingleBlock {
  title: string;
  cells: readonly GridCell[];
}

export interface GridLayout {
  /** Single values shown above the table (a modelling test's Sources & Uses). */
  leading: readonly SingleBlock[];
  groups: readonly RowGroup[];
  /** Single values shown below the table. */
  trailing: readonly SingleBlock[];
}

function rowOf(grid: ExerciseGridData, label: string): YearlyRow {
  const given = grid.givenRows.find((row) => row.label === label);
  if (given?.rule !== undefined) return { label, rule: given.rule, cells: [] };
  if (given) {
    return {
      label,
      given: grid.years.map((year) => given.values.find((value) => value.year === year)?.text ?? ""),
      cells: [],
    };
  }
  return {
    label,
    cells: grid.years.map((year) => grid.cells.find((cell) => cell.label === label && cell.year === year)),
  };
}

/**
 * The grid's parts. Without sections: one unnamed group of rows in `rowOrder`, then every single value under
 * `singleValuesTitle`. With sections: each yearly section a group; the single-value sections before the first
 * yearly one go above the table, the others below it.
 */
export function gridLayout(grid: ExerciseGridData, singleValuesTitle: string): GridLayout {
  const byKey = new Map(grid.cells.map((cell) => [cell.key, cell]));
  if (!grid.sections) {
    const singles = grid.cells.filter((cell) => cell.year === null);
    return {
      leading: [],
      groups: [{ title: null, rows: grid.rowOrder.map((label) => rowOf(grid, label)) }],
      trailing: singles.length > 0 ? [{ title: singleValuesTitle, cells: singles }] : [],
    };
  }
  const leading: SingleBlock[] = [];
  const groups: RowGroup[] = [];
  const trailing: SingleBlock[] = [];
  for (const section of grid.sections) {
    if (section.rows.length > 0) {
      groups.push({ title: section.title, rows: section.rows.map((label) => rowOf(grid, label)) });
    }
    const cells = section.singles.flatMap((key) => byKey.get(key) ?? []);
    if (cells.length > 0) (groups.length === 0 ? leading : trailing).push({ title: section.title, cells });
  }
  return { leading, groups, trailing };
}

/** The answer inputs in the order the keyboard walks them (grid-navigation.ts). */
export function navigationOf(layout: GridLayout): NavigationGrid {
  return {
    leading: layout.leading.flatMap((block) => block.cells.map((cell) => cell.key)),
    table: layout.groups.flatMap((group) =>
      group.rows
        .filter((row) => !row.given && row.rule === undefined)
        .map((row) => row.cells.map((cell) => cell?.key ?? null)),
    ),
    singles: layout.trailing.flatMap((block) => block.cells.map((cell) => cell.key)),
  };
}

export interface SectionMarks {
  title: string;
  right: number;
  follows: number;
  wrong: number;
}

/** Per section, how many of its cells are right, follow from the student's own figures, or are wrong (empty ones too). */
export function marksBySection(
  grid: Pick<ExerciseGridData, "cells" | "sections">,
  checked: readonly CheckedCell[],
): SectionMarks[] {
  const marks = new Map(checked.map((cell) => [cell.key, cell]));
  return (grid.sections ?? []).map((section) => {
    const rows = new Set(section.rows);
    const singles = new Set(section.singles);
    const tally: SectionMarks = { title: section.title, right: 0, follows: 0, wrong: 0 };
    for (const cell of grid.cells) {
      const inSection = cell.year === null ? singles.has(cell.key) : rows.has(cell.label);
      const mark = inSection ? marks.get(cell.key) : undefined;
      if (!mark) continue;
      if (mark.correct) tally.right++;
      else if (mark.status === "follows") tally.follows++;
      else tally.wrong++;
    }
    return tally;
  });
}
