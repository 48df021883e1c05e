import { formatResult } from "../format";
import { keyOf, type Row, slotOf } from "../rows";
import type { CellValue } from "../types";
import {
  type CellIndex,
  type CellSource,
  dependencies,
  type Env,
  functionOf,
  javaScriptOf,
} from "./evaluate";
import type { CellFormula, Model } from "./expression";
import { type Explainer, explainerOf } from "./print";

/** One answer or given cell, ready to evaluate. */
export interface CompiledCell {
  readonly row: Row;
  readonly year: number | null;
  readonly key: string;
  /** Its place in a calculation's values. */
  readonly index: number;
  /** Null for a given cell. */
  readonly formula: CellFormula | null;
  /** The places of the answer cells its formula reads directly. */
  readonly reads: readonly number[];
}

/** A model with every formula compiled; cells keep the model's order (given cells first). */
export interface CompiledModel {
  /** Fills `values` (and `handOn`, the values later cells read) on one path, all cells at once. */
  readonly exact: (statement: unknown, values: CellValue[]) => void;
  readonly carried: (statement: unknown, values: CellValue[], handOn: CellValue[]) => void;
  readonly cells: readonly CompiledCell[];
  /** The cell at a slot (rows.ts), for the grid's cells; undefined when the model has none there. */
  readonly bySlot: readonly (CompiledCell | undefined)[];
  readonly indexOf: CellIndex;
  /** Each cell's place by its slot (rows.ts), what a formula read alone finds cells by (evaluate). */
  readonly indexBySlot: readonly (number | undefined)[];
  /** The JavaScript that reads a cell's value in this model's generated code. */
  readonly cellSource: CellSource;
  /** Each answer cell's explanation by index, compiled the first time it is asked for. */
  readonly explainers: (Explainer | undefined)[];
  /** Each answer cell's formula alone by index, compiled the first time follow-through needs it. */
  readonly formulas: (CellFunction | undefined)[];
}

/** One cell's formula as generated code, over the statement `s` and cell values `c`. */
type CellFunction = (statement: unknown, cells: readonly (CellValue | undefined)[]) => CellValue;

const compiledModels = new WeakMap<Model, CompiledModel>();

/** Compiles a model once (kinds cache one model per statement shape). */
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
  const cells: CompiledCell[] = sources.map((source, index) => ({
    row: source.row,
    year: source.year,
    key: keyOf(source.row, source.year),
    index,
    formula: source.formula,
    reads: dependencies(source.expr)
      .map((read) => indexOf(read.row, read.year))
      .filter((read) => sources[read]?.formula),
  }));
  const cellSource = (row: Row, year: number | null) => `c[${indexOf(row, year)}]`;
  // One function per path for the whole grid: the check's hot path.
  const exactBody = sources.map((source) => `c.push(${javaScriptOf(source.expr, cellSource)});`).join("\n");
  const carriedBody = sources
    .map((source) => {
      const handOn =
        source.formula && source.row.kind !== "choice" ? `roundTo(v, ${source.row.precision})` : "v";
      return `v = ${javaScriptOf(source.expr, cellSource)}; values.push(v); c.push(${handOn});`;
    })
    .join("\n");
  const compiled: CompiledModel = {
    exact: functionOf<void>("s, c", exactBody),
    carried: functionOf<void>("s, values, c", `let v;\n${carriedBody}`),
    cells,
    bySlot: slotted(cells),
    indexOf,
    indexBySlot,
    cellSource,
    explainers: [],
    formulas: [],
  };
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
  if (path === "exact") model.exact(statement, values);
  else model.carried(statement, values, handOn);
  return { model, values, env: { statement, cells: handOn, indexBySlot: model.indexBySlot } };
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
    const { formula, reads, index } = entry;
    if (!formula) return null;
    for (const read of reads) if (figures[read] === undefined) return null;
    const { model, values, env } = exact;
    let formulaAlone = model.formulas[index];
    if (!formulaAlone) {
      formulaAlone = functionOf<CellValue>("s, c", `return ${javaScriptOf(formula.expr, model.cellSource)};`);
      model.formulas[index] = formulaAlone;
    }
    cells ??= [...values];
    for (const read of reads) cells[read] = figures[read];
    const value = formulaAlone(env.statement, cells);
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
  const { explainers, cellSource } = calculation.model;
  let explainer = explainers[entry.index];
  if (!explainer) {
    explainer = explainerOf(key, entry.row.precision, formula, cellSource);
    explainers[entry.index] = explainer;
  }
  return explainer(calculation.env.statement, calculation.env.cells, value);
}
