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
  /** The places of the answer and working cells its formula reads directly. */
  readonly reads: readonly number[];
  /** The places of the answer cells its value is built from: those it reads, and those its working lines read. */
  readonly basis: readonly number[];
  /** A working line: calculated, never graded. */
  readonly working: boolean;
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
  /** The model's rules for a whole model (Model.wholeModel). */
  readonly wholeModel: boolean;
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
  const cells: CompiledCell[] = [];
  sources.forEach((source, index) => {
    const reads = dependencies(source.expr)
      .map((read) => indexOf(read.row, read.year))
      .filter((read) => sources[read]?.formula);
    const working = source.formula?.working === true;
    const basis = reads.flatMap((read) => {
      const read_ = cells[read];
      if (!read_?.working) return [read];
      if (working) throw new TypeError(`Working line ${keyOf(source.row, source.year)} reads another one`);
      return read_.basis;
    });
    const key = keyOf(source.row, source.year);
    cells.push({
      row: source.row,
      year: source.year,
      key,
      index,
      formula: source.formula,
      reads,
      basis: [...new Set(basis)],
      working,
    });
  });
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
    wholeModel: model.wholeModel === true,
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

/** What a cell's formula gives on the student's own figures, and how far that may move with their hidden decimals. */
export interface FollowThroughValue {
  readonly value: CellValue;
  /** The effect of half a displayed unit on each figure the value is built from (whole models only), else 0. */
  readonly slack: number;
}

/**
 * Follow-through (docs/marking.md#follow-through) for one check: the value a cell's formula gives when the answer
 * cells it is built from are taken at the student's figures (`figures` by index; inputs and given cells as
 * stated; working lines worked out again from those figures). Null for a given or working cell, and when the
 * student left one of them without a readable figure, unless the model is whole: then that one counts at its
 * exact value (docs/modelling-tests.md#follow-through).
 */
export function followThrough(
  exact: Calculation,
  figures: readonly (CellValue | undefined)[],
  right: readonly boolean[] = [],
): (entry: CompiledCell) => FollowThroughValue | null {
  const { model, values, env } = exact;
  // One copy of the exact values for the whole check: each cell puts its reads in and takes them out again.
  let cells: (CellValue | undefined)[] | null = null;
  const evaluate = (entry: CompiledCell, on: (CellValue | undefined)[]): CellValue => {
    for (const read of entry.reads) {
      const source = model.cells[read];
      if (source?.working) on[read] = formulaOf(model, source)(env.statement, on);
    }
    return formulaOf(model, entry)(env.statement, on);
  };
  return (entry) => {
    const { formula, basis, reads } = entry;
    if (!formula || entry.working) return null;
    if (!model.wholeModel) for (const read of basis) if (figures[read] === undefined) return null;
    cells ??= [...values];
    const on = cells;
    for (const read of basis) on[read] = figures[read] ?? values[read];
    const value = evaluate(entry, on);
    const slack =
      model.wholeModel && typeof value === "number" ? slackOf(model, entry, on, value, evaluate, right) : 0;
    for (const read of [...basis, ...reads]) on[read] = values[read];
    return { value, slack };
  };
}

function formulaOf(model: CompiledModel, entry: CompiledCell): CellFunction {
  let formulaAlone = model.formulas[entry.index];
  if (!formulaAlone) {
    if (!entry.formula) throw new TypeError(`${entry.key} is given: it has no formula`);
    formulaAlone = functionOf<CellValue>(
      "s, c",
      `return ${javaScriptOf(entry.formula.expr, model.cellSource)};`,
    );
    model.formulas[entry.index] = formulaAlone;
  }
  return formulaAlone;
}

// Σ over the student's own figures a value is built from (those that are not right) of how much it moves when
// that figure moves by half a displayed unit.
function slackOf(
  model: CompiledModel,
  entry: CompiledCell,
  on: (CellValue | undefined)[],
  value: number,
  evaluate: (entry: CompiledCell, on: (CellValue | undefined)[]) => CellValue,
  right: readonly boolean[],
): number {
  let slack = 0;
  for (const read of entry.basis) {
    if (right[read]) continue;
    const figure = on[read];
    const source = model.cells[read];
    if (typeof figure !== "number" || !source) continue;
    on[read] = figure + 0.5 * 10 ** -source.row.precision;
    const moved = evaluate(entry, on);
    on[read] = figure;
    if (typeof moved === "number") slack += Math.abs(moved - value);
  }
  return slack;
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
