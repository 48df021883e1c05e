// What the two modelling tests' oracles (lbo-model, three-statement-model) share, from the conventions of the
// modelling tests: every line at one decimal, rounded half away from zero after a relative nudge of 1e-9, the
// carried path rounding every line (working lines included) before the next one reads it, and the checks of a
// statement's per-year lists. Like every oracle, it imports nothing of the project.
import { type Checker, type Fields, roundHalfAway, type SolutionPath } from "./shared";

/** The relative nudge of the modelling tests' displays: −41.05 (−41.04999… in floating point) shows −41.1. */
const TIE_NUDGE = 1e-9;

/** Half away from zero on the decimal value after the nudge; never −0. */
export function roundLine(value: number, decimals: number): number {
  return roundHalfAway(value, decimals, TIE_NUDGE);
}

/** A line as the lines after it read it: as is on the exact path, at its display decimals on the carried path. */
export function lineOn(path: SolutionPath): (value: number, decimals?: number) => number {
  return (value, decimals = 1) => (path === "carried" ? roundLine(value, decimals) : value);
}

/** A cell's value and its display decimals. */
export type ModelCell = readonly [value: number, decimals: number];

/** Each cell as typed at its display decimals: "1050.0", "-0.5", "1.85"; "0.0", never "-0.0". */
export function typedModel(cells: ReadonlyMap<string, ModelCell>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, [value, decimals]] of cells) {
    if (!Number.isFinite(value)) throw new Error(`${key} is not finite: a statement field is missing`);
    answers[key] = roundLine(value, decimals).toFixed(decimals);
  }
  return answers;
}

/** A number field of the statement, for the formulas (the problems of the statement are checked apart). */
export function field(statement: object, name: string): number {
  const value = (statement as Fields)[name];
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Error(`statement.${name} is not a number`);
  return value;
}

/** A per-year list field of `length` numbers, for the formulas. */
export function yearly(statement: object, name: string, length: number): number[] {
  const value = (statement as Fields)[name];
  if (!Array.isArray(value) || value.length !== length || !value.every((v) => typeof v === "number")) {
    throw new Error(`statement.${name} is not a list of ${length} numbers`);
  }
  return value as number[];
}

/** A per-year list of `length` numbers, each in `range`; undefined when it cannot be used. */
export function checkYearly(
  c: Checker,
  s: Fields,
  name: string,
  length: number,
  range: { min?: number; max?: number; step?: number; whole?: boolean },
): number[] | undefined {
  const value = s[name];
  if (!Array.isArray(value) || value.length !== length) {
    c.add(`${name} is missing or not a list of ${length} values (${JSON.stringify(value)})`);
    return undefined;
  }
  const numbers = value.map((item, index) =>
    c.number({ [`${name}[${index}]`]: item }, `${name}[${index}]`, range),
  );
  return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
}

/** "at most one below 0" for a list of growth rates. */
export function checkAtMostOneNegative(
  c: Checker,
  name: string,
  values: readonly number[] | undefined,
): void {
  if (values !== undefined && values.filter((v) => v < 0).length > 1) {
    c.add(`${name} has more than one value below 0 (${values.join(", ")})`);
  }
}

/** The statement's name fields: non-empty text. */
export function checkNames(c: Checker, s: Fields): void {
  for (const name of ["company", "sector"]) {
    const value = s[name];
    if (typeof value !== "string" || value.trim() === "") {
      c.add(`${name} is missing or not a text (${JSON.stringify(value)})`);
    }
  }
}
