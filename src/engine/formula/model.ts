import { formatResult } from "../format";
import { keyOf, type Row, slotOf } from "../rows";
import type { CellValue } from "../types";
import { type CellIndex, dependencies, type Env, evaluate, functionOf, javaScriptOf } from "./evaluate";
import type { CellFormula, Model } from "./expression";
import { printFormula, printText } from "./print";

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
  /** A cell by its slot (rows.ts), for the grid's cells. */
  readonly bySlot: ReadonlyMap<number, CompiledCell>;
  readonly indexOf: CellIndex;
}

const compiledModels = new WeakMap<Model, CompiledModel>();

/** Compiles a model once (kinds cache one model per statement shape). */
export function compileModel(model: Model): CompiledModel {
  const cached = compiledModels.get(model);
  if (cached) return cached;
  const sources = [
    ...model.given.map(({ row, year, expr }) => ({ row, year, expr, formula: null })),
    ...model.cells.map((formula) => ({ row: formula.row, year: formula.year, expr: formula.expr, formula })),
  ];
  const indexBySlot = new Map(sources.map((source, index) => [slotOf(source.row, source.year), index]));
  const indexOf = (row: Row, year: number | null) => {
    const index = indexBySlot.get(slotOf(row, year));
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
  // One function per path for the whole grid: the check's hot path.
  const exactBody = sources.map((source) => `c.push(${javaScriptOf(source.expr, indexOf)});`).join("\n");
  const carriedBody = sources
    .map((source) => {
      const handOn =
        source.formula && source.row.kind !== "choice" ? `roundTo(v, ${source.row.precision})` : "v";
      return `v = ${javaScriptOf(source.expr, indexOf)}; values.push(v); c.push(${handOn});`;
    })
    .join("\n");
  const compiled: CompiledModel = {
    exact: functionOf<void>("s, c", exactBody),
    carried: functionOf<void>("s, values, c", `let v;\n${carriedBody}`),
    cells,
    bySlot: new Map(cells.map((entry) => [slotOf(entry.row, entry.year), entry])),
    indexOf,
  };
  compiledModels.set(model, compiled);
  return compiled;
}

/** Which of the two accepted calculation paths (DESIGN §6). */
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
  return { model, values, env: { statement, cells: handOn, indexOf: model.indexOf } };
}

/** A cell's value in a calculation; undefined when the model has no such cell. */
export function valueAt(calculation: Calculation, row: Row, year: number | null): CellValue | undefined {
  const entry = calculation.model.bySlot.get(slotOf(row, year));
  return entry ? calculation.values[entry.index] : undefined;
}

/**
 * Follow-through (DESIGN §6): the value a cell's formula gives when the answer cells it reads directly are
 * taken at the student's figures (`figures` by index; inputs and given cells as stated). Null when the
 * student left one of them without a readable figure.
 */
export function followThroughValue(
  exact: Calculation,
  entry: CompiledCell,
  figures: readonly (CellValue | undefined)[],
): CellValue | null {
  const cells = [...exact.values];
  for (const index of entry.reads) {
    const figure = figures[index];
    if (figure === undefined) return null;
    cells[index] = figure;
  }
  return entry.formula ? evaluate(entry.formula.expr, { ...exact.env, cells }) : null;
}

/**
 * "<key> = <names> = <numbers> = <display value>[; <note>]", "<key> = <choice>: <reason>" or
 * "<key> = <value> (given)", from the calculation's own values.
 */
export function explainCell(calculation: Calculation, entry: CompiledCell): string {
  const value = calculation.values[entry.index];
  const { formula, key } = entry;
  const env = calculation.env;
  if (typeof value === "string")
    return `${key} = ${value}: ${formula?.note ? printText(formula.note, env) : ""}`;
  const result = formatResult(value ?? Number.NaN, entry.row.precision);
  if (!formula) return `${key} = ${result} (given)`;
  const names = printFormula(formula.expr, env, "names");
  const numbers = printFormula(formula.expr, env, "numbers");
  const noteText = formula.note ? `; ${printText(formula.note, env)}` : "";
  return `${key} = ${names} = ${numbers} = ${result}${noteText}`;
}
