import { formatResult, roundTo } from "../format";
import { keyOf, type Row, slotOf } from "../rows";
import type { CellValue } from "../types";
import { type CellIndex, dependencies, evaluatorOf } from "./evaluate";
import type { CellFormula, Model } from "./expression";
import type { Env, Evaluator } from "./operations";
import { explanation } from "./print";

/** One answer or given cell, ready to evaluate. */
export interface CompiledCell {
  readonly row: Row;
  readonly year: number | null;
  readonly key: string;
  /** Its place in a calculation's values. */
  readonly index: number;
  /** What gives its value: its formula, or the input a given cell shows. */
  readonly evaluator: Evaluator;
  /** Null for a given cell. */
  readonly formula: CellFormula | null;
  /** The places of the answer cells its formula reads directly. */
  readonly reads: readonly number[];
}

/** A model with every cell placed; cells keep the model's order (given cells first). */
export interface CompiledModel {
  readonly cells: readonly CompiledCell[];
  /** The cell at a slot (rows.ts), for the grid's cells; undefined when the model has none there. */
  readonly bySlot: readonly (CompiledCell | undefined)[];
  readonly indexOf: CellIndex;
  /** Each cell's place by its slot (rows.ts), what formulas read cells by. */
  readonly indexBySlot: readonly (number | undefined)[];
}

const compiledModels = new WeakMap<Model, CompiledModel>();

/** Places a model's cells once (kinds cache one model per statement shape). */
export function compileModel(model: Model): CompiledModel {
  const cached = compiledModels.get(model);
  if (cached) return cached;
  const sources = [
    ...model.given.map(({ row, year, expr }) => ({ row, year, expr, formula: null })),
    ...model.cells.map((formula) => ({ row: formula.row, year: formula.year, expr: formula.expr, formula })),
  ];
  const indexBySlot: number[] = [];
  sources.forEach((source, index) => {
    indexBySlot[slotOf(source.row, source.year)] = index;
  });
  const indexOf = (row: Row, year: number | null) => {
    const index = indexBySlot[slotOf(row, year)];
    if (index === undefined) throw new RangeError(`No cell ${keyOf(row, year)} in this model`);
    return index;
  };
  const cells: CompiledCell[] = sources.map(({ row, year, expr, formula }, index) => ({
    row,
    year,
    evaluator: evaluatorOf(expr),
    formula,
    key: keyOf(row, year),
    index,
    reads: dependencies(expr)
      .map((read) => indexOf(read.row, read.year))
      .filter((read) => sources[read]?.formula),
  }));
  const compiled: CompiledModel = { cells, bySlot: slotted(cells), indexOf, indexBySlot };
  compiledModels.set(model, compiled);
  return compiled;
}

/** Cells by slot: an array, as the grid looks up every one of its cells on each check. */
function slotted(cells: readonly CompiledCell[]): (CompiledCell | undefined)[] {
  const bySlot: (CompiledCell | undefined)[] = [];
  for (const entry of cells) bySlot[slotOf(entry.row, entry.year)] = entry;
  return bySlot;
}

/** Which of the two accepted calculation paths (docs/marking.md#the-exact-and-the-carried-paths). */
export type CalculationPath = "exact" | "carried";

/** Every cell's value on one path, by index; later cells read `env.cells` (carried: answers at display value). */
export interface Calculation {
  readonly model: CompiledModel;
  readonly values: readonly (CellValue | undefined)[];
  readonly env: Env;
}

/** Runs every formula in order: path (a) "exact", or path (b) "carried", each answer handed on rounded. */
export function calculate(model: CompiledModel, statement: unknown, path: CalculationPath): Calculation {
  const values: CellValue[] = [];
  const handOn: CellValue[] = path === "exact" ? values : [];
  const env: Env = { statement, cells: handOn, indexBySlot: model.indexBySlot };
  for (const { evaluator, formula, row } of model.cells) {
    const value = evaluator(env);
    values.push(value);
    if (path === "carried")
      handOn.push(formula && row.kind !== "choice" ? roundTo(value as number, row.precision) : value);
  }
  return { model, values, env };
}

/** A cell's value in a calculation; undefined when the model has no such cell. */
export function valueAt(calculation: Calculation, row: Row, year: number | null): CellValue | undefined {
  const entry = calculation.model.bySlot[slotOf(row, year)];
  return entry ? calculation.values[entry.index] : undefined;
}

/**
 * Follow-through (docs/marking.md#follow-through) for one check: the value a cell's formula gives when the answer cells it reads
 * directly are taken at the student's figures (`figures` by index; inputs and given cells as stated). Null
 * when the student left one of them without a readable figure, or when the cell is a given one.
 */
export function followThrough(
  exact: Calculation,
  figures: readonly (CellValue | undefined)[],
): (entry: CompiledCell) => CellValue | null {
  // One copy of the exact values for the whole check: each cell puts its reads in and takes them out again.
  let cells: (CellValue | undefined)[] | null = null;
  return (entry) => {
    const { formula, reads } = entry;
    if (!formula) return null;
    for (const read of reads) if (figures[read] === undefined) return null;
    const { values, env } = exact;
    cells ??= [...values];
    for (const read of reads) cells[read] = figures[read];
    const value = entry.evaluator({ ...env, cells });
    for (const read of reads) cells[read] = values[read];
    return value;
  };
}

/**
 * "<key> = <names> = <numbers> = <display value>[; <note>]", "<key> = <choice>: <reason>" or
 * "<key> = <value> (given)", from the calculation's own values.
 */
export function explainCell(calculation: Calculation, entry: CompiledCell): string {
  const value = calculation.values[entry.index];
  const { formula, key } = entry;
  if (!formula)
    return `${key} = ${formatResult(typeof value === "number" ? value : Number.NaN, entry.row.precision)} (given)`;
  return explanation(key, entry.row.precision, formula, calculation.env, value);
}
