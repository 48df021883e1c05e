import {
  type CellValue,
  type CheckResult,
  check,
  explain,
  formatValue,
  type KindType,
  type StatementOf,
  solve,
} from "../../../engine";

// Within this, the exact and carried values are the same figure (float noise from a different order).
const SAME_VALUE = 1e-9;

/**
 * The note that goes with working done on unrounded figures: the grid shows rounded ones, and docs/marking.md#the-exact-and-the-carried-paths
 * accepts a result worked from either. Empty when both paths give the same figure.
 */
function roundingNote(
  exact: CellValue | undefined,
  carried: CellValue | undefined,
  precision: number,
): string {
  if (typeof exact !== "number" || typeof carried !== "number") return "";
  if (Math.abs(exact - carried) <= SAME_VALUE * Math.max(1, Math.abs(exact))) return "";
  const fromRounded = formatValue(carried, precision);
  return fromRounded === formatValue(exact, precision)
    ? "This working carries unrounded figures; the rounded figures shown in the grid give the same result, and both ways are accepted."
    : `This working carries unrounded figures; from the rounded figures shown in the grid it comes to ${fromRounded}, which is accepted too.`;
}

// Per statement object: every cell's worked formula and rounding note. A statement is never changed once
// generated, and grading.ts hands the same object to every check of a recently checked seed.
const workingOf = new WeakMap<
  object,
  { explanations: Record<string, string>; notes: Record<string, string> }
>();

function working<T extends KindType>(type: T, statement: StatementOf<T>) {
  const known = workingOf.get(statement as object);
  if (known) return known;
  const explanations = explain(type, statement);
  const { exact, carried, precision } = solve(type, statement);
  const notes: Record<string, string> = {};
  for (const key of Object.keys(explanations))
    notes[key] = roundingNote(exact[key], carried[key], precision[key] ?? 0);
  const worked = { explanations, notes };
  workingOf.set(statement as object, worked);
  return worked;
}

/**
 * The engine's marks, with the worked formula of every cell, right ones included ("Show the full solution"),
 * each saying when it carries unrounded figures. The check route and the history viewer both use it, so a
 * saved attempt reads as it did when validated.
 */
export function correctionOf<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
  answers: unknown,
): CheckResult {
  const result = check(type, statement, answers);
  const { explanations, notes } = working(type, statement);
  return {
    ...result,
    cells: result.cells.map((cell) => {
      const explanation = cell.explanation || explanations[cell.key] || "";
      const note = notes[cell.key] ?? "";
      return { ...cell, explanation: note && explanation ? `${explanation}. ${note}` : explanation };
    }),
  };
}
