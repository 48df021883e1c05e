// Shared by the kinds' formula tests only: which answer cells each formula reads, and the value it gives
// on a student's own figures for them (follow-through, docs/marking.md#follow-through).
import { calculate, compileModel, followThrough as followThroughOf } from "../formula/model";
import { type KindType, kindOf, type StatementOf } from "../index";
import type { CellValue } from "../types";

function compiledModelOf<T extends KindType>(type: T, statement: StatementOf<T>) {
  const model = kindOf(type).model?.(statement);
  if (!model) throw new TypeError(`${type} states no formula model`);
  return compileModel(model);
}

/** Per answer cell key, the keys of the answer cells its formula reads directly. */
export function cellReads<T extends KindType>(type: T, statement: StatementOf<T>): Record<string, string[]> {
  const model = compiledModelOf(type, statement);
  return Object.fromEntries(
    model.cells
      .filter((entry) => entry.formula)
      .map((entry) => [entry.key, entry.reads.map((index) => model.cells[index]?.key ?? "")]),
  );
}

/** The value `key`'s formula gives when the cells it reads are taken at `figures` (by key). */
export function followThrough<T extends KindType>(
  type: T,
  statement: StatementOf<T>,
  key: string,
  figures: Readonly<Record<string, number>>,
): CellValue | null {
  const model = compiledModelOf(type, statement);
  const entry = model.cells.find((cell) => cell.key === key);
  if (!entry) throw new RangeError(`No cell ${key}`);
  const byIndex = model.cells.map((cell) => figures[cell.key]);
  return followThroughOf(calculate(model, statement, "exact"), byIndex)(entry)?.value ?? null;
}
