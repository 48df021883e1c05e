// Shared by the engine's tests and bench only: hand-written tables to cell maps, and the answers
// a student would type.
import { check, formatValue, type KindType, layout, type StatementOf, solve } from "../index";
import type { CellSpec, Solution } from "../types";

/** { Sales: ["220", "240"] } over [2025, 2026] → { "Sales 2025": "220", "Sales 2026": "240" }. */
export function yearlyCells(
  rows: Record<string, readonly string[]>,
  years: readonly number[],
): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [label, values] of Object.entries(rows)) {
    values.forEach((value, index) => {
      cells[`${label} ${years[index]}`] = value;
    });
  }
  return cells;
}

/** The display text check shows as "Correct: {expected}", per cell key. */
export function expectedTexts<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
): Record<string, string> {
  return Object.fromEntries(check(type, statement, {}).cells.map((cell) => [cell.key, cell.expected]));
}

/** What a student types from one path's values: every cell at its display precision. */
export function typedAnswers(cells: readonly CellSpec[], values: Solution["exact"]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const cell of cells) {
    const value = values[cell.key];
    answers[cell.key] = typeof value === "number" ? formatValue(value, cell.precision) : String(value);
  }
  return answers;
}

/** Answers a student would type from one path of the solution, every cell at its display precision. */
export function answersFrom<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
  path: keyof Pick<Solution, "exact" | "carried">,
): Record<string, string> {
  return typedAnswers(layout(type, statement).cells, solve(type, statement)[path]);
}
