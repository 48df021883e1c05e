import { formatResult, roundTo } from "./format";
import { keyOf, type Row, slotOf } from "./rows";
import type { CellValue } from "./types";

/** Which of the two accepted calculation paths a workbook follows (DESIGN §6). */
export type CalculationPath = "exact" | "carried";

/**
 * Builds the "formula = numbers" part of an explanation. It runs only when an explanation is asked for,
 * possibly after the calculation has finished, so it must capture `const` values only.
 */
export type Formula = () => string;

/** What a case study's calculation writes each cell to; see Workbook. */
export interface Sheet {
  /** Records an answer cell; returns the value later cells build on. */
  answer(row: Row, year: number | null, value: number, formula: Formula, note?: Formula): number;
  /** Records a choice cell (Deal Type); `reason` says why. */
  choice(row: Row, value: string, reason: Formula): string;
  /** Records a given input (LBO D&A, CAPEX, Change in NWC; DCF yearly inputs) so the solution lists it. */
  given(row: Row, year: number, value: number): number;
}

interface Entry {
  readonly key: string;
  readonly value: CellValue;
  readonly precision: number;
  readonly formula: Formula | null;
  readonly note: Formula | null;
}

/**
 * The sheet a case study's calculation writes to. Each case study states its formulas once; running them
 * on an "exact" workbook gives path (a), on a "carried" one path (b), where every answer cell is handed on
 * at its displayed value, as a student working by hand would.
 */
export class Workbook implements Sheet {
  private readonly entries: (Entry | undefined)[] = [];
  private readonly order: number[] = [];

  constructor(readonly path: CalculationPath) {}

  private record(slot: number, entry: Entry): void {
    if (this.entries[slot] === undefined) this.order.push(slot);
    this.entries[slot] = entry;
  }

  answer(row: Row, year: number | null, value: number, formula: Formula, note?: Formula): number {
    this.record(slotOf(row, year), {
      key: keyOf(row, year),
      value,
      precision: row.precision,
      formula,
      note: note ?? null,
    });
    return this.path === "carried" ? roundTo(value, row.precision) : value;
  }

  choice(row: Row, value: string, reason: Formula): string {
    this.record(slotOf(row, null), {
      key: keyOf(row, null),
      value,
      precision: row.precision,
      formula: reason,
      note: null,
    });
    return value;
  }

  given(row: Row, year: number, value: number): number {
    this.record(slotOf(row, year), {
      key: keyOf(row, year),
      value,
      precision: row.precision,
      formula: null,
      note: null,
    });
    return value;
  }

  /** The value recorded for a row's cell, if any. */
  valueAt(row: Row, year: number | null): CellValue | undefined {
    return this.entries[slotOf(row, year)]?.value;
  }

  /** "<key> = <formula> = <display value>[; <note>]", "<key> = <choice>: <reason>" or "<key> = <value> (given)". */
  explanationOf(row: Row, year: number | null): string {
    const entry = this.entries[slotOf(row, year)];
    return entry ? this.explainEntry(entry) : "";
  }

  /** Every recorded cell by key, in the order the calculation recorded them. */
  values(): Record<string, CellValue> {
    return this.collect((entry) => entry.value);
  }

  /** Every recorded cell's display precision by key. */
  precisions(): Record<string, number> {
    return this.collect((entry) => entry.precision);
  }

  /** Every recorded cell's explanation by key. */
  explanations(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const slot of this.order) {
      const entry = this.entries[slot];
      if (entry) result[entry.key] = this.explainEntry(entry);
    }
    return result;
  }

  private explainEntry(entry: Entry): string {
    const { key, value, precision, formula, note } = entry;
    if (typeof value === "string") return `${key} = ${value}: ${formula?.() ?? ""}`;
    if (!formula) return `${key} = ${formatResult(value, precision)} (given)`;
    return `${key} = ${formula()} = ${formatResult(value, precision)}${note ? `; ${note()}` : ""}`;
  }

  private collect<T>(pick: (entry: Entry) => T): Record<string, T> {
    const result: Record<string, T> = {};
    for (const slot of this.order) {
      const entry = this.entries[slot];
      if (entry) result[entry.key] = pick(entry);
    }
    return result;
  }
}

/** Runs a case study's calculation on both accepted paths. */
export function calculateBothPaths<S>(
  statement: S,
  calculate: (statement: S, book: Sheet) => void,
): { exact: Workbook; carried: Workbook } {
  const exact = new Workbook("exact");
  const carried = new Workbook("carried");
  calculate(statement, exact);
  calculate(statement, carried);
  return { exact, carried };
}
