// What the kinds' independent oracles share: the rounding and the two solution paths of docs/marking.md, the
// shapes of a case study's and a drill's oracle, the typed form of a drill's answers and the checker of its
// ranges. Like the oracles, it imports nothing of the project, so they never lean on the engine they judge.

export type CaseStudyName = "LBO" | "DCF" | "DilutionAccretion";

/** The part of GET /api/case-studies/:type/new the solutions need. */
export interface GeneratedExercise {
  type: CaseStudyName;
  seed: number;
  statement: Record<string, unknown>;
  years: number[];
  cells: { key: string; label: string; options?: string[] }[];
}

/**
 * Half away from zero, as docs/case-studies.md#conventions rounds; the tiny relative nudge keeps 2.675-style ties
 * on the right side (the modelling tests state theirs, 1e-9).
 */
export function roundHalfAway(value: number, decimals: number, relativeNudge = 1e-12): number {
  const scale = 10 ** decimals;
  const magnitude = Math.round(Math.abs(value) * scale * (1 + relativeNudge)) / scale;
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/**
 * Which figures a student carries (docs/marking.md#the-exact-and-the-carried-paths): "exact" keeps every earlier
 * answer at full precision; "carried" hands each earlier answer on at its displayed value, as worked by hand.
 */
export type SolutionPath = "exact" | "carried";

/** An earlier answer as the next formula reads it on `path`: as is, or rounded to its display decimals. */
export function handedOn(path: SolutionPath): (value: number, decimals?: number) => number {
  return (value, decimals = 0) => (path === "carried" ? roundHalfAway(value, decimals) : value);
}

/** A case study's oracle: every answer cell's value, by cell key, from the exercise's statement and years. */
export interface CaseStudyOracle {
  type: CaseStudyName;
  /** docs/marking.md#display-precision: the decimals of the cells whose label is listed; amounts are whole. */
  decimalsByLabel: Readonly<Record<string, number>>;
  values(
    statement: Record<string, unknown>,
    years: number[],
    path: SolutionPath,
  ): Map<string, number | string>;
}

export function num(statement: Record<string, unknown>, field: string): number {
  const value = statement[field];
  if (typeof value !== "number") throw new Error(`statement.${field} is not a number`);
  return value;
}

export function list(statement: Record<string, unknown>, field: string): number[] {
  const value = statement[field];
  if (!Array.isArray(value)) throw new Error(`statement.${field} is not a list`);
  return value as number[];
}

export function text(statement: Record<string, unknown>, field: string): string {
  return String(statement[field]);
}

/** A drill's statement worked out by hand, and every cell's answer as typed. */
export interface HandWorkedExample<Slug extends string, Statement> {
  slug: Slug;
  title: string;
  statement: Statement;
  answers: Record<string, string>;
}

/** A drill's oracle: its answers on either path, the problems of a statement, and its hand-worked examples. */
export interface DrillOracle<Slug extends string, Statement> {
  answers(statement: Statement, path: SolutionPath): Record<string, string>;
  problems(statement: Fields, c: Checker): void;
  examples: readonly HandWorkedExample<Slug, Statement>[];
}

/** A value and its display precision (decimals); a "%" cell holds the percent, not the fraction. */
export type Cell = readonly [value: number, decimals: number];

/** Formats each cell as typed: "-30", "2.5", "14.67"; never "-0". */
export function typed(cells: Record<string, Cell>): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [key, [value, decimals]] of Object.entries(cells)) {
    if (!Number.isFinite(value)) throw new Error(`${key} is not finite: a statement field is missing`);
    answers[key] = roundHalfAway(value, decimals).toFixed(decimals);
  }
  return answers;
}

export type Fields = Record<string, unknown>;

/** Collects problems while reading the fields; `number` returns undefined when the field is unusable. */
export class Checker {
  constructor(
    readonly problems: string[] = [],
    private readonly where = "",
  ) {}

  add(problem: string): void {
    this.problems.push(problem);
  }

  /** A finite number in [min, max] on a grid of `step` from `min` (step 1 from a whole min: a whole number). */
  number(
    fields: Fields,
    field: string,
    range: { min?: number; max?: number; step?: number; whole?: boolean; positive?: boolean },
  ): number | undefined {
    const name = `${this.where}${field}`;
    const value = fields[field];
    if (typeof value !== "number" || !Number.isFinite(value)) {
      this.add(`${name} is missing or not a finite number (${JSON.stringify(value)})`);
      return undefined;
    }
    const { min, max, step, whole, positive } = range;
    if (whole && !Number.isInteger(value)) this.add(`${name} = ${value} is not a whole number`);
    if (positive && !(value > 0)) this.add(`${name} = ${value} is not positive`);
    if (min !== undefined && value < min) this.add(`${name} = ${value} is below ${min}`);
    if (max !== undefined && value > max) this.add(`${name} = ${value} is above ${max}`);
    if (step !== undefined) {
      const steps = (value - (min ?? 0)) / step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9)
        this.add(`${name} = ${value} is not in steps of ${step}`);
    }
    return value;
  }

  oneOf<T>(fields: Fields, field: string, allowed: readonly T[]): T | undefined {
    const value = fields[field] as T;
    if (!allowed.includes(value)) {
      this.add(`${this.where}${field} = ${JSON.stringify(value)} is not one of ${allowed.join(", ")}`);
      return undefined;
    }
    return value;
  }

  list(fields: Fields, field: string): Fields[] | undefined {
    const value = fields[field];
    if (!Array.isArray(value)) {
      this.add(`${this.where}${field} is missing or not a list`);
      return undefined;
    }
    return value.map((item, index) => {
      if (typeof item !== "object" || item === null) {
        this.add(`${this.where}${field}[${index}] is not an object`);
        return {};
      }
      return item as Fields;
    });
  }

  object(fields: Fields, field: string): Fields | undefined {
    const value = fields[field];
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.add(`${this.where}${field} is missing or not an object`);
      return undefined;
    }
    return value as Fields;
  }

  /** The same checks on a nested object, with its path in front of the field names, into the same list. */
  nested(where: string): Checker {
    return new Checker(this.problems, `${this.where}${where}.`);
  }
}

export const whole = (min?: number, max?: number) => ({ min, max, whole: true });
export const stepped = (min: number, max: number, step: number) => ({ min, max, step });
